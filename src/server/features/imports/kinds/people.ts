/**
 * The lists of people and firms (customers, debtors, suppliers) share their matching: a row with a
 * phone number is the record with that number (normalised: 077…, +94 77… and 94 77… are one);
 * a row without one is the record of the same name (case and spaces aside) — customers and debtors
 * among those without a phone (the phone is their identity), suppliers among all of them.
 */
import { normalizePhone } from '#shared/domain/phone';
import type { Executor } from '#server/db/client';
import type { Candidate, Decision, ImportContext, KindHandler, UniqueKey } from './kind';

export const nameKey = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

export interface PeopleKind<V, R extends { id: number }, W> {
  /** Suppliers match a name among records with a phone too. */
  nameMatchesAnyRecord: boolean;
  phoneTaken: string;
  nameTaken: string;
  rowPhone(value: V): string | null | undefined;
  rowName(value: V): string;
  recordPhone(record: R): string | null;
  recordName(record: R): string;
  /** The records with one of these normalised phones or names (keys as `nameKey`). */
  find(db: Executor, businessId: number, phones: string[], names: string[]): Promise<R[]>;
  /** What the record would become (database values), or a new record's values. */
  valuesOf(db: Executor, ctx: ImportContext, c: Candidate<V>, existing: R | undefined): Promise<W>;
  /** Whether the values change nothing of the record. */
  same(values: W, existing: R): boolean;
  insert(db: Executor, ctx: ImportContext, rows: { values: W; candidate: Candidate<V> }[]): Promise<void>;
  update(db: Executor, ctx: ImportContext, id: number, values: W): Promise<void>;
}

/** Debtors and suppliers: a row and a record are matched on their `phone` and `name` as they are. */
export const phoneAndName = {
  rowPhone: (v: { phone?: string | null }) => v.phone,
  rowName: (v: { name: string }) => v.name,
  recordPhone: (r: { phone: string | null }) => r.phone,
  recordName: (r: { name: string }) => r.name,
};

export function peopleHandler<K extends 'customers' | 'debtors' | 'suppliers', V, R extends { id: number }, W>(
  kind: PeopleKind<V, R, W>,
  rest: Pick<KindHandler<K>, 'exportRows' | 'example'>,
): KindHandler<K> {
  const uniqueKeys = (value: V): UniqueKey[] => {
    const phone = normalizePhone(kind.rowPhone(value));
    const name = { key: `name:${nameKey(kind.rowName(value))}`, field: 'name', message: kind.nameTaken };
    if (!phone) return [name];
    const byPhone = { key: `phone:${phone}`, field: 'phone', message: kind.phoneTaken };
    return kind.nameMatchesAnyRecord ? [byPhone, name] : [byPhone];
  };

  async function decide(db: Executor, ctx: ImportContext, batch: Candidate<V>[]) {
    const phones = batch.flatMap((c) => normalizePhone(kind.rowPhone(c.value)) ?? []);
    const names = batch.map((c) => nameKey(kind.rowName(c.value)));
    const found = await kind.find(db, ctx.businessId, phones, names);
    const byPhone = new Map<string, R>();
    const byName = new Map<string, R>();
    for (const r of found) {
      const phone = normalizePhone(kind.recordPhone(r));
      if (phone && !byPhone.has(phone)) byPhone.set(phone, r);
      if ((kind.nameMatchesAnyRecord || !phone) && !byName.has(nameKey(kind.recordName(r)))) byName.set(nameKey(kind.recordName(r)), r);
    }
    const plans: { decision: Decision; values: W; existing?: R; candidate: Candidate<V> }[] = [];
    for (const c of batch) {
      const phone = normalizePhone(kind.rowPhone(c.value));
      const name = nameKey(kind.rowName(c.value));
      const existing = (phone ? byPhone.get(phone) : undefined) ?? (!phone || kind.nameMatchesAnyRecord ? byName.get(name) : undefined);
      const values = await kind.valuesOf(db, ctx, c, existing);
      const decision: Decision = !existing ? 'create' : kind.same(values, existing) ? 'unchanged' : 'update';
      plans.push({ decision, values, existing, candidate: c });
    }
    return plans;
  }

  return {
    uniqueKeys: (value) => uniqueKeys(value as V),
    async run(db, ctx, batch, write) {
      const plans = await decide(db, ctx, batch as Candidate<V>[]);
      if (write) {
        for (const p of plans) if (p.decision === 'update') await kind.update(db, ctx, p.existing!.id, p.values);
        const creates = plans.filter((p) => p.decision === 'create');
        if (creates.length) await kind.insert(db, ctx, creates);
      }
      return plans.map((p) => p.decision);
    },
    ...rest,
  };
}

/** For a mapped column the row's value, else the record's. */
export const pick = <T>(ctx: ImportContext, key: string, fromRow: () => T, fromRecord: T): T =>
  ctx.mapped.has(key) ? fromRow() : fromRecord;
