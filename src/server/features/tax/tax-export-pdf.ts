/**
 * The tax estimate as an A4 PDF: the period's figures, expenses by category and the sales register.
 * It is an estimate for the shop and its accountant, not a return: the title says so.
 */
import PDFDocument from 'pdfkit';
import { stripBidiControls } from '#shared/domain/names';
import { formatLkr, fromBasisPoints } from '#shared/domain/money';
import { isObsoleteSmeRate } from '#shared/domain/tax';
import { toZonedDateTimeString } from '#shared/domain/time-zone';
import type * as expensesRepo from './expenses.repo';
import type { PeriodReport } from './tax-export.service';
import type { salesByDay, salesByTender } from './tax-sales';
import { registerScriptFonts, writeMixed } from '#server/lib/pdf/script-text';

/** The text width of an A4 page with 50 pt margins. */
const WIDTH = 495;

type Lists = {
  byCategory: Awaited<ReturnType<typeof expensesRepo.expensesByCategory>>;
  byMethod: Awaited<ReturnType<typeof salesByTender>>;
  byDay: Awaited<ReturnType<typeof salesByDay>>;
};

class ReportPdf {
  // compress: false keeps the text streams readable, so the report's text is extractable and searchable.
  readonly doc: PDFKit.PDFDocument;
  readonly done: Promise<Buffer>;

  constructor(title: string) {
    this.doc = new PDFDocument({ size: 'A4', margin: 50, compress: false, info: { Title: title, Author: 'Kade' } });
    registerScriptFonts(this.doc);
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    this.done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
  }

  /**
   * Names come from the shop's data: bidi controls would reorder what the PDF shows (names.ts), and
   * a name typed in Sinhala or Tamil needs its script's font (lib/pdf/script-text.ts). The report
   * itself stays English: it is filed with the Inland Revenue.
   */
  line(label: string, value: string) {
    writeMixed(this.doc, stripBidiControls(`${label}: ${value}`), this.doc.page.margins.left, this.doc.y, WIDTH, { size: 10 });
  }

  heading(text: string) {
    this.doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(text).moveDown(0.3);
  }

  subheading(text: string) {
    this.doc.moveDown(0.3).font('Helvetica-Bold').fontSize(10).text(text);
  }
}

function writeHeader(pdf: ReportPdf, g: PeriodReport) {
  pdf.doc.font('Helvetica-Bold').fontSize(16).text('Tax estimate (not an IRD return)');
  pdf.doc.moveDown(0.5);
  pdf.line('Business', g.businessName);
  pdf.line('TIN', g.config.tin ?? 'Not set');
  pdf.line('VAT number', g.config.vatRegistered ? (g.config.vatNumber ?? 'Not set') : 'Not VAT-registered');
  pdf.line(
    'Period',
    `${g.periodCode} (${g.period.label}; ${g.period.start.toISOString().slice(0, 10)} to ${g.lastDay}; year of assessment ${g.period.yearOfAssessment})`,
  );
  pdf.line('Basis', g.figures.source);
}

/** The old 14% SME rate is obsolete from the 2025/26 year of assessment: the report says so beside it. */
function obsoleteNote(f: PeriodReport['figures'] & { yearStart: number }): string {
  return f.incomeTaxMode === 'company' && isObsoleteSmeRate(f.incomeTaxRateBp ?? 0, f.yearStart) ? '; obsolete from 2025/26' : '';
}

