import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cheques, debtorEntries, products, saleExceptions, saleItems, salePayments, sales, terminals } from '../schema';
import { DEMO_MANAGER_PIN, ensureDemoAccount } from './demo';
import { businessUsers, users } from '../schema';
import { verifyPassword } from '#server/kernel/password';
import { listManagers } from '#server/features/users/manager-pin.service';
import { createTestApp, type TestContext } from '#testing/test-app';
import { checkInvariants } from '#testing/invariants';
import { ean13 } from './sales.demo';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('ean13', () => {
  it.each([
    ['400638133393', '4006381333931'],
    ['590123412345', '5901234123457'],
    ['479000000000', '4790000000006'],
  ])('%s → %s', (body, full) => expect(ean13(body)).toBe(full));
});

describe('Demo Stores seed', () => {
  it("gives the owner the manager PIN 1234 (hashed), so the till's discount approval can be tried", async () => {
    const userId = await ensureDemoAccount(ctx.db);
    const [{ businessId }] = await ctx.db.select().from(businessUsers).where(eq(businessUsers.userId, userId));
    const [owner] = await ctx.db.select().from(users).where(eq(users.id, userId));
    expect(DEMO_MANAGER_PIN).toBe('1234');
    expect(owner.managerPinHash).toBeTruthy();
    expect(owner.managerPinHash).not.toContain('1234');
    expect(await verifyPassword(owner.managerPinHash, '1234')).toBe(true);
    expect(await verifyPassword(owner.managerPinHash, '4321')).toBe(false);
    expect(await listManagers(ctx.db, businessId)).toEqual([{ id: userId, name: 'Nimal Perera' }]);
  });

  it('is a living Sri Lankan shop: catalogue, low stock, three weeks of consistent sales and credit debtors', async () => {
    const userId = await ensureDemoAccount(ctx.db);
    const [{ businessId }] = await ctx.db.select().from(businessUsers).where(eq(businessUsers.userId, userId));
    const rows = await ctx.db.select().from(products).where(eq(products.businessId, businessId));
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(new Set(rows.map((p) => p.category)).size).toBeGreaterThanOrEqual(5);
    expect(rows.filter((p) => p.unit === 'kg').length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((p) => p.stock <= 0)).toHaveLength(1);
    expect(rows.filter((p) => p.stock > 0 && p.stock <= p.lowStockThreshold).length).toBeGreaterThanOrEqual(3);
    expect(rows.every((p) => p.barcode && p.barcode.length === 13 && ean13(p.barcode.slice(0, 12)) === p.barcode)).toBe(true);
    expect(rows.every((p) => p.stock >= 0)).toBe(true);

    const saleRows = await ctx.db.select().from(sales).where(eq(sales.businessId, businessId)).orderBy(sales.id);
    expect(saleRows.length).toBeGreaterThanOrEqual(50);
    // The business's series, and terminal T1's own.
    const counted = saleRows.filter((s) => s.terminalId == null);
    expect(counted.map((s) => s.invoiceNumber)).toEqual(counted.map((_, i) => `INV-${String(i + 1).padStart(6, '0')}`));
    const t1 = saleRows.filter((s) => s.terminalId != null);
    expect(t1.map((s) => s.invoiceNumber)).toEqual(['INV-T1-000001', 'INV-T1-000002', 'INV-T1-000003', 'INV-T1-000004']);
    expect(t1.map((s) => s.offline)).toEqual([false, false, false, true]);
    const open = await ctx.db.select().from(saleExceptions).where(eq(saleExceptions.businessId, businessId));
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ kind: 'price_changed', saleId: t1[3].id, resolvedAt: null });
    expect(open[0].details).toEqual({ soldPrice: expect.any(Number), currentPrice: (open[0].details.soldPrice as number) + 20 });
    const [terminal] = await ctx.db.select().from(terminals).where(eq(terminals.businessId, businessId));
    expect(terminal).toMatchObject({ code: 'T1', name: 'Front counter', lastNumber: 4, isActive: true });
    const days = new Set(saleRows.map((s) => s.saleDate.toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(20);
    expect(saleRows.every((s) => s.saleDate.getTime() <= Date.now())).toBe(true);
    for (const m of ['cash', 'card', 'credit'] as const) expect(saleRows.some((s) => s.paymentMethod === m)).toBe(true);
    const credit = saleRows.filter((s) => s.paymentMethod === 'credit');
    const charges = await ctx.db
      .select()
      .from(debtorEntries)
      .where(and(eq(debtorEntries.businessId, businessId), eq(debtorEntries.kind, 'charge')));
    for (const s of credit) expect(charges.find((c) => c.saleId === s.id)?.amountCents).toBe(s.totalCents);

    // the seeding is idempotent: a second call does not add another shop or more sales
    await ensureDemoAccount(ctx.db);
    const again = await ctx.db.select().from(sales).where(eq(sales.businessId, businessId));
    expect(again).toHaveLength(saleRows.length);
    const items = await ctx.db.select().from(saleItems).where(eq(saleItems.businessId, businessId));
    expect(items.length).toBeGreaterThanOrEqual(saleRows.length);
    // every line sold records what the goods cost, so reports show a real gross profit
    expect(items.every((i) => i.unitCostCents != null && i.lineCostCents > 0)).toBe(true);
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(sum(items.map((i) => i.lineSubtotalCents))).toBeGreaterThan(sum(items.map((i) => i.lineCostCents)));

    // VAT-registered with shelf prices that include VAT: exempt goods carry none, a few bills are discounted
    expect(saleRows.every((s) => s.vatRegistered && s.pricesIncludeVat)).toBe(true);
    expect(items.filter((i) => i.taxCategory === 'exempt').length).toBeGreaterThan(0);
    expect(items.filter((i) => i.taxCategory === 'exempt').every((i) => i.vatCents === 0)).toBe(true);
    expect(items.filter((i) => i.taxCategory === 'standard').every((i) => i.vatCents > 0)).toBe(true);
    expect(saleRows.filter((s) => s.discountCents > 0).length).toBeGreaterThan(0);

    // Some bills are split between card and cash, with change from a note; one took a cheque.
    const payments = await ctx.db.select().from(salePayments).where(eq(salePayments.businessId, businessId));
    const split = saleRows.filter((s) => s.paymentMethod === 'split');
    expect(split.length).toBeGreaterThanOrEqual(3);
    const methodsOf = (id: number) => payments.filter((p) => p.saleId === id).map((p) => p.method);
    expect(split.filter((s) => methodsOf(s.id).join('+') === 'card+cash').length).toBeGreaterThanOrEqual(2);
    expect(saleRows.filter((s) => s.changeDueCents > 0).length).toBeGreaterThan(0);
    const [cheque, ...more] = await ctx.db.select().from(cheques).where(eq(cheques.businessId, businessId));
    expect(more).toHaveLength(0);
    expect(cheque).toMatchObject({ status: 'pending', drawerName: 'Kamala Jayawardena', bank: 'Commercial Bank' });
    expect(methodsOf(cheque.saleId!)).toEqual(['cheque', 'cash']);
    expect((await checkInvariants(ctx.db, { businessId })).violations).toEqual([]);
  });
});
