/** Customers (CRM): matched by phone, else by name among customers without one (people.ts). */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { CUSTOMER_MESSAGES, splitCustomerName } from '#shared/contracts/customers';
import { formatCustomerCode, toLocalPhone } from '#shared/domain/crm';
import type { CustomerRow } from '#shared/domain/import-rows';
import { normalizePhone } from '#shared/domain/phone';
import { customers } from '#server/db/schema';
import { rowsOf } from './kind';
import { nameKey, peopleHandler, pick } from './people';

type Existing = typeof customers.$inferSelect;
type Values = Pick<
  Existing,
  'firstName' | 'lastName' | 'phone' | 'phoneNormalized' | 'email' | 'address' | 'city' | 'customerType' | 'notes'
>;
const COMPARED = ['firstName', 'lastName', 'phone', 'email', 'address', 'city', 'customerType', 'notes'] as const;

const fullName = (r: { firstName: string; lastName: string | null }) => [r.firstName, r.lastName].filter(Boolean).join(' ');
const rowName = (v: CustomerRow) => v.name ?? [v.firstName, v.lastName].filter(Boolean).join(' ');

export const customersImport = peopleHandler<'customers', CustomerRow, Existing, Values>(
  {
    nameMatchesAnyRecord: false,
    phoneTaken: CUSTOMER_MESSAGES.phoneTaken,
    nameTaken: 'This customer is already in the file',
    rowPhone: (v) => v.phone,
    rowName,
    recordPhone: (r) => r.phone,
    recordName: fullName,
    find: (db, businessId, phones, names) =>
      db
        .select()
        .from(customers)
        .where(
          and(
            eq(customers.businessId, businessId),
            or(
              inArray(customers.phoneNormalized, phones),
              and(
                isNull(customers.phoneNormalized),
                inArray(sql`lower(trim(${customers.firstName} || ' ' || coalesce(${customers.lastName}, '')))`, names),
              ),
            ),
          ),
        ),
    async valuesOf(_db, ctx, c, e) {
      const v = c.value;
      const split = splitCustomerName(rowName(v));
      const phone = pick(ctx, 'phone', () => toLocalPhone(v.phone ?? null), e?.phone ?? null);
      return {
        firstName: split.firstName,
        lastName: split.lastName,
        phone,
        phoneNormalized: normalizePhone(phone),
        email: pick(ctx, 'email', () => v.email ?? null, e?.email ?? null),
        address: pick(ctx, 'address', () => v.address ?? null, e?.address ?? null),
        city: pick(ctx, 'city', () => v.city ?? null, e?.city ?? null),
        customerType: pick(ctx, 'customerType', () => v.customerType ?? e?.customerType ?? 'regular', e?.customerType ?? 'regular'),
        notes: pick(ctx, 'notes', () => v.notes ?? null, e?.notes ?? null),
      };
    },
    same: (values, e) => COMPARED.every((k) => values[k] === e[k]) && nameKey(fullName(values)) === nameKey(fullName(e)),
    async insert(db, ctx, rows) {
      // Codes CUST-000001 … follow the shop's highest, under the lock the customer form takes.
      // The same advisory lock and numbering as the customer form (customers.repo.ts lockCustomerCodes, maxCustomerCodeNumber).
      await db.execute(sql`select pg_advisory_xact_lock(727301, ${ctx.businessId})`);
      const [{ max }] = rowsOf<{ max: number }>(
        await db.execute(
          sql`select coalesce(max(substring(customer_code from 6)::bigint) filter (where customer_code ~ '^CUST-[0-9]{1,15}$'), 0)::int as max from ${customers} where business_id = ${ctx.businessId}`,
        ),
      );
      const next = Number(max) + 1;
      await db
        .insert(customers)
        .values(rows.map((r, i) => ({ ...r.values, businessId: ctx.businessId, customerCode: formatCustomerCode(next + i) })));
    },
    async update(db, ctx, id, values) {
      await db
        .update(customers)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(customers.businessId, ctx.businessId), eq(customers.id, id)));
    },
  },
  {
    async exportRows(db, businessId) {
      const rows = await db.select().from(customers).where(eq(customers.businessId, businessId)).orderBy(customers.id);
      return rows.map((r) => [fullName(r), r.phone ?? '', r.email ?? '', r.address ?? '', r.city ?? '', r.customerType, r.notes ?? '']);
    },
    example: ['Nimal Perera', '0771234567', 'nimal@example.lk', '12 Temple Road', 'Kandy', 'regular', 'Prefers WhatsApp'],
  },
);
