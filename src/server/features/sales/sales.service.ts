import type { PosResponse, Sale, SaleSummary } from '#shared/contracts/sales';
import { DEFAULT_RECEIPT_BUSINESS_NAME } from '#shared/contracts/sales';
import { computeDueDate } from '#shared/domain/debtor-status';
import { fromBasisPoints, fromCents, fromThousandths } from '#shared/domain/money';
import type { Executor } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { getBusinessSettings } from '#server/kernel/business-settings';
import { getEffectiveConfigurationToday } from '#server/features/tax';
import { exceptionsOfSale } from './sale-exceptions';
import { toSale, unitOf, withReturnFields } from './sale-rows';
import * as repo from './sales.repo';
import { productImageUrl } from '#shared/contracts/product-image-paths';

// Recording a sale is its own use case: record-sale.ts.
export const RECENT_SALES_LIMIT = 10;

/**
 * A sale as its receipt printed it. `withReturns` (the reads of the sale: GET, by invoice number)
 * adds its status, void, lines' ids and returned quantities and its returns; a replay
 * of the sale answers without them, as the first answer did.
 */
export async function getSale(db: Executor, businessId: number, saleId: number, opts: { withReturns?: boolean } = {}): Promise<Sale> {
  const found = await repo.findSale(db, businessId, saleId);
  if (!found) throw new AppError('SALE_NOT_FOUND');
  const toldAs = toSale(found.sale, found.items, found.payments);
  // A sale made offline answers what the server flagged on its arrival, as its first answer did.
  const plain = found.sale.offline ? { ...toldAs, exceptions: await exceptionsOfSale(db, businessId, saleId) } : toldAs;
  const sale = opts.withReturns
    ? withReturnFields(plain, found.sale, found.items, await repo.saleReturnsOf(db, businessId, saleId))
    : plain;
  if (!sale.payments.some((p) => p.method === 'credit')) return sale;
  // A reprint of a sale on credit (whole or in part) prints what its receipt printed: the due date and the balance then.
  const [balanceCents, settings] = await Promise.all([
    repo.balanceAfterCreditSaleCents(db, businessId, saleId),
    getBusinessSettings(db, businessId),
  ]);
  if (balanceCents === undefined) return sale;
  const dueDate = computeDueDate(found.sale.saleDate, settings.paymentTermsDays);
  return { ...sale, credit: { dueDate: dueDate.toISOString(), balance: fromCents(balanceCents) } };
}

export async function getPosData(db: Executor, businessId: number): Promise<PosResponse> {
  const [products, categories, recent, business, settings, tax] = await Promise.all([
    repo.posProducts(db, businessId),
    repo.posCategories(db, businessId),
    repo.recentSales(db, businessId, RECENT_SALES_LIMIT),
    repo.businessProfile(db, businessId),
    getBusinessSettings(db, businessId),
    getEffectiveConfigurationToday(db, businessId),
  ]);
  const thermal = settings.invoiceTemplate === 'thermal-80mm';
  return {
    pricing: {
      vatRegistered: tax.vatRegistered,
      pricesIncludeVat: tax.pricesIncludeVat,
      vatRate: fromBasisPoints(tax.vatRateBp),
      nbtRate: fromBasisPoints(tax.nbtRateBp),
    },
    business: {
      businessName: settings.businessName || business?.name || DEFAULT_RECEIPT_BUSINESS_NAME,
      ownerName: business?.ownerName ?? null,
      address: settings.address ?? business?.address ?? null,
      phone: settings.phone ?? business?.phone ?? null,
      email: settings.email ?? business?.email ?? null,
      taxNumber: settings.taxNumber,
      invoiceTemplate: settings.invoiceTemplate,
      header: thermal ? settings.thermal80mmHeader : settings.a4Header,
      footer: thermal ? settings.thermal80mmFooter : settings.a4Footer,
    },
    products: products.map((p) => ({
      id: p.id,
      name: p.name,
      // Only when given: a catalogue of 50,000 products carries no empty names.
      ...(p.nameSi ? { nameSi: p.nameSi } : {}),
      ...(p.nameTa ? { nameTa: p.nameTa } : {}),
      sku: p.sku,
      barcode: p.barcode,
      ...(p.scaleCode ? { scaleCode: p.scaleCode } : {}),
      category: p.category,
      price: fromCents(p.sellingPriceCents),
      stock: fromThousandths(p.stock),
      unit: unitOf(p.unit),
      taxCategory: p.taxCategory,
      mrp: p.mrpCents == null ? null : fromCents(p.mrpCents),
      ...(p.imageId && p.imageUpdatedAt ? { imageUrl: productImageUrl(businessId, p.id, p.imageUpdatedAt) } : {}),
      ...(p.tracksBatches ? { tracksBatches: true as const } : {}),
      ...(p.expiresOn ? { expiresOn: p.expiresOn } : {}),
    })),
    categories,
    recentSales: recent.map((s): SaleSummary => ({
      id: s.id,
      invoiceNumber: s.invoiceNumber,
      saleDate: s.saleDate.toISOString(),
      totalAmount: fromCents(s.totalCents),
      paymentMethod: s.paymentMethod,
      paymentStatus: s.paymentStatus,
      customerName: s.customerName,
      status: s.status,
    })),
  };
}

export const posVersion = repo.posVersion;
