/**
 * A statement of account as a short text: what a WhatsApp message or an SMS
 * carries — the shop, the customer or supplier, the days, the opening and closing balances, the
 * range's totals, and the ageing lines that are not zero. Generic over the Statement contract, so
 * debtors' and suppliers' statements (and the messaging feature) share it.
 */
import type { Statement } from '#shared/contracts/statements';
import { AGEING_BUCKETS } from '#shared/domain/ageing';
import { stripBidiControls } from '#shared/domain/names';
import type { Locale } from '#shared/locales';
import { fill, STATEMENT_WORDS, statementMoney } from './statement-words';

const clean = (text: string | null | undefined) => stripBidiControls(text ?? '').trim();
const cents = (amount: number) => Math.round(amount * 100);

export function statementText(s: Statement, locale: Locale): string {
  const w = STATEMENT_WORDS[locale];
  const money = (amount: number) => statementMoney(amount, locale);
  const kind = s.party.kind;
  const out: string[] = [];
  const shop = clean(s.business.name);
  out.push(shop ? `${shop} — ${w.title}` : w.title);
  out.push(`${w.party[kind]}: ${clean(s.party.name)}`);
  out.push(`${w.period}: ${fill(w.range, { from: s.from, to: s.to })}`);
  out.push(`${w.opening}: ${money(s.openingBalance)}`);
  const charged = s.lines.reduce((sum, l) => sum + cents(l.debit), 0);
  const settled = s.lines.reduce((sum, l) => sum + cents(l.credit), 0);
  if (charged !== 0) out.push(`${w.charged[kind]}: ${money(charged / 100)}`);
  if (settled !== 0) out.push(`${w.settled[kind]}: ${money(settled / 100)}`);
  out.push(`${w.closing}: ${money(s.closingBalance)}`);
  for (const b of AGEING_BUCKETS) if (cents(s.ageing[b]) !== 0) out.push(`${w.buckets[b]}: ${money(s.ageing[b])}`);
  const phone = clean(s.business.phone);
  if (phone) out.push(`${w.phone}: ${phone}`);
  return out.join('\n');
}