function writeSummary(pdf: ReportPdf, f: PeriodReport['figures'] & { yearStart: number }) {
  pdf.heading('Summary (estimate)');
  pdf.line('Revenue (sales net of VAT and NBT, less discounts)', formatLkr(f.revenueCents));
  pdf.line('Taxable turnover (exempt sales left out)', formatLkr(f.taxableTurnoverCents));
  pdf.line('Exempt turnover', formatLkr(f.exemptTurnoverCents));
  pdf.line(`Output VAT (${fromBasisPoints(f.vatRateBp)}%)`, formatLkr(f.vatCents));
  pdf.line("Input VAT (registered suppliers' tax invoices)", formatLkr(f.inputVatCents));
  if (f.debitNoteInputVatCents > 0) pdf.line('  of which reversed by debit notes to suppliers', formatLkr(-f.debitNoteInputVatCents));
  pdf.line('VAT credit brought forward', formatLkr(f.vatCreditBroughtForwardCents));
  pdf.line('VAT payable', formatLkr(f.vatPayableCents));
  if (f.vatCreditCarriedForwardCents > 0) pdf.line('VAT credit carried forward', formatLkr(f.vatCreditCarriedForwardCents));
  pdf.line(`NBT (${fromBasisPoints(f.nbtRateBp)}%)`, formatLkr(f.nbtCents));
  pdf.line(`SSCL estimate (${fromBasisPoints(f.ssclRateBp)}% of liable turnover)`, formatLkr(f.ssclCents));
  if (f.ssclNote) pdf.line('SSCL', f.ssclNote);
  pdf.line('Total expenses', formatLkr(f.expensesCents));
  pdf.line('Deductible expenses (less input VAT claimed)', formatLkr(f.deductibleCents));
  pdf.line('Cost of goods sold', formatLkr(f.costOfGoodsSoldCents));
  pdf.line('Estimated taxable income (revenue - cost of goods sold - deductible expenses)', formatLkr(f.taxableIncomeCents));
  pdf.line(
    f.incomeTaxMode === 'company'
      ? `Estimated income tax (company rate ${fromBasisPoints(f.incomeTaxRateBp ?? 0)}%${obsoleteNote(f)})`
      : 'Estimated income tax (individual slabs)',
    formatLkr(f.incomeTaxCents),
  );
  pdf.doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(`Estimated tax payable: ${formatLkr(f.totalTaxCents)}`);
}

function writeExpenses(pdf: ReportPdf, byCategory: Lists['byCategory']) {
  pdf.heading('Expenses by category');
  if (byCategory.length === 0) pdf.line('Expenses', 'none recorded');
  for (const c of byCategory) {
    pdf.line(
      `${c.name} (${c.code})${c.taxDeductible ? '' : ' - non-deductible'}`,
      `${formatLkr(c.totalCents)} in ${c.count} transaction(s)`,
    );
  }
}

function writeRegister(pdf: ReportPdf, sales: PeriodReport['sales'], lists: Lists) {
  pdf.heading('Sales register summary');
  pdf.line('Number of sales', String(sales.count));
  pdf.line('Net sales', formatLkr(sales.revenueCents));
  pdf.line('VAT charged', formatLkr(sales.vatCents));
  pdf.line('NBT charged', formatLkr(sales.nbtCents));
  pdf.line('Discounts', formatLkr(sales.discountCents));
  pdf.line('Gross takings (incl. tax)', formatLkr(sales.totalCents));
  pdf.subheading('By payment method');
  if (lists.byMethod.length === 0) pdf.line('Sales', 'none in this period');
  for (const m of lists.byMethod) pdf.line(`  ${m.method}`, `${m.count} sale(s), ${formatLkr(m.amountCents)} paid`);
  pdf.subheading('By day');
  for (const d of lists.byDay)
    pdf.line(
      `  ${d.day}`,
      `${d.count} sale(s), net ${formatLkr(d.revenueCents)}, VAT ${formatLkr(d.vatCents)}, total ${formatLkr(d.totalCents)}`,
    );
}

export function writeTaxReportPdf(g: PeriodReport, lists: Lists): Promise<Buffer> {
  const pdf = new ReportPdf(`Tax estimate ${g.periodCode}`);
  writeHeader(pdf, g);
  writeSummary(pdf, { ...g.figures, yearStart: Number(g.period.yearOfAssessment.slice(0, 4)) });
  writeExpenses(pdf, lists.byCategory);
  writeRegister(pdf, g.sales, lists);
  pdf.doc
    .moveDown(1)
    .font('Helvetica-Oblique')
    .fontSize(8)
    .text(
      `Generated by Kade on ${toZonedDateTimeString(new Date(), g.timeZone)} (${g.timeZone}). Estimates only, not a tax return: an accountant verifies them before anything is filed with the IRD.`,
    );
  pdf.doc.end();
  return pdf.done;
}
