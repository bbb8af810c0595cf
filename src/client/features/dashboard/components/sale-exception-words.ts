import type { TFunction } from 'i18next';
import type { SaleException } from '#shared/contracts/terminals';
import { formatMoney, formatQuantity, formatWhole } from '#client/lib/format';

const num = (v: unknown) => (typeof v === 'number' ? v : Number(v ?? 0));
// The exception does not carry the product's unit: whole counts read "2", weights keep their decimals.
const qty = (v: unknown) => (Number.isInteger(num(v)) ? formatWhole(num(v)) : formatQuantity(num(v)));

/**
 * What happened, in words the owner reads at a glance: "Sold 2 of Rice 5 kg with 1 in stock".
 * The figures come from the exception's `details` (see the contract); money there is in LKR. The
 * debtor's balance is `owed` in the contract, `owedAfter` in the server's first rows: both are read.
 */
export function saleExceptionWords(t: TFunction<'dashboard'>, e: SaleException): string {
  const d = e.details;
  const product = e.productName ?? t('exceptions.aProduct');
  switch (e.kind) {
    case 'oversold':
      return t('exceptions.words.oversold', {
        quantity: qty(d.quantity),
        product,
        stock: qty(d.stockBefore),
      });
    case 'price_changed':
      return t('exceptions.words.price_changed', { sold: formatMoney(num(d.soldPrice)), current: formatMoney(num(d.currentPrice)) });
    case 'product_inactive':
      return t('exceptions.words.product_inactive', { product });
    case 'credit_limit':
      return t('exceptions.words.credit_limit', { owed: formatMoney(num(d.owed ?? d.owedAfter)), limit: formatMoney(num(d.limit)) });
    case 'above_mrp':
      return t('exceptions.words.above_mrp', { product, paid: formatMoney(num(d.paidPrice)), mrp: formatMoney(num(d.mrp)) });
    case 'z_report_differs':
      return t('exceptions.words.z_report_differs', {
        device: formatMoney(num(d.deviceExpectedCash)),
        server: formatMoney(num(d.expectedCash)),
      });
  }
}
