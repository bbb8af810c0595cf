/**
 * The totals a till preview, a receipt (screen, print, .txt) and an invoice print under a sale's
 * lines, in order — one rule, so every place shows the same figures the same way.
 *
 * Every line shows its shelf amount (price × quantity), so the first row is their sum; the
 * discount comes off it (before VAT, vat-pricing.ts); then:
 * - prices include VAT (the default): the total is what the customer pays, and a VAT-registered
 *   shop shows the VAT it holds as "VAT included" *after* the total — it is not added again;
 * - prices exclude VAT (wholesale): a registered shop adds VAT (and NBT) above the total;
 * - a shop that is not VAT-registered shows no VAT line at all (VAT Act s.2).
 * A VAT or NBT line that would say 0.00 (an empty cart, only exempt goods) is left out.
 */
import { sumSafeIntegers } from './integer-math';
import { multiplyCentsByThousandths } from './money';

export type SaleSummaryRowKind = 'subtotal' | 'discount' | 'vat' | 'nbt' | 'total' | 'vatIncluded' | 'nbtIncluded';
export type SaleSummaryRow = { kind: SaleSummaryRowKind; cents: number };

export type SaleSummaryInput = {
  /** Σ price × quantity of the lines, before the discount. */
  grossCents: number;
  discountCents: number;
  vatCents: number;
  nbtCents: number;
  totalCents: number;
  vatRegistered: boolean;
  pricesIncludeVat: boolean;
};

/** A line's shelf amount: price × quantity, rounded to the cent (as vat-pricing.ts). */
export function lineGrossCents(priceCents: number, quantityThousandths: number): number {
  return multiplyCentsByThousandths(priceCents, quantityThousandths);
}

export function linesGrossCents(lines: readonly { priceCents: number; quantity: number }[]): number {
  return sumSafeIntegers(lines.map((l) => lineGrossCents(l.priceCents, l.quantity)));
}

export function saleSummaryRows(s: SaleSummaryInput): SaleSummaryRow[] {
  const rows: SaleSummaryRow[] = [{ kind: 'subtotal', cents: s.grossCents }];
  if (s.discountCents !== 0) rows.push({ kind: 'discount', cents: s.discountCents });
  const exclusive = s.vatRegistered && !s.pricesIncludeVat;
  const inclusive = s.vatRegistered && s.pricesIncludeVat;
  if (exclusive && s.vatCents !== 0) rows.push({ kind: 'vat', cents: s.vatCents });
  if (exclusive && s.nbtCents !== 0) rows.push({ kind: 'nbt', cents: s.nbtCents });
  rows.push({ kind: 'total', cents: s.totalCents });
  if (inclusive && s.vatCents !== 0) rows.push({ kind: 'vatIncluded', cents: s.vatCents });
  if (inclusive && s.nbtCents !== 0) rows.push({ kind: 'nbtIncluded', cents: s.nbtCents });
  return rows;
}
