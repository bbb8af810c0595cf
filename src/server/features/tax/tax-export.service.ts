/**
 * Tax report exports: the IRD report (PDF, tax-export-pdf.ts), the financial data (CSV) and the audit report (XLSX).
 * Text that could be read as a spreadsheet formula is neutralised (csv-safety.ts); XLSX cells
 * are written as plain values, never formulas.
 */
import ExcelJS from 'exceljs';
import { stringify } from 'csv-stringify/sync';
import { eq } from 'drizzle-orm';
import { exportFileName, type ExportFormat } from '#shared/contracts/tax';
import { escapeCsvText } from '#shared/domain/csv-safety';
import { fromCents } from '#shared/domain/money';
import type { Executor } from '#server/db/client';
import { businesses } from '#server/db/schema';
import { debitNoteInputVatBetween } from '#server/features/procurement';
import * as expensesRepo from './expenses.repo';
import * as auditRepo from './tax-audit.repo';
import { toAuditRow } from './tax-audit.service';
import * as calculationsRepo from './tax-calculations.repo';
import {
  SSCL_NOT_REGISTERED_NOTE,
  deductibleExpensesCents,
  periodFigures,
  ssclReportNote,
  zonedTaxPeriod,
} from './tax-calculations.service';
import { writeTaxReportPdf } from './tax-export-pdf';
import { periodDays, salesByDay, salesByTender } from './tax-sales';
import { toZonedDateString, toZonedDateTimeString } from '#shared/domain/time-zone';

export type PeriodReport = Awaited<ReturnType<typeof gatherPeriod>>;

export type ExportFile = { fileName: string; contentType: string; body: Buffer };

const CONTENT_TYPES: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Everything the reports need about one period: the stored calculation if any, else a live one. */
export async function gatherPeriod(db: Executor, businessId: number, periodCode: string) {
  const p = await zonedTaxPeriod(db, businessId, periodCode);
  const [business] = await db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, businessId));
  const { config, sales, expenses, exemptCents, tax } = await periodFigures(db, businessId, p);
  const stored = await calculationsRepo.getCalculationByPeriod(db, businessId, periodCode);
  // A stored calculation is what was (or will be) filed: report its figures and rates.
  const figures = stored
    ? {
        source: `Calculation of ${toZonedDateTimeString(stored.calculatedAt, p.timeZone)} (${p.timeZone}; status: ${stored.status})`,
        revenueCents: stored.revenueCents,
        vatCents: stored.vatCents,
        nbtCents: stored.nbtCents,
        ssclCents: stored.ssclCents,
        expensesCents: stored.expensesCents,
        deductibleCents: stored.deductibleExpensesCents,
        costOfGoodsSoldCents: stored.costOfGoodsSoldCents,
        taxableIncomeCents: stored.taxableIncomeCents,
        incomeTaxCents: stored.incomeTaxCents,
        totalTaxCents: stored.totalTaxCents,
        vatRateBp: stored.vatRateBp,
        nbtRateBp: stored.nbtRateBp,
        ssclRateBp: stored.ssclRateBp,
        incomeTaxMode: stored.incomeTaxMode,
        incomeTaxRateBp: stored.incomeTaxRateBp,
        inputVatCents: stored.inputVatCents,
        vatCreditBroughtForwardCents: stored.vatCreditBroughtForwardCents,
        vatPayableCents: stored.vatPayableCents,
        vatCreditCarriedForwardCents: stored.vatCreditCarriedForwardCents,
        taxableTurnoverCents: stored.taxableTurnoverCents,
        exemptTurnoverCents: stored.exemptTurnoverCents,
        ssclNote: ssclReportNote(stored),
      }
    : {
        source: 'Not yet calculated: figures computed from the current records',
        revenueCents: sales.revenueCents,
        vatCents: sales.vatCents,
        nbtCents: sales.nbtCents,
        ssclCents: tax.ssclCents,
        expensesCents: expenses.totalCents,
        deductibleCents: deductibleExpensesCents(config.vatRegistered, expenses),
        costOfGoodsSoldCents: sales.costOfGoodsSoldCents,
        taxableIncomeCents: tax.taxableIncomeCents,
        incomeTaxCents: tax.incomeTaxCents,
        totalTaxCents: tax.totalTaxCents,
        vatRateBp: config.vatRateBp,
        nbtRateBp: config.nbtRateBp,
        ssclRateBp: config.ssclRateBp,
        incomeTaxMode: config.incomeTaxMode,
        incomeTaxRateBp: config.incomeTaxMode === 'company' ? config.companyIncomeTaxRateBp : null,
        inputVatCents: tax.inputVatCents,
        vatCreditBroughtForwardCents: tax.vatCreditBroughtForwardCents,
        vatPayableCents: tax.vatPayableCents,
        vatCreditCarriedForwardCents: tax.vatCreditCarriedForwardCents,
        taxableTurnoverCents: tax.taxableTurnoverCents,
        exemptTurnoverCents: exemptCents,
        ssclNote: tax.ssclApplies ? null : SSCL_NOT_REGISTERED_NOTE,
      };
  // Goods returned to suppliers: the input VAT their debit notes reversed, its own line in the VAT return (already in input VAT).
  const debitNoteInputVatCents = config.vatRegistered
    ? await debitNoteInputVatBetween(db, businessId, periodDays(p).from, periodDays(p).to)
    : 0;
  return { ...p, periodCode, businessName: business?.name ?? '', config, sales, expenses, figures: { ...figures, debitNoteInputVatCents } };
}

