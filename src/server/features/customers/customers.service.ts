/** Customers: profiles (created at the till or by the admin), purchase history and interactions. Loyalty: loyalty.service.ts. */
import type { z } from 'zod';
import {
  splitCustomerName,
  type Customer,
  type CustomerCreateInput,
  type CustomerSale,
  type CustomerUpdateInput,
  type Interaction,
  type InteractionInput,
} from '#shared/contracts/customers';
import { formatCustomerCode, toLocalPhone } from '#shared/domain/crm';
import { fromCents, toCents } from '#shared/domain/money';
import { normalizePhone } from '#shared/domain/phone';
import type { Database, Executor } from '#server/db/client';
import { AppError, isUniqueViolation } from '#server/lib/app-error';
import { writeAudit } from '#server/kernel/audit';
import * as repo from './customers.repo';

type Ctx = { businessId: number; userId: string };

// ---------------------------------------------------------------- shapes

export function displayName(c: { firstName: string; lastName: string | null }): string {
  return [c.firstName, c.lastName].filter(Boolean).join(' ');
}

export function toCustomerResponse(c: repo.CustomerWithPoints): Customer {
  return {
    id: c.id,
    customerCode: c.customerCode,
    firstName: c.firstName,
    lastName: c.lastName,
    name: displayName(c),
    phone: c.phone,
    email: c.email,
    address: c.address,
    city: c.city,
    customerType: c.customerType,
    rating: c.rating,
    notes: c.notes,
    totalSpent: fromCents(c.totalSpentCents),
    totalPurchases: c.totalPurchases,
    averageOrderValue: fromCents(c.averageOrderValueCents),
    lastPurchaseDate: c.lastPurchaseDate ? c.lastPurchaseDate.toISOString() : null,
    loyaltyPoints: c.loyaltyPoints,
    loyaltyTier: c.loyaltyTier,
    storeCredit: fromCents(c.storeCreditCents),
    creditLimit: c.creditLimitCents == null ? null : fromCents(c.creditLimitCents),
    emailOptIn: c.emailOptIn,
    smsOptIn: c.smsOptIn,
    whatsappOptIn: c.whatsappOptIn,
    tags: c.tags ?? [],
    createdAt: c.createdAt.toISOString(),
  };
}

// ---------------------------------------------------------------- customers

export async function listCustomers(db: Executor, businessId: number): Promise<Customer[]> {
  return (await repo.listCustomers(db, businessId)).map(toCustomerResponse);
}

export async function requireCustomer(db: Executor, businessId: number, id: number): Promise<repo.CustomerWithPoints> {
  const c = await repo.getCustomer(db, businessId, id);
  if (!c) throw new AppError('CUSTOMER_NOT_FOUND');
  return c;
}

export async function getCustomerById(db: Executor, businessId: number, id: number): Promise<Customer> {
  return toCustomerResponse(await requireCustomer(db, businessId, id));
}

type ProfileValues = Partial<typeof import('#server/db/schema').customers.$inferInsert>;

/** Maps accepted profile fields to columns; `name` is split; absent fields stay untouched. */
function profileValues(input: z.output<typeof CustomerUpdateInput>): ProfileValues {
  const v: ProfileValues = {};
  if (input.name) Object.assign(v, splitCustomerName(input.name));
  if (input.firstName) v.firstName = input.firstName;
  if (input.lastName !== undefined) v.lastName = input.lastName;
  if (input.phone !== undefined) {
    v.phone = toLocalPhone(input.phone);
    v.phoneNormalized = normalizePhone(input.phone);
  }
  for (const key of [
    'email',
    'address',
    'city',
    'customerType',
    'rating',
    'notes',
    'emailOptIn',
    'smsOptIn',
    'whatsappOptIn',
    'tags',
  ] as const) {
    if (input[key] !== undefined) (v as Record<string, unknown>)[key] = input[key];
  }
  if (v.tags) v.tags = [...new Set(v.tags)];
  if (input.creditLimit !== undefined) v.creditLimitCents = input.creditLimit == null ? null : toCents(input.creditLimit);
  return v;
}

function phoneConflict(err: unknown): never {
  if (isUniqueViolation(err, 'customers_business_phone_key')) throw new AppError('CUSTOMER_PHONE_TAKEN');
  throw err;
}

