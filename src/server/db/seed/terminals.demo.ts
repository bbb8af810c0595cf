/**
 * The demo shop's till terminal: T1 "Front counter", registered on the shop's counter
 * browser, with a few sales of its own series (INV-T1-000001…) through the real sales service —
 * one made offline at the old shelf price of a product repriced since, so the dashboard shows an
 * open `price_changed` exception to resolve.
 */
import type { SaleInput } from '#shared/contracts/sales';
import { fromCents } from '#shared/domain/money';
import type { Tx } from '../client';
import { createTerminal, registerTerminal } from '#server/features/terminals/terminals.service';
import { recordSale } from '#server/features/sales/record-sale';

/** The counter browser's id: fixed, so every fresh demo shop looks the same. */
export const DEMO_TERMINAL_DEVICE_ID = '5e1ec7ed-0000-4000-8000-00000000d371';

const HOUR = 3_600_000;

/** Hours before `now`, each sale's product and quantity; the last one was made offline, `offlinePaidOff` cents under the shelf price. */
const PLAN: { hoursAgo: number; pick: number; quantity: number; offlinePaidOff?: number }[] = [
  { hoursAgo: 50, pick: 0, quantity: 2 },
  { hoursAgo: 28, pick: 1, quantity: 1 },
  { hoursAgo: 26, pick: 2, quantity: 3 },
  // The power was out: T1 sold at the label's old price (20.00 less) and synced later.
  { hoursAgo: 3, pick: 0, quantity: 1, offlinePaidOff: 2_000 },
];

/**
 * `products`: a few with plenty of stock (each with its shelf price in cents); `actor`: the owner,
 * who registered T1 on the counter browser.
 */
export async function seedDemoTerminalSales(
  tx: Tx,
  ctx: { businessId: number; userId: string; now: Date },
  products: readonly { id: number; priceCents: number }[],
): Promise<void> {
  const { businessId, userId, now } = ctx;
  const terminal = await createTerminal(tx, { businessId, userId }, { code: 'T1', name: 'Front counter' });
  await registerTerminal(tx, { businessId, userId }, terminal.id, DEMO_TERMINAL_DEVICE_ID);
  for (const [n, step] of PLAN.entries()) {
    const product = products[step.pick % products.length];
    const offline = step.offlinePaidOff !== undefined;
    const price = offline ? fromCents(product.priceCents - step.offlinePaidOff!) : undefined;
    const input: SaleInput = {
      items: [{ productId: product.id, quantity: step.quantity, ...(price !== undefined ? { price } : {}) }],
      paymentMethod: 'cash',
      customerId: null,
      terminal: { id: terminal.id, deviceId: DEMO_TERMINAL_DEVICE_ID, number: n + 1 },
      ...(offline ? { offline: true } : {}),
    };
    const saleDate = new Date(now.getTime() - step.hoursAgo * HOUR);
    await recordSale({ db: tx, actor: { businessId, userId }, input, idempotencyKey: `demo-terminal-sale-${n + 1}`, saleDate });
  }
}