export async function exportReport(db: Executor, businessId: number, format: ExportFormat, periodCode: string): Promise<ExportFile> {
  const fileName = exportFileName(periodCode, format);
  const contentType = CONTENT_TYPES[format];
  if (format === 'pdf') return { fileName, contentType, body: await buildPdf(db, businessId, periodCode) };
  if (format === 'csv') return { fileName, contentType, body: await buildCsv(db, businessId, periodCode) };
  return { fileName, contentType, body: await buildXlsx(db, businessId, periodCode) };
}

// ---------------------------------------------------------------- PDF

async function buildPdf(db: Executor, businessId: number, periodCode: string): Promise<Buffer> {
  const g = await gatherPeriod(db, businessId, periodCode);
  return writeTaxReportPdf(g, {
    byCategory: await expensesRepo.expensesByCategory(db, businessId, g.start, g.end),
    byMethod: await salesByTender(db, businessId, periodDays(g)),
    byDay: await salesByDay(db, businessId, periodDays(g)),
  });
}

// ---------------------------------------------------------------- CSV

const CSV_COLUMNS = [
  'Section',
  'Date',
  'Reference',
  'Category',
  'Description',
  'Deductible',
  'Count',
  'Net amount',
  'VAT',
  'NBT',
  'Total',
] as const;
type CsvColumn = (typeof CSV_COLUMNS)[number];
/** One CSV row: the named cells, the others blank. */
const csvRow = (cells: Partial<Record<CsvColumn, string>>) => CSV_COLUMNS.map((c) => cells[c] ?? '');
const money = (c: number) => fromCents(c).toFixed(2);

type SalesCells = { count: number; revenueCents: number; vatCents: number; nbtCents: number; totalCents: number };
const salesCells = (s: SalesCells) => ({
  Count: String(s.count),
  'Net amount': money(s.revenueCents),
  VAT: money(s.vatCents),
  NBT: money(s.nbtCents),
  Total: money(s.totalCents),
});

/** The VAT return and SSCL lines: output, input, credit brought forward, payable, credit carried forward, turnover. */
function vatRows(f: PeriodReport['figures']): string[][] {
  const row = (section: string, cents: number, description = '') =>
    csvRow({ Section: section, Description: escapeCsvText(description), Total: money(cents) });
  return [
    row('Output VAT', f.vatCents, 'VAT charged on sales'),
    row('Input VAT', f.inputVatCents, "Registered suppliers' tax invoices: goods received and expenses"),
    ...(f.debitNoteInputVatCents > 0
      ? [row('Debit notes to suppliers', f.debitNoteInputVatCents, 'Input VAT reversed by goods returned (already taken off input VAT)')]
      : []),
    row('VAT credit brought forward', f.vatCreditBroughtForwardCents),
    row('VAT payable', f.vatPayableCents, 'Output VAT - input VAT - credit brought forward, never negative'),
    row('VAT credit carried forward', f.vatCreditCarriedForwardCents),
    row('Taxable turnover', f.taxableTurnoverCents, 'Revenue less exempt sales'),
    row('Exempt turnover', f.exemptTurnoverCents),
    row('SSCL', f.ssclCents, f.ssclNote ?? ''),
    row('Cost of goods sold', f.costOfGoodsSoldCents),
    row('Estimated taxable income', f.taxableIncomeCents, 'Revenue - cost of goods sold - deductible expenses (less claimed input VAT)'),
    row('Estimated income tax', f.incomeTaxCents),
  ];
}

