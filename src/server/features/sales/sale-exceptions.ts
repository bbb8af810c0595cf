/**
 * What the server decided differently about a sale made offline (docs/decisions/0016-offline-till.md): the sale is
 * kept as the customer made it, and each difference becomes a `sale_exceptions` row the owner sees
 * on the dashboard until resolved. Figures in the details are in rupees and units, as the API gives them.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { SaleExceptionKind } from '#shared/contracts/terminals';
import { fromCents, fromThousandths } from '#shared/domain/money';
import { customerUnitPriceCents, isAboveMrp } from '#shared/domain/mrp';
import type { Executor } from '#server/db/client';
import { saleExceptions } from '#server/db/schema';
import type { PricedLine, SalePricingMode } from './sale-pricing';

export interface PendingException {
  kind: SaleExceptionKind;
  productId: number | null;
  details: Record<string, unknown>;
}

/**
 * Each line of a sale made offline against the product row it locked: deleted meanwhile
 * (`product_inactive`), repriced (`price_changed`, the price paid stands), sold above its MRP
 * (`above_mrp`: the customer paid more than the pack's printed price, VAT included — mrp.ts), or
 * sold below zero while the shop does not allow negative stock (`oversold`: the stock goes
 * negative all the same).
 */
export function lineExceptions(lines: readonly PricedLine[], allowNegativeStock: boolean, mode: SalePricingMode): PendingException[] {
  const out: PendingException[] = [];
  for (const { product, priceCents, quantity, taxCategory } of lines) {
    const productId = product.id;
    if (!product.isActive) out.push({ kind: 'product_inactive', productId, details: {} });
    if (priceCents !== product.sellingPriceCents)
      out.push({
        kind: 'price_changed',
        productId,
        details: { soldPrice: fromCents(priceCents), currentPrice: fromCents(product.sellingPriceCents) },
      });
    if (isAboveMrp({ priceCents, mrpCents: product.mrpCents, taxCategory }, mode))
      out.push({
        kind: 'above_mrp',
        productId,
        details: { paidPrice: fromCents(customerUnitPriceCents(priceCents, taxCategory, mode)), mrp: fromCents(product.mrpCents ?? 0) },
      });
    if (!allowNegativeStock && product.stockBefore < quantity)
      out.push({
        kind: 'oversold',
        productId,
        details: { stockBefore: fromThousandths(product.stockBefore), quantity: fromThousandths(quantity) },
      });
  }
  return out;
}

/** A credit part that took the debtor over their limit (offline only: online it is refused). */
export const creditLimitException = (limitCents: number, owedAfterCents: number): PendingException => ({
  kind: 'credit_limit',
  productId: null,
  details: { limit: fromCents(limitCents), owedAfter: fromCents(owedAfterCents) },
});

/** The sale's exceptions, in the sale's transaction after the sale itself. */
export async function insertSaleExceptions(
  db: Executor,
  sale: { businessId: number; saleId: number; shiftId: number | null },
  pending: readonly PendingException[],
): Promise<void> {
  if (pending.length === 0) return;
  await db.insert(saleExceptions).values(
    pending.map((e) => ({
      businessId: sale.businessId,
      saleId: sale.saleId,
      shiftId: sale.shiftId,
      kind: e.kind,
      productId: e.productId,
      details: e.details,
    })),
  );
}

/** A sale's exceptions as its answer lists them (a replay answers them again). */
export async function exceptionsOfSale(db: Executor, businessId: number, saleId: number) {
  return db
    .select({ kind: saleExceptions.kind, productId: saleExceptions.productId })
    .from(saleExceptions)
    .where(and(eq(saleExceptions.businessId, businessId), eq(saleExceptions.saleId, saleId), ne(saleExceptions.kind, 'z_report_differs')))
    .orderBy(asc(saleExceptions.id));
}
