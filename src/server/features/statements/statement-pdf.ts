/**
 * A statement of account as an A4 PDF: the shop, the customer or supplier, the
 * days, the opening balance, each line with the balance after it, the closing balance and its
 * ageing. Generic over the Statement contract (debtors, suppliers; the messaging feature reuses it).
 *
 * pdfkit, as the purchase order and the tax export; compress: false keeps the text extractable
 * (tests read it back with pdftotext). Sinhala and Tamil are drawn in the bundled Noto fonts by
 * lib/pdf/script-text.ts, which shapes them with fontkit (vowel signs, ZWJ conjuncts such as ශ්‍රී)
 * and marks each line with its logical text: so the whole document is in the one language asked
 * for, labels included, rather than bilingual labels.
 */
import PDFDocument from 'pdfkit';
import type { Statement } from '#shared/contracts/statements';
import { AGEING_BUCKETS } from '#shared/domain/ageing';
import { stripBidiControls } from '#shared/domain/names';
import type { Locale } from '#shared/locales';
import { mixedHeight, registerScriptFonts, writeMixed } from '#server/lib/pdf/script-text';
import { fill, lineDetails, STATEMENT_WORDS, statementMoney } from './statement-words';
import { DEFAULT_TIME_ZONE, toZonedDateString } from '#shared/domain/time-zone';

const clean = (text: string | null | undefined) => stripBidiControls(text ?? '').trim();

const LEFT = 50;
const WIDTH = 495;
/** The lines table: x and width of each column (A4 is 595 pt wide, margins 50). */
const COLUMNS: readonly (readonly [number, number])[] = [
  [50, 70], // date
  [120, 155], // details
  [275, 90], // debit
  [365, 90], // credit
  [455, 90], // balance
];

/** The file name a download gets: statement-<party>-<from>-<to>.pdf (ASCII only). */
export function statementFileName(s: Statement, ext: 'pdf' | 'txt'): string {
  return `statement-${s.party.kind}-${s.party.id}-${s.from}-${s.to}.${ext}`;
}

export async function statementPdf(s: Statement, locale: Locale, timeZone = DEFAULT_TIME_ZONE): Promise<Buffer> {
  const w = STATEMENT_WORDS[locale];
  const money = (amount: number) => statementMoney(amount, locale);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: false,
    lang: locale,
    info: { Title: `${w.title} — ${clean(s.party.name)}`, Author: 'Kade' },
  });
  registerScriptFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const write = (text: string, size: number, bold = false, gap = 0, align: 'left' | 'right' = 'left') =>
    writeMixed(doc, text, LEFT, doc.y + gap, WIDTH, { size, bold, align });

  // The shop
  write(clean(s.business.name) || w.title, 16, true);
  if (clean(s.business.address)) write(clean(s.business.address), 9);
  if (clean(s.business.phone)) write(`${w.phone}: ${clean(s.business.phone)}`, 9);

  write(w.title, 14, true, 12);
  write(`${w.period}: ${fill(w.range, { from: s.from, to: s.to })}`, 10);
  // The shop's day, not the server's (UTC): printed at 01:00 in Colombo is still that day.
  write(`${w.printed}: ${toZonedDateString(new Date(s.generatedAt), timeZone)}`, 9);

  // The customer or supplier
  write(w.party[s.party.kind], 11, true, 10);
  write(clean(s.party.name), 10);
  for (const part of [s.party.phone, s.party.address, s.party.email]) if (clean(part)) write(clean(part), 10);

  // The lines
  const widths = COLUMNS.map(([, width]) => width);
  const row = (cells: string[], bold = false) => {
    const style = { size: 9, bold };
    const height = Math.max(...cells.map((c, i) => mixedHeight(doc, c, widths[i] - 6, style)));
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    const bottom = Math.max(
      ...cells.map((c, i) => writeMixed(doc, c, COLUMNS[i][0], top, widths[i] - 6, { ...style, align: i < 2 ? 'left' : 'right' })),
    );
    doc.x = LEFT;
    doc.y = bottom + 3;
  };
  const rule = () =>
    doc
      .moveTo(LEFT, doc.y - 1)
      .lineTo(LEFT + WIDTH, doc.y - 1)
      .stroke();
  doc.y += 14;
  row([w.date, w.details, w.debit, w.credit, w.balance], true);
  rule();
  row([s.from, w.opening, '', '', money(s.openingBalance)], true);
  if (s.lines.length === 0) row(['', w.noLines, '', '', '']);
  for (const l of s.lines)
    row([
      l.date,
      lineDetails(l.kind, clean(l.reference), locale),
      l.debit ? money(l.debit) : '',
      l.credit ? money(l.credit) : '',
      money(l.balance),
    ]);
  rule();
  row([s.to, w.closing, '', '', money(s.closingBalance)], true);
  write(`${w.due[s.party.kind]}: ${money(s.closingBalance)}`, 12, true, 8, 'right');

  // The ageing of the closing balance on `to`
  write(`${w.ageing} (${s.to})`, 11, true, 14);
  const half = WIDTH / 2;
  for (const [label, amount, bold] of [
    ...AGEING_BUCKETS.map((b) => [w.buckets[b], s.ageing[b], false] as const),
    [w.total, s.ageing.total, true] as const,
  ]) {
    const top = doc.y + 2;
    const style = { size: 10, bold };
    const a = writeMixed(doc, label, LEFT, top, half, style);
    const b = writeMixed(doc, money(amount), LEFT + half, top, half - 90, { ...style, align: 'right' });
    doc.x = LEFT;
    doc.y = Math.max(a, b);
  }
  doc.end();
  return done;
}
