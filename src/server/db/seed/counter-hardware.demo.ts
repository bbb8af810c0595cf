import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { crcHex } from '#shared/domain/lankaqr';
import { businessSettings, drawerOpens, products, shifts } from '../schema';
import type { DemoSeeder } from './demo-types';

/**
 * The demo shop at the counter: its bank's static LankaQR, the weighing scale's item
 * codes (PLU) on the goods sold loose by weight, two products repriced this week (the labels to
 * reprint), and the drawer opened without a sale in each shift (the X/Z reports count them).
 */

/** A static LankaQR as a bank issues it: merchant account template, MCC 5411, LKR, LK, name, city. */
function demoLankaQr(): string {
  const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;
  const account = tlv('26', tlv('00', 'lk.gov.cbsl.lankaqr') + tlv('01', '0000004512345678'));
  const body = [
    tlv('00', '01'),
    tlv('01', '11'),
    account,
    tlv('52', '5411'),
    tlv('53', '144'),
    tlv('58', 'LK'),
    tlv('59', 'PERERA STORES'),
    tlv('60', 'NUGEGODA'),
  ].join('');
  const upToCrc = `${body}6304`;
  return upToCrc + crcHex(upToCrc);
}

/** Loose goods weighed at the counter, with the item code the scale prints into its labels. */
const SCALE_CODES: Record<string, string> = {
  'Nadu Rice': '101',
  'Samba Rice': '102',
  'Red Raw Rice': '103',
  'Dhal (Mysore)': '110',
  'Big Onions': '201',
  'Red Onions': '202',
  'Potatoes (Nuwara Eliya)': '203',
  Carrots: '204',
  Beans: '205',
  Tomatoes: '206',
  'Green Chillies': '207',
  'Sugar (White)': '301',
};

const HOUR = 3_600_000;

export const seedDemoCounterHardware: DemoSeeder = async (tx, { businessId, userId, now }) => {
  await tx.update(businessSettings).set({ lankaqrPayload: demoLankaQr() }).where(eq(businessSettings.businessId, businessId));

  const loose = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.businessId, businessId), inArray(products.name, Object.keys(SCALE_CODES))));
  for (const p of loose) {
    await tx
      .update(products)
      .set({ scaleCode: SCALE_CODES[p.name] })
      .where(and(eq(products.businessId, businessId), eq(products.id, p.id)));
  }

  // Onions went up: the trigger marks price_changed_at, so "Price changed since" finds them.
  await tx
    .update(products)
    .set({ sellingPriceCents: sql`${products.sellingPriceCents} + 2000` })
    .where(and(eq(products.businessId, businessId), inArray(products.name, ['Big Onions', 'Red Onions'])));

  // Today's open shift: the drawer opened once for change (yesterday's is in its Z, shifts.demo.ts).
  const [open] = await tx
    .select({ id: shifts.id, openedAt: shifts.openedAt })
    .from(shifts)
    .where(and(eq(shifts.businessId, businessId), isNull(shifts.closedAt)));
  if (open) {
    await tx.insert(drawerOpens).values({
      businessId,
      shiftId: open.id,
      userId,
      reason: 'Customer needed change for a 5000 note',
      openedAt: new Date(Math.min(open.openedAt.getTime() + HOUR, now.getTime() - 60_000)),
    });
  }
};
