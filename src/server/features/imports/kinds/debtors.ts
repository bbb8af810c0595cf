/**
 * Debtors: matched by phone, else by name among debtors without one (people.ts). A new debtor's
 * opening balance is a `charge` entry of its ledger, as the debtor form records it (debtor-edits
 * .service.ts); an existing debtor's balance is never changed by an import (payments and
 * adjustments change it), so the balance column only opens new debtors. A debtor removed from the
 * list and imported again with its phone is put back on the list.
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DebtorRow } from '#shared/domain/import-rows';
import { toCents } from '#shared/domain/money';
import { normalizePhone } from '#shared/domain/phone';
import { endOfZonedDay, toZonedDateString } from '#shared/domain/time-zone';
import type { Executor } from '#server/db/client';
import { debtorEntries, debtors } from '#server/db/schema';
import { listDebtors } from '#server/features/debtors';
import { getBusinessSettings } from '#server/kernel/business-settings';
import { memo, type ImportContext } from './kind';
import { peopleHandler, phoneAndName, pick } from './people';

type Existing = typeof debtors.$inferSelect;
type Values = Pick<
  Existing,
  'name' | 'phone' | 'phoneNormalized' | 'email' | 'address' | 'notes' | 'dueDate' | 'creditLimitCents' | 'isActive'
>;

const PHONE_TAKEN = 'A debtor with this phone number already exists';

const timeZoneOf = (db: Executor, ctx: ImportContext) =>
  memo(ctx, 'timeZone', async () => (await getBusinessSettings(db, ctx.businessId)).timeZone);

/** A date-only due date is the end of that local day (as the debtor form takes it); a full date-time as it is. */
const dueDateOf = (value: string, timeZone: string) => (value.length === 10 ? endOfZonedDay(value, timeZone) : new Date(value));

const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

export const debtorsImport = peopleHandler<'debtors', DebtorRow, Existing, Values>(
  {
    nameMatchesAnyRecord: false,
    phoneTaken: PHONE_TAKEN,
    nameTaken: 'This debtor is already in the file',
    ...phoneAndName,
    find: (db, businessId, phones, names) =>
      db
        .select()
        .from(debtors)
        .where(
          and(
            eq(debtors.businessId, businessId),
            or(
              inArray(debtors.phoneNormalized, phones),
              and(isNull(debtors.phoneNormalized), eq(debtors.isActive, true), inArray(sql`lower(trim(${debtors.name}))`, names)),
            ),
          ),
        ),
    async valuesOf(db, ctx, c, e) {
      const v = c.value;
      const timeZone = await timeZoneOf(db, ctx);
      const phone = pick(ctx, 'phone', () => v.phone ?? null, e?.phone ?? null);
      return {
        name: v.name,
        phone,
        phoneNormalized: normalizePhone(phone),
        email: pick(ctx, 'email', () => v.email ?? null, e?.email ?? null),
        address: pick(ctx, 'address', () => v.address ?? null, e?.address ?? null),
        notes: pick(ctx, 'notes', () => v.notes ?? null, e?.notes ?? null),
        dueDate: pick(ctx, 'dueDate', () => (v.dueDate ? dueDateOf(v.dueDate, timeZone) : null), e?.dueDate ?? null),
        creditLimitCents: pick(
          ctx,
          'creditLimit',
          () => (v.creditLimit == null ? null : toCents(v.creditLimit)),
          e?.creditLimitCents ?? null,
        ),
        isActive: true,
      };
    },
    same: (values, e) =>
      values.name === e.name &&
      values.phone === e.phone &&
      values.email === e.email &&
      values.address === e.address &&
      values.notes === e.notes &&
      sameTime(values.dueDate, e.dueDate) &&
      values.creditLimitCents === e.creditLimitCents &&
      e.isActive,
    async insert(db, ctx, rows) {
      const created = await db
        .insert(debtors)
        .values(rows.map((r) => ({ ...r.values, businessId: ctx.businessId })))
        .returning({ id: debtors.id });
      // The opening balance: a charge, so the balance stays Σ entries (INSERT … VALUES returns in order).
      const opening = created.flatMap((d, i) => {
        const debt = rows[i].candidate.value.totalDebt;
        return debt
          ? [
              {
                businessId: ctx.businessId,
                debtorId: d.id,
                kind: 'charge' as const,
                amountCents: toCents(debt),
                notes: `Opening balance (import ${ctx.fileName})`,
                recordedBy: ctx.userId,
              },
            ]
          : [];
      });
      if (opening.length) await db.insert(debtorEntries).values(opening);
    },
    async update(db, ctx, id, values) {
      await db
        .update(debtors)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(debtors.businessId, ctx.businessId), eq(debtors.id, id)));
    },
  },
  {
    async exportRows(db, businessId) {
      const timeZone = (await getBusinessSettings(db, businessId)).timeZone;
      // The debtors feature's own list: the balance is Σ of each debtor's ledger entries.
      const rows = await listDebtors(db, businessId);
      return rows
        .sort((a, b) => a.id - b.id)
        .map((r) => [
          r.name,
          r.phone ?? '',
          r.email ?? '',
          r.address ?? '',
          Math.max(0, r.remainingAmount).toFixed(2),
          r.dueDate ? toZonedDateString(new Date(r.dueDate), timeZone) : '',
          r.creditLimit == null ? '' : r.creditLimit.toFixed(2),
          r.notes ?? '',
        ]);
    },
    example: ['Sunil Fernando', '0712345678', '', '45 Main Street, Galle', '12500.00', '2026-12-31', '50000.00', 'Pays on the 1st'],
  },
);
