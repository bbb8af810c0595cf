import type { Tx } from '../client';
import { financialTransactions, taxConfigurations } from '../schema';
import { DEFAULT_TAX_CONFIG } from '#shared/domain/tax';
import { toZonedDateString } from '#shared/domain/time-zone';
import { getBusinessTimeZone } from '#server/kernel/business-time-zone';
import * as repo from '#server/features/tax/expenses.repo';

const DAY = 86_400_000;

/**
 * Demo Stores: VAT-registered (TIN and VAT number) with the seeded rates and shelf prices that
 * include VAT, the Sri Lankan category set, and a few weeks of running costs over the same ~30
 * days as the demo sales, two of them with input VAT (with the demo GRN's, a real VAT payable).
 */
export async function seedDemoTax(tx: Tx, ctx: { businessId: number; userId: string; now: Date }): Promise<void> {
  const timeZone = await getBusinessTimeZone(tx, ctx.businessId);
  await tx.insert(taxConfigurations).values({
    businessId: ctx.businessId,
    effectiveFrom: toZonedDateString(new Date(ctx.now.getTime() - 90 * DAY), timeZone),
    ...DEFAULT_TAX_CONFIG,
    vatRegistered: true,
    tin: '134567890',
    vatNumber: '134567890-7000',
    createdBy: ctx.userId,
  });
  const byCode = new Map((await repo.listCategories(tx, ctx.businessId)).map((c) => [c.code, c.id]));
  const at = (daysAgo: number) => new Date(ctx.now.getTime() - daysAgo * DAY);
  // The last figure is the input VAT on a registered supplier's tax invoice: 18/118 of a bill that
  // includes VAT (Dialog's telephone bill, the freezer repairer's invoice); the rest carry none.
  const rows: [string, number, string, number, number][] = [
    ['RENT', 28, 'Shop rent', 8_500_000, 0],
    ['UTIL', 24, 'CEB electricity bill', 1_245_000, 0],
    ['UTIL', 22, 'Dialog telephone and internet', 349_900, 53_375],
    ['SAL', 27, 'Shop assistant salary', 6_000_000, 0],
    ['EPF', 27, 'EPF 12% and ETF 3%', 900_000, 0],
    ['TRN', 20, 'Lorry hire from Pettah wholesale', 450_000, 0],
    ['TRN', 12, 'Three-wheeler deliveries', 180_000, 0],
    ['TRN', 5, 'Lorry hire from Pettah wholesale', 475_000, 0],
    ['BNK', 15, 'Card terminal fees', 62_500, 0],
    ['REP', 9, 'Freezer repair', 780_000, 118_983],
    ['ENT', 7, 'Tea for supplier visit', 150_000, 0],
  ];
  // An input VAT claim rests on the supplier's tax invoice: its VAT number, number and date.
  const invoices: Record<string, { supplierVatNumber: string; supplierInvoiceNumber: string }> = {
    'Dialog telephone and internet': { supplierVatNumber: '114288690-7000', supplierInvoiceNumber: 'DLG/TI/88412' },
    'Freezer repair': { supplierVatNumber: '409762315-7000', supplierInvoiceNumber: 'CR-2026-0117' },
  };
  await tx.insert(financialTransactions).values(
    rows.map(([code, daysAgo, description, amountCents, inputVatCents]) => ({
      businessId: ctx.businessId,
      type: 'expense' as const,
      categoryId: byCode.get(code)!,
      amountCents,
      inputVatCents,
      ...(inputVatCents > 0 ? { ...invoices[description], supplierInvoiceDate: toZonedDateString(at(daysAgo), timeZone) } : {}),
      description,
      transactionDate: at(daysAgo),
      createdBy: ctx.userId,
    })),
  );
}