async function buildCsv(db: Executor, businessId: number, periodCode: string): Promise<Buffer> {
  const g = await gatherPeriod(db, businessId, periodCode);
  const byDay = await salesByDay(db, businessId, periodDays(g));
  const expenses = await expensesRepo.listExpenses(db, businessId, g.start, g.end);
  const rows: string[][] = [[...CSV_COLUMNS]];
  for (const d of byDay) rows.push(csvRow({ Section: 'Sales', Date: d.day, Description: 'Daily sales', ...salesCells(d) }));
  rows.push(csvRow({ Section: 'Sales total', ...salesCells(g.sales) }));
  for (const e of [...expenses].reverse()) {
    rows.push(
      csvRow({
        Section: 'Expense',
        Date: toZonedDateString(e.transactionDate, g.timeZone),
        Reference: `EXP-${e.id}`,
        Category: escapeCsvText(`${e.categoryName} (${e.categoryCode})`),
        Description: escapeCsvText(e.description ?? ''),
        Deductible: e.taxDeductible ? 'yes' : 'no',
        Count: '1',
        'Net amount': money(e.amountCents - e.inputVatCents),
        VAT: money(e.inputVatCents),
        Total: money(e.amountCents),
      }),
    );
  }
  const expensesTotal = money(g.expenses.totalCents);
  rows.push(
    csvRow({
      Section: 'Expenses total',
      Count: String(g.expenses.count),
      'Net amount': money(g.expenses.totalCents - g.expenses.inputVatCents),
      VAT: money(g.expenses.inputVatCents),
      Total: expensesTotal,
    }),
  );
  rows.push(...vatRows(g.figures));
  rows.push(csvRow({ Section: 'Tax payable', Description: escapeCsvText(g.figures.source), Total: money(g.figures.totalTaxCents) }));
  return Buffer.concat([Buffer.from('\uFEFF', 'utf8'), Buffer.from(stringify(rows, { record_delimiter: '\r\n' }), 'utf8')]);
}

// ---------------------------------------------------------------- XLSX

/** The period's VAT return beside the audit report: one figure a row, as numbers. */
function addVatSheet(wb: ExcelJS.Workbook, f: PeriodReport['figures']) {
  const ws = wb.addWorksheet('VAT summary');
  ws.columns = [
    { header: 'Figure', key: 'figure', width: 34 },
    { header: 'Amount (LKR)', key: 'amount', width: 18 },
    { header: 'Note', key: 'note', width: 70 },
  ];
  for (const r of vatRows(f)) ws.addRow({ figure: r[0], amount: Number(r[10]), note: r[4] });
  ws.addRow({ figure: 'Basis', note: escapeCsvText(f.source) });
  ws.getRow(1).font = { bold: true };
}

async function buildXlsx(db: Executor, businessId: number, periodCode: string): Promise<Buffer> {
  const g = await gatherPeriod(db, businessId, periodCode);
  const { rows } = await auditRepo.auditPage(db, businessId, { start: g.start, end: g.end }, 50_000, 0);
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Kade';
  const ws = wb.addWorksheet('Audit report');
  ws.columns = [
    { header: `Time (${g.timeZone})`, key: 'time', width: 26 },
    { header: 'User', key: 'user', width: 28 },
    { header: 'User ID', key: 'userId', width: 38 },
    { header: 'Action', key: 'action', width: 30 },
    { header: 'Entity type', key: 'entityType', width: 22 },
    { header: 'Entity ID', key: 'entityId', width: 14 },
  ];
  // Every cell is a string value; text that looks like a formula gets a leading apostrophe.
  const safe = (v: string | null | undefined) => escapeCsvText(v ?? '');
  for (const r of [...rows].reverse()) {
    const a = toAuditRow(r);
    ws.addRow({
      time: toZonedDateTimeString(r.createdAt, g.timeZone, true),
      user: safe(a.userName),
      userId: safe(a.userId),
      action: safe(a.action),
      entityType: safe(a.entityType),
      entityId: safe(a.entityId),
    });
  }
  ws.getRow(1).font = { bold: true };
  addVatSheet(wb, g.figures);
  const out = await wb.xlsx.writeBuffer();
  return Buffer.from(out as ArrayBuffer);
}
