/**
 * Stock adjustments: reasons and notes, a cashier with and without an admin's
 * PIN, another tenant, idempotent replays, values at cost, filters, and stock = Σ movements.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADJUSTMENT_PATHS } from '#shared/contracts/adjustments';
import { userPinPath } from '#shared/contracts/users';
import { addMember, apiClient, createShop, createUser, sessionCookieFor, type Api } from '#testing/factories';
import { checkInvariants, formatViolations } from '#testing/invariants';
import { createTestApp, type TestContext } from '#testing/test-app';
import { auditTrail, products, stockAdjustments, stockMovements } from '#server/db/schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const key = () => ({ 'idempotency-key': randomUUID() });

/** A shop with tea (100 pieces at cost 40.00) and rice (25 kg at cost 180.50), and an admin with PIN 1357. */
async function shop() {
  const s = await createShop(ctx.app);
  const b = s.business.id;
  const add = async (body: Record<string, unknown>) => {
    const res = await s.ownerApi.post(`/api/businesses/${b}/products`, { sellingPrice: 300, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };
  const tea = await add({ name: 'Tea 100g', sku: 'TEA1', barcode: '4790001000011', stock: 100, buyingPrice: 40 });
  const rice = await add({ name: 'Samba Rice', unit: 'kg', stock: 25, buyingPrice: 180.5 });
  const admin = await createUser(ctx.db, { role: 'admin', firstName: 'Sunil', lastName: 'Perera' });
  await addMember(ctx.db, b, admin.id, 'admin');
  const adminApi = apiClient(ctx.app, await sessionCookieFor(ctx.app, admin.id));
  expect((await adminApi.put(userPinPath(b, admin.id), { pin: '1357' })).statusCode).toBe(204);
  return { ...s, b, tea, rice, admin };
}

const adjust = (api: Api, b: number, body: Record<string, unknown>, headers: Record<string, string> = key()) =>
  api.post(ADJUSTMENT_PATHS.list(b), body, headers);

async function stockOf(id: number) {
  const [row] = await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
  return row.stock;
}

async function expectLedgerTrue(b: number) {
  const report = await checkInvariants(ctx.db, { businessId: b });
  expect(report.violations, formatViolations(report)).toEqual([]);
}

describe('stock adjustments', () => {
  it('an admin adjusts several products at once by quantities: one adjust movement each, the value at cost kept, audited', async () => {
    const s = await shop();
    const res = await adjust(s.ownerApi, s.b, {
      reason: 'damaged',
      note: '  Dropped crate ',
      lines: [
        { productId: s.tea, quantity: -3 },
        { productId: s.rice, quantity: '-1.250' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().adjustments as {
      id: number;
      quantity: number;
      value: number;
      unitCost: number;
      note: string;
      reason: string;
    }[];
    expect(made.map((a) => [a.quantity, a.unitCost, a.value, a.reason, a.note])).toEqual([
      [-3, 40, -120, 'damaged', 'Dropped crate'],
      [-1.25, 180.5, -225.63, 'damaged', 'Dropped crate'],
    ]);
    expect(await stockOf(s.tea)).toBe(97_000);
    expect(await stockOf(s.rice)).toBe(23_750);
    const moves = await ctx.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.businessId, s.b), eq(stockMovements.kind, 'adjust')));
    expect(moves).toHaveLength(2);
    expect(moves.map((m) => [m.quantity, m.reason, m.note])).toEqual([
      [-3000, 'damaged', 'Dropped crate'],
      [-1250, 'damaged', 'Dropped crate'],
    ]);
    const audits = await ctx.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.businessId, s.b), eq(auditTrail.action, 'stock.adjust')));
    expect(audits.map((a) => a.entityId).sort()).toEqual(made.map((a) => String(a.id)).sort());
    // The buying price changes later: the adjustment keeps the value it had.
    expect(
      (await s.ownerApi.put(`/api/products/${s.tea}`, { name: 'Tea 100g', sellingPrice: 300, buyingPrice: 55, stock: 97 })).statusCode,
    ).toBe(200);
    const list = (await s.ownerApi.get(ADJUSTMENT_PATHS.list(s.b))).json();
    expect(list.adjustments.find((a: { productId: number }) => a.productId === s.tea).value).toBe(-120);
    expect(list.totals).toMatchObject({ count: 2, valueOut: -345.63, valueIn: 0, value: -345.63, withoutCost: 0 });
    await expectLedgerTrue(s.b);
  });

  it('found adds, the loss reasons take out, a correction goes either way; other needs a note; zero, whole units, below zero refused', async () => {
    const s = await shop();
    const ok = async (body: Record<string, unknown>) => expect((await adjust(s.ownerApi, s.b, body)).statusCode).toBe(201);
    await ok({ reason: 'found', lines: [{ productId: s.tea, quantity: 2 }] });
    await ok({ reason: 'own_use', lines: [{ productId: s.tea, quantity: -1 }] });
    await ok({ reason: 'count_correction', lines: [{ productId: s.tea, quantity: 4 }] });
    await ok({ reason: 'count_correction', lines: [{ productId: s.tea, quantity: -2 }] });
    await ok({ reason: 'other', note: 'Sample to a customer', lines: [{ productId: s.tea, quantity: -1 }] });
    expect(await stockOf(s.tea)).toBe(102_000);
    const refused = async (body: Record<string, unknown>, field: string, message: string, status = 400) => {
      const res = await adjust(s.ownerApi, s.b, body);
      expect(res.statusCode, res.body).toBe(status);
      if (status === 400) expect(res.json().fieldErrors[field]).toEqual([message]);
      else expect(res.json().message).toBe(message);
    };
    await refused(
      { reason: 'found', lines: [{ productId: s.tea, quantity: -1 }] },
      'lines.0.quantity',
      'This reason adds stock: enter a quantity above zero',
    );
    await refused(
      { reason: 'expired', lines: [{ productId: s.tea, quantity: 1 }] },
      'lines.0.quantity',
      'This reason takes stock out: enter a quantity below zero',
    );
    await refused(
      { reason: 'lost_or_stolen', lines: [{ productId: s.tea, quantity: 0 }] },
      'lines.0.quantity',
      'Enter a quantity other than zero',
    );
    await refused({ reason: 'other', lines: [{ productId: s.tea, quantity: -1 }] }, 'note', 'Describe the reason');
    await refused({ reason: 'broken', lines: [{ productId: s.tea, quantity: -1 }] }, 'reason', 'Say why the stock changed');
    await refused({ reason: 'damaged', lines: [] }, 'lines', 'Add at least one product');
    await refused(
      { reason: 'damaged', note: 'x'.repeat(201), lines: [{ productId: s.tea, quantity: -1 }] },
      'note',
      'Keep the note under 200 characters',
    );
    await refused(
      { reason: 'damaged', lines: [{ productId: s.tea, quantity: -1.5 }] },
      'lines.0.quantity',
      'Tea 100g is counted in whole units',
    );
    await refused(
      {
        reason: 'damaged',
        lines: [
          { productId: s.tea, quantity: -1 },
          { productId: s.tea, quantity: -2 },
        ],
      },
      'lines.1.productId',
      'A product is on two lines',
    );
    await refused(
      { reason: 'damaged', lines: [{ productId: s.rice, quantity: -30 }] },
      '',
      'Only 25 of Samba Rice in stock: the adjustment would take it below zero',
      409,
    );
    // A refused request moved nothing (one transaction): rice untouched even after a good first line.
    const mixed = await adjust(s.ownerApi, s.b, {
      reason: 'damaged',
      lines: [
        { productId: s.tea, quantity: -1 },
        { productId: s.rice, quantity: -30 },
      ],
    });
    expect(mixed.statusCode).toBe(409);
    expect(await stockOf(s.tea)).toBe(102_000);
    await expectLedgerTrue(s.b);
  });

  it("a cashier without a PIN: 403; with an admin's PIN: 201, audited with both names; a wrong PIN: 403, nothing moved", async () => {
    const s = await shop();
    const body = { reason: 'expired', lines: [{ productId: s.tea, quantity: -5 }] };
    const none = await adjust(s.cashierApi, s.b, body);
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({ code: 'ADJUSTMENT_APPROVAL_REQUIRED', message: "An admin's PIN is needed to adjust stock" });
    const wrong = await adjust(s.cashierApi, s.b, { ...body, approval: { userId: s.admin.id, pin: '0000' } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('ADJUSTMENT_APPROVAL_REQUIRED');
    // A cashier is no approver, even of their own adjustment.
    expect((await adjust(s.cashierApi, s.b, { ...body, approval: { userId: s.cashier.id, pin: '1357' } })).statusCode).toBe(403);
    expect(await stockOf(s.tea)).toBe(100_000);
    const ok = await adjust(s.cashierApi, s.b, { ...body, approval: { userId: s.admin.id, pin: '1357' } });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().adjustments[0]).toMatchObject({ quantity: -5, userId: s.cashier.id, approvedByName: 'Sunil Perera' });
    expect(await stockOf(s.tea)).toBe(95_000);
    const [approval] = await ctx.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.businessId, s.b), eq(auditTrail.action, 'adjustment.approved')));
    expect(approval.userId).toBe(s.cashier.id);
    expect(approval.after).toMatchObject({
      requestedBy: s.cashier.id,
      approvedBy: s.admin.id,
      approverName: 'Sunil Perera',
      reason: 'expired',
    });
    expect((approval.after as { requestedByName: string }).requestedByName).toBeTruthy();
    expect(JSON.stringify(approval)).not.toContain('1357');
    // The list (values at cost) is the admins'.
    expect((await s.cashierApi.get(ADJUSTMENT_PATHS.list(s.b))).statusCode).toBe(403);
    await expectLedgerTrue(s.b);
  });

  it('another business: its adjustments and products are not found (404), and its list shows none of ours', async () => {
    const s = await shop();
    const other = await shop();
    expect((await adjust(other.ownerApi, s.b, { reason: 'found', lines: [{ productId: s.tea, quantity: 1 }] })).statusCode).toBe(404);
    expect((await other.ownerApi.get(ADJUSTMENT_PATHS.list(s.b))).statusCode).toBe(404);
    const foreign = await adjust(other.ownerApi, other.b, { reason: 'found', lines: [{ productId: s.tea, quantity: 1 }] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('PRODUCT_NOT_FOUND');
    await adjust(s.ownerApi, s.b, { reason: 'found', lines: [{ productId: s.tea, quantity: 1 }] });
    expect((await other.ownerApi.get(ADJUSTMENT_PATHS.list(other.b))).json().adjustments).toEqual([]);
    expect(await stockOf(s.tea)).toBe(101_000);
  });

  it('a replay with the same Idempotency-Key is one movement; the key with another body is 422', async () => {
    const s = await shop();
    const k = key();
    const body = { reason: 'found', note: 'Behind the shelf', lines: [{ productId: s.tea, quantity: 2 }] };
    const first = await adjust(s.ownerApi, s.b, body, k);
    const again = await adjust(s.ownerApi, s.b, body, k);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await adjust(s.ownerApi, s.b, { ...body, lines: [{ productId: s.tea, quantity: 3 }] }, k)).statusCode).toBe(422);
    const rows = await ctx.db.select().from(stockAdjustments).where(eq(stockAdjustments.businessId, s.b));
    expect(rows).toHaveLength(1);
    expect(await stockOf(s.tea)).toBe(102_000);
    await expectLedgerTrue(s.b);
  });

  it('lists with filters: shop days, reason, product search, who; the product dialog’s stock edit shows too', async () => {
    const s = await shop();
    await adjust(s.ownerApi, s.b, { reason: 'damaged', lines: [{ productId: s.tea, quantity: -2 }] });
    await adjust(s.cashierApi, s.b, {
      reason: 'found',
      lines: [{ productId: s.rice, quantity: 0.5 }],
      approval: { userId: s.admin.id, pin: '1357' },
    });
    const edited = await s.ownerApi.put(`/api/products/${s.rice}`, {
      name: 'Samba Rice',
      unit: 'kg',
      sellingPrice: 300,
      buyingPrice: 180.5,
      stock: 20,
      stockAdjustment: { reason: 'lost_or_stolen', note: 'Rats' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const get = async (filters: Record<string, string>) => {
      const res = await s.ownerApi.get(ADJUSTMENT_PATHS.list(s.b, filters));
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        adjustments: { productName: string; reason: string; quantity: number; value: number }[];
        totals: { count: number };
      };
    };
    const all = await get({});
    expect(all.adjustments.map((a) => [a.productName, a.reason, a.quantity])).toEqual([
      ['Samba Rice', 'lost_or_stolen', -5.5],
      ['Samba Rice', 'found', 0.5],
      ['Tea 100g', 'damaged', -2],
    ]);
    expect((await get({ reason: 'found' })).adjustments).toHaveLength(1);
    expect((await get({ q: 'tea' })).adjustments).toHaveLength(1);
    expect((await get({ q: '4790001000011' })).adjustments).toHaveLength(1);
    expect((await get({ userId: s.cashier.id })).adjustments.map((a) => a.reason)).toEqual(['found']);
    expect((await get({ from: '2020-01-01', to: '2020-01-31' })).totals.count).toBe(0);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await get({ from: yesterday, to: tomorrow })).totals.count).toBe(3);
    expect((await s.ownerApi.get(`${ADJUSTMENT_PATHS.list(s.b)}?from=yesterday`)).statusCode).toBe(400);
    await expectLedgerTrue(s.b);
  });
});