export async function createCustomer(db: Database, ctx: Ctx, input: z.output<typeof CustomerCreateInput>): Promise<Customer> {
  const values = profileValues(input);
  if (!values.firstName) throw new AppError('FIELD_REQUIRED', { params: { label: 'Customer name' }, field: 'name' });
  try {
    return await db.transaction(async (tx) => {
      await repo.lockCustomerCodes(tx, ctx.businessId);
      const code = formatCustomerCode((await repo.maxCustomerCodeNumber(tx, ctx.businessId)) + 1);
      const row = await repo.insertCustomer(tx, {
        ...values,
        firstName: values.firstName!,
        businessId: ctx.businessId,
        customerCode: code,
        customerType: values.customerType ?? 'regular',
      });
      const created = toCustomerResponse({ ...row, loyaltyPoints: 0 });
      await writeAudit(tx, { ...ctx, action: 'customer.create', entityType: 'customer', entityId: row.id, after: created });
      return created;
    });
  } catch (err) {
    return phoneConflict(err);
  }
}

/** PUT and PATCH: profile fields only — totals and loyalty are never taken from a client. */
export async function updateCustomerProfile(
  db: Database,
  ctx: Ctx,
  id: number,
  input: z.output<typeof CustomerUpdateInput>,
): Promise<Customer> {
  const values = profileValues(input);
  try {
    return await db.transaction(async (tx) => {
      const locked = await repo.lockCustomer(tx, ctx.businessId, id);
      if (!locked) throw new AppError('CUSTOMER_NOT_FOUND');
      const before = await requireCustomer(tx, ctx.businessId, id);
      if (Object.keys(values).length) await repo.updateCustomer(tx, ctx.businessId, id, values);
      const after = await requireCustomer(tx, ctx.businessId, id);
      await writeAudit(tx, {
        ...ctx,
        action: 'customer.update',
        entityType: 'customer',
        entityId: id,
        before: toCustomerResponse(before),
        after: toCustomerResponse(after),
      });
      return toCustomerResponse(after);
    });
  } catch (err) {
    return phoneConflict(err);
  }
}

export async function removeCustomer(db: Database, ctx: Ctx, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repo.getCustomer(tx, ctx.businessId, id);
    if (!before) throw new AppError('CUSTOMER_NOT_FOUND');
    await repo.deleteCustomer(tx, ctx.businessId, id);
    await writeAudit(tx, { ...ctx, action: 'customer.delete', entityType: 'customer', entityId: id, before: toCustomerResponse(before) });
  });
}

// ---------------------------------------------------------------- history and interactions

export async function listCustomerSales(db: Executor, businessId: number, customerId: number): Promise<CustomerSale[]> {
  await requireCustomer(db, businessId, customerId);
  const rows = await repo.listCustomerSales(db, businessId, customerId);
  // Only sales that are no longer 'completed' have returns: ask for theirs alone.
  const touched = rows.filter((r) => r.status !== 'completed').map((r) => r.id);
  const returns = await repo.listReturnsOfSales(db, businessId, touched);
  return rows.map((r) => ({
    id: r.id,
    invoiceNumber: r.invoiceNumber,
    saleDate: r.saleDate.toISOString(),
    totalAmount: fromCents(r.totalCents),
    paymentMethod: r.paymentMethod,
    paymentStatus: r.paymentStatus,
    status: r.status,
    returns: returns
      .filter((x) => x.saleId === r.id)
      .map((x) => ({
        id: x.id,
        kind: x.kind,
        creditNoteNumber: x.creditNoteNumber,
        totalAmount: fromCents(x.totalCents),
        createdAt: x.createdAt.toISOString(),
      })),
  }));
}

function toInteraction(r: repo.InteractionRow): Interaction {
  return {
    id: r.id,
    customerId: r.customerId,
    type: r.type,
    notes: r.notes,
    interactionDate: r.interactionDate.toISOString(),
    createdBy: r.createdBy,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function listInteractions(db: Executor, businessId: number, customerId: number): Promise<Interaction[]> {
  await requireCustomer(db, businessId, customerId);
  return (await repo.listInteractions(db, businessId, customerId)).map(toInteraction);
}

export async function addInteraction(
  db: Database,
  ctx: Ctx,
  customerId: number,
  input: z.output<typeof InteractionInput>,
): Promise<Interaction> {
  return db.transaction(async (tx) => {
    await requireCustomer(tx, ctx.businessId, customerId);
    const row = await repo.insertInteraction(tx, {
      businessId: ctx.businessId,
      customerId,
      type: input.type,
      notes: input.notes ?? null,
      interactionDate: input.interactionDate ?? new Date(),
      createdBy: ctx.userId,
    });
    const out = toInteraction(row);
    await writeAudit(tx, {
      ...ctx,
      action: 'customer_interaction.create',
      entityType: 'customer_interaction',
      entityId: row.id,
      after: out,
    });
    return out;
  });
}
