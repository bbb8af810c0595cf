import type { Supplier, SupplierInput, SupplierPatch } from '#shared/contracts/procurement';
import type { Database } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import type { Tenant } from '#server/plugins/access';
import { writeAudit } from '#server/kernel/audit';
import { toSupplier } from './procurement.mappers';
import * as repo from './procurement.repo';

type Actor = Pick<Tenant, 'businessId' | 'userId'>;

export async function listSuppliers(db: Database, businessId: number): Promise<Supplier[]> {
  return (await repo.listSuppliers(db, businessId)).map(toSupplier);
}

export async function createSupplier(db: Database, actor: Actor, input: SupplierInput): Promise<Supplier> {
  return db.transaction(async (tx) => {
    const row = await repo.insertSupplier(tx, { ...input, businessId: actor.businessId });
    await writeAudit(tx, { ...actor, action: 'supplier.create', entityType: 'supplier', entityId: row.id, after: toSupplier(row) });
    return toSupplier(row);
  });
}

export async function updateSupplier(db: Database, actor: Actor, id: number, patch: SupplierPatch): Promise<Supplier> {
  const { id: _ignored, ...fields } = patch;
  return db.transaction(async (tx) => {
    const before = await repo.getSupplier(tx, actor.businessId, id);
    if (!before) throw new AppError('SUPPLIER_NOT_FOUND');
    const row = await repo.updateSupplier(tx, actor.businessId, id, fields);
    if (!row) throw new AppError('SUPPLIER_NOT_FOUND');
    await writeAudit(tx, {
      ...actor,
      action: 'supplier.update',
      entityType: 'supplier',
      entityId: id,
      before: toSupplier(before),
      after: toSupplier(row),
    });
    return toSupplier(row);
  });
}

/** A supplier with purchase orders is kept (the orders name it): 409 instead of a soft delete. */
export async function deleteSupplier(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repo.getSupplier(tx, actor.businessId, id);
    if (!before) throw new AppError('SUPPLIER_NOT_FOUND');
    if ((await repo.countOrdersOfSupplier(tx, actor.businessId, id)) > 0) throw new AppError('SUPPLIER_HAS_ORDERS');
    await repo.deleteSupplier(tx, actor.businessId, id);
    await writeAudit(tx, { ...actor, action: 'supplier.delete', entityType: 'supplier', entityId: id, before: toSupplier(before) });
  });
}
