/**
 * One imported row, from the file's cells to the input a contract accepts: the mapped cells, with
 * the export's formula escaping undone, checked by the very zod schema the forms use, so a row's
 * errors are the specified messages. Pure: the server's preview and commit both use it, and the
 * matching against the shop's data (SKU, phone …) is the server's.
 */
import { z } from 'zod';
import { ProductFields, withinMrp } from '../contracts/catalog';
import { CustomerCreateInput, CUSTOMER_TYPES } from '../contracts/customers';
import { UpdateDebtorInput } from '../contracts/debtors';
import type { ImportKind } from '../contracts/import-paths';
import { SupplierInput } from '../contracts/procurement';
import { IMPORT_ERROR_MESSAGES } from '../messages/imports';
import { isFormulaLike } from './csv-safety';
import { IMPORT_FIELDS } from './import-fields';

/**
 * Exports put an apostrophe before text a spreadsheet would run as a formula (csv-safety.ts), and
 * one more before text that already starts with apostrophes and then such a character, so the
 * apostrophes a value really has survive: `escapeCell` and `unescapeCell` are exact inverses.
 */
export function escapeCell(text: string): string {
  return isFormulaLike(text.replace(/^'+/, '')) && (text.startsWith("'") || isFormulaLike(text)) ? `'${text}` : text;
}

export function unescapeCell(text: string): string {
  return text.startsWith("'") && isFormulaLike(text.replace(/^'+/, '')) ? text.slice(1) : text;
}

/** Field key → the cell's text, for the mapped fields only (an unmapped field is absent, not empty). */
export function mapRow(mapping: Record<string, number | null>, cells: readonly string[]): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [key, index] of Object.entries(mapping)) if (index != null) record[key] = unescapeCell(cells[index] ?? '');
  return record;
}

export interface RowError {
  field: string | null;
  message: string;
}

export type ParsedRow<T> = { ok: true; value: T; record: Record<string, string> } | { ok: false; errors: RowError[] };

const lower = (v: string | undefined) =>
  v === undefined
    ? undefined
    : v
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_');
const isZero = (v: string | undefined) => v !== undefined && /^\s*0+(\.0*)?\s*$/.test(v);

/** Yes/no as a shop writes it (and Excel's TRUE/FALSE): English, Sinhala, Tamil; empty is "not given". */
const YES = new Set(['yes', 'y', 'true', '1', 'ඔව්', 'ஆம்']);
const NO = new Set(['no', 'n', 'false', '0', 'නැත', 'නෑ', 'இல்லை']);
export function yesNo(text: string | undefined): boolean | undefined | string {
  const v = text?.normalize('NFC').trim().toLowerCase();
  if (v === undefined || v === '') return undefined;
  return YES.has(v) ? true : NO.has(v) ? false : (text as string);
}

/**
 * An expiry date as a file gives it: YYYY-MM-DD (what the XLSX reader writes for a date cell), or
 * the same followed by a midnight time (a date cell saved as CSV by some programs).
 */
export const dateCell = (text: string | undefined) => text?.trim().replace(/^(\d{4}-\d{2}-\d{2})[ T]00:00(:00(\.0+)?)?Z?$/, '$1');

/**
 * The form's product fields plus the import's batch columns (decision 0018): whether the product
 * tracks batches, and the batch number and expiry of a created product's opening stock.
 */
const ProductImportInput = withinMrp(
  ProductFields.extend({
    tracksBatches: z.boolean({ error: IMPORT_ERROR_MESSAGES.IMPORT_TRACKS_BATCHES_YES_NO }).optional(),
    batchNumber: z.preprocess((v) => (typeof v === 'string' ? v.trim() || null : v), z.string().max(60).nullable().optional()),
  }),
);

/** A product row: the form's fields and the batch columns, plus the supplier's name (matched by the server). */
export type ProductRow = z.output<typeof ProductImportInput> & { supplierName?: string | null };
/** A debtor row: the debtor's details; `totalDebt` is the opening balance of a new debtor (none when empty or zero). */
export type DebtorRow = z.output<typeof UpdateDebtorInput>;
export type CustomerRow = z.output<typeof CustomerCreateInput>;
export type SupplierRow = z.output<typeof SupplierInput>;

export interface RowsByKind {
  products: ProductRow;
  customers: CustomerRow;
  debtors: DebtorRow;
  suppliers: SupplierRow;
}

/** The input each kind's contract expects, built from the mapped cells. */
function inputOf(kind: ImportKind, r: Record<string, string>): Record<string, unknown> {
  switch (kind) {
    case 'products': {
      const { supplier: _supplier, ...rest } = r;
      // An empty or absent stock column opens at zero; unit and tax category are matched case-insensitively.
      return {
        ...rest,
        stock: r.stock?.trim() ? r.stock : '0',
        unit: lower(r.unit),
        taxCategory: lower(r.taxCategory),
        tracksBatches: yesNo(r.tracksBatches),
        expiryDate: dateCell(r.expiryDate),
      };
    }
    case 'customers': {
      const type = lower(r.customerType);
      return {
        ...r,
        customerType: type === '' ? undefined : (CUSTOMER_TYPES as readonly string[]).includes(type ?? '') ? type : r.customerType,
      };
    }
    case 'debtors':
      return { ...r, totalDebt: isZero(r.totalDebt) ? '' : r.totalDebt };
    case 'suppliers':
      // Every field of SupplierInput is nullable but not optional: an unmapped column is "none".
      return Object.fromEntries(IMPORT_FIELDS.suppliers.map((field) => [field.key, r[field.key] ?? null]));
  }
}

const SCHEMAS: Record<ImportKind, z.ZodType> = {
  products: ProductImportInput,
  customers: CustomerCreateInput,
  debtors: UpdateDebtorInput,
  suppliers: SupplierInput,
};

/** Checks one mapped row with its kind's contract; the errors carry the import's field keys. */
export function parseRow<K extends ImportKind>(kind: K, record: Record<string, string>): ParsedRow<RowsByKind[K]> {
  const parsed = SCHEMAS[kind].safeParse(inputOf(kind, record));
  if (!parsed.success) {
    const seen = new Set<string>();
    const errors: RowError[] = [];
    for (const issue of parsed.error.issues) {
      const field = issue.path.length ? String(issue.path[0]) : null;
      const id = `${field}:${issue.message}`;
      if (seen.has(id)) continue;
      seen.add(id);
      errors.push({ field, message: issue.message });
    }
    return { ok: false, errors };
  }
  const value = parsed.data as RowsByKind[K];
  if (kind === 'products') (value as ProductRow).supplierName = record.supplier === undefined ? undefined : record.supplier.trim() || null;
  return { ok: true, value, record };
}
