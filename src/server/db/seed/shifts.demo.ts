/**
 * Demo data: "Demo Stores" has yesterday's shift closed with its Z report
 * (short by LKR 50, a supplier paid from the drawer) and today's shift open. The sales seeder runs
 * first, with no shift open, so its sales of those two days are put in the shifts here.
 */
import { sql } from 'drizzle-orm';
import { LKR_DENOMINATIONS } from '#shared/domain/denominations';
import type { DemoSeeder } from './demo-types';
import type { Executor } from '../client';
import { drawerOpens, sales } from '../schema';
import { closeShift, getShiftReport } from '#server/features/shifts/close-shift';
import type { ShiftActor } from '#server/features/shifts/shift-access';
import { addCashMovement, openShift } from '#server/features/shifts/shifts.service';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Notes and coins making up `rupees` (largest first), as a cashier would count them. */
function countOut(rupees: number): Record<string, number> {
  const counts: Record<string, number> = {};
  let left = rupees;
  for (const d of LKR_DENOMINATIONS) {
    const n = Math.floor(left / d);
    if (n > 0) counts[String(d)] = n;
    left -= n * d;
  }
  return counts;
}

/** The demo's own sales of the period go into the shift (demo data only: the till attaches live sales itself). */
async function attachSales(db: Executor, a: ShiftActor, shiftId: number, from: Date, until: Date) {
  await db.execute(sql`
    update ${sales} set shift_id = ${shiftId}
    where business_id = ${a.businessId} and cashier_id = ${a.userId} and shift_id is null
      and sale_date >= ${from.toISOString()}::timestamptz and sale_date < ${until.toISOString()}::timestamptz`);
}

export const seedDemoShifts: DemoSeeder = async (tx, { businessId, userId, now }) => {
  const actor: ShiftActor = { businessId, userId, isAdmin: true, name: 'Nimal Perera' };
  // 08:00 in Colombo (02:30 UTC) today; yesterday's shift ran 08:00–20:00.
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 2, 30);
  const todayOpen = new Date(Math.min(today, now.getTime() - HOUR));
  const yOpen = new Date(todayOpen.getTime() - DAY);
  const yClose = new Date(yOpen.getTime() + 12 * HOUR);

  const closed = await openShift(tx, actor, { openingFloat: 5000 }, yOpen);
  await attachSales(tx, actor, closed.id, yOpen, yClose);
  await addCashMovement(
    tx,
    actor,
    closed.id,
    { kind: 'out', amount: 1500, reason: 'Paid the bread supplier' },
    new Date(yOpen.getTime() + 4 * HOUR),
  );
  // The drawer opened once without a sale: its Z counts one no-sale open.
  await tx.insert(drawerOpens).values({
    businessId,
    shiftId: closed.id,
    userId,
    reason: 'Change for the bread supplier',
    openedAt: new Date(yOpen.getTime() + 5 * HOUR),
  });
  const x = await getShiftReport(tx, actor, closed.id);
  const counted = Math.floor(x.expectedCash) - 50;
  await closeShift(tx, actor, closed.id, { countedCash: counted, denominations: countOut(counted) }, yClose);

  const open = await openShift(tx, actor, { openingFloat: 5000 }, todayOpen);
  await attachSales(tx, actor, open.id, todayOpen, new Date(now.getTime() + 1));
};
