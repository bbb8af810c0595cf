/**
 * Suppliers: a row with a phone is the supplier with that phone (normalised), else the supplier of
 * the same name (case and spaces aside), else a new one — suppliers have no unique phone, and a
 * shop's list names each supplier once, so the name identifies too (people.ts).
 */
import { eq, or, sql, inArray, and } from 'drizzle-orm';
import type { SupplierRow } from '#shared/domain/import-rows';
import { suppliers } from '#server/db/schema';
import { peopleHandler, phoneAndName, pick } from './people';

type Existing = typeof suppliers.$inferSelect;
const FIELDS = ['contactPerson', 'email', 'phone', 'address', 'paymentTerms', 'notes', 'vatNumber'] as const;
type Values = Pick<Existing, 'name' | (typeof FIELDS)[number]>;

export const suppliersImport = peopleHandler<'suppliers', SupplierRow, Existing, Values>(
  {
    nameMatchesAnyRecord: true,
    phoneTaken: 'This phone number is given to another supplier in the file',
    nameTaken: 'This supplier is already in the file',
    ...phoneAndName,
    // Suppliers keep their phone as typed: the phones are compared normalised in people.ts, so all of the shop's are read (a short list).
    find: (db, businessId, _phones, names) =>
      db
        .select()
        .from(suppliers)
        .where(
          and(
            eq(suppliers.businessId, businessId),
            or(sql`${suppliers.phone} is not null`, inArray(sql`lower(trim(${suppliers.name}))`, names)),
          ),
        ),
    async valuesOf(_db, ctx, c, e) {
      const v = c.value;
      const values = { name: v.name } as Values;
      for (const key of FIELDS) values[key] = pick(ctx, key, () => v[key] ?? null, e?.[key] ?? null);
      return values;
    },
    same: (values, e) => values.name === e.name && FIELDS.every((k) => values[k] === e[k]),
    async insert(db, ctx, rows) {
      await db.insert(suppliers).values(rows.map((r) => ({ ...r.values, businessId: ctx.businessId })));
    },
    async update(db, ctx, id, values) {
      await db
        .update(suppliers)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(suppliers.businessId, ctx.businessId), eq(suppliers.id, id)));
    },
  },
  {
    async exportRows(db, businessId) {
      const rows = await db.select().from(suppliers).where(eq(suppliers.businessId, businessId)).orderBy(suppliers.id);
      return rows.map((r) => [
        r.name,
        r.contactPerson ?? '',
        r.phone ?? '',
        r.email ?? '',
        r.address ?? '',
        r.paymentTerms ?? '',
        r.vatNumber ?? '',
        r.notes ?? '',
      ]);
    },
    example: [
      'Lanka Rice Mills',
      'Ruwan Silva',
      '0112345678',
      'orders@lankarice.lk',
      'Industrial Zone, Polonnaruwa',
      '30 days',
      '123456789-7000',
      '',
    ],
  },
);
