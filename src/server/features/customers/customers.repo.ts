import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { businessRow, businessRowsOf } from '#server/db/business-rows';
import type { Executor } from '#server/db/client';
import {
  campaignRecipients,
  customerInteractions,
  customerLoyaltyPoints,
  customers,
  loyaltyPrograms,
  marketingCampaigns,
  saleReturns,
  sales,
} from '#server/db/schema';

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerWithPoints = CustomerRow & { loyaltyPoints: number };
export type LoyaltyEntryRow = typeof customerLoyaltyPoints.$inferSelect;
export type LoyaltyProgramRow = typeof loyaltyPrograms.$inferSelect;
export type InteractionRow = typeof customerInteractions.$inferSelect;
export type CampaignRow = typeof marketingCampaigns.$inferSelect;
export type CampaignRecipientRow = typeof campaignRecipients.$inferSelect;

/** The balance is the points_balance of the customer's latest ledger entry (0 without one). */
const balanceSql =
  sql<number>`coalesce((select l.points_balance from customer_loyalty_points l where l.business_id = "customers"."business_id" and l.customer_id = "customers"."id" order by l.id desc limit 1), 0)`.mapWith(
    Number,
  );

export async function listCustomers(db: Executor, businessId: number): Promise<CustomerWithPoints[]> {
  const rows = await db
    .select({ customer: customers, loyaltyPoints: balanceSql })
    .from(customers)
    .where(eq(customers.businessId, businessId))
    .orderBy(asc(customers.firstName), asc(customers.lastName), asc(customers.id));
  return rows.map((r) => ({ ...r.customer, loyaltyPoints: r.loyaltyPoints }));
}

export async function getCustomer(db: Executor, businessId: number, id: number): Promise<CustomerWithPoints | undefined> {
  const rows = await db
    .select({ customer: customers, loyaltyPoints: balanceSql })
    .from(customers)
    .where(businessRow(customers, businessId, id))
    .limit(1);
  return rows[0] && { ...rows[0].customer, loyaltyPoints: rows[0].loyaltyPoints };
}

/** SELECT … FOR UPDATE: serialises every ledger and totals write on one customer. */
export async function lockCustomer(db: Executor, businessId: number, id: number): Promise<CustomerRow | undefined> {
  const rows = await db
    .select()
    .from(customers)
    .where(businessRow(customers, businessId, id))
    .for('update')
    .limit(1);
  return rows[0];
}

export async function getLoyaltyBalance(db: Executor, businessId: number, customerId: number): Promise<number> {
  const rows = await db
    .select({ balance: customerLoyaltyPoints.pointsBalance })
    .from(customerLoyaltyPoints)
    .where(and(eq(customerLoyaltyPoints.businessId, businessId), eq(customerLoyaltyPoints.customerId, customerId)))
    .orderBy(desc(customerLoyaltyPoints.id))
    .limit(1);
  return rows[0]?.balance ?? 0;
}

/** The highest number among this business's CUST-NNNNNN codes; callers hold the per-business code lock. */
export async function maxCustomerCodeNumber(db: Executor, businessId: number): Promise<number> {
  const rows = await db
    .select({
      max: sql<number>`coalesce(max(substring(${customers.customerCode} from 6)::bigint) filter (where ${customers.customerCode} ~ '^CUST-[0-9]{1,15}$'), 0)`.mapWith(
        Number,
      ),
    })
    .from(customers)
    .where(eq(customers.businessId, businessId));
  return rows[0]?.max ?? 0;
}

/** Transaction-scoped lock that serialises code assignment within one business. */
export async function lockCustomerCodes(db: Executor, businessId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(727301, ${businessId})`);
}

const customerRows = businessRowsOf(customers, { stampsUpdatedAt: true });
export const insertCustomer = customerRows.insert;
export const updateCustomer = customerRows.update;

export async function deleteCustomer(db: Executor, businessId: number, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db
    .delete(customers)
    .where(businessRow(customers, businessId, id))
    .returning();
  return row;
}

export async function insertLoyaltyEntry(db: Executor, values: typeof customerLoyaltyPoints.$inferInsert): Promise<LoyaltyEntryRow> {
  const [row] = await db.insert(customerLoyaltyPoints).values(values).returning();
  return row;
}

export async function listLoyaltyEntries(db: Executor, businessId: number, customerId: number): Promise<LoyaltyEntryRow[]> {
  return db
    .select()
    .from(customerLoyaltyPoints)
    .where(and(eq(customerLoyaltyPoints.businessId, businessId), eq(customerLoyaltyPoints.customerId, customerId)))
    .orderBy(desc(customerLoyaltyPoints.id))
    .limit(200);
}

export async function findLoyaltyProgram(db: Executor, businessId: number): Promise<LoyaltyProgramRow | undefined> {
  const rows = await db.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.businessId, businessId)).limit(1);
  return rows[0];
}

export async function upsertLoyaltyProgram(db: Executor, values: typeof loyaltyPrograms.$inferInsert): Promise<LoyaltyProgramRow> {
  const { businessId: _ignored, ...set } = values;
  const [row] = await db
    .insert(loyaltyPrograms)
    .values(values)
    .onConflictDoUpdate({ target: loyaltyPrograms.businessId, set: { ...set, updatedAt: new Date() } })
    .returning();
  return row;
}

/** Re-derives every customer's tier from total spent with new thresholds (one UPDATE). */
export async function recomputeTiers(
  db: Executor,
  businessId: number,
  t: { silver: number; gold: number; platinum: number },
): Promise<void> {
  await db
    .update(customers)
    .set({
      loyaltyTier: sql`case when ${customers.totalSpentCents} >= ${t.platinum} then 'platinum' when ${customers.totalSpentCents} >= ${t.gold} then 'gold' when ${customers.totalSpentCents} >= ${t.silver} then 'silver' else 'bronze' end`,
    })
    .where(eq(customers.businessId, businessId));
}

export async function listInteractions(db: Executor, businessId: number, customerId: number): Promise<InteractionRow[]> {
  return db
    .select()
    .from(customerInteractions)
    .where(and(eq(customerInteractions.businessId, businessId), eq(customerInteractions.customerId, customerId)))
    .orderBy(desc(customerInteractions.interactionDate), desc(customerInteractions.id))
    .limit(500);
}

export async function insertInteraction(db: Executor, values: typeof customerInteractions.$inferInsert): Promise<InteractionRow> {
  const [row] = await db.insert(customerInteractions).values(values).returning();
  return row;
}

/** A customer's sales, newest first (a read of the sales feature's table, for the purchase history). */
export async function listCustomerSales(db: Executor, businessId: number, customerId: number) {
  return db
    .select({
      id: sales.id,
      invoiceNumber: sales.invoiceNumber,
      saleDate: sales.saleDate,
      totalCents: sales.totalCents,
      paymentMethod: sales.paymentMethod,
      paymentStatus: sales.paymentStatus,
      status: sales.status,
    })
    .from(sales)
    .where(and(eq(sales.businessId, businessId), eq(sales.customerId, customerId)))
    .orderBy(desc(sales.saleDate), desc(sales.id))
    .limit(200);
}

/** The returns and voids of these sales, oldest first (sale_returns_business_sale_idx). */
export async function listReturnsOfSales(db: Executor, businessId: number, saleIds: number[]) {
  if (saleIds.length === 0) return [];
  return db
    .select({
      id: saleReturns.id,
      saleId: saleReturns.saleId,
      kind: saleReturns.kind,
      creditNoteNumber: saleReturns.creditNoteNumber,
      totalCents: saleReturns.totalCents,
      createdAt: saleReturns.createdAt,
    })
    .from(saleReturns)
    .where(and(eq(saleReturns.businessId, businessId), inArray(saleReturns.saleId, saleIds)))
    .orderBy(asc(saleReturns.createdAt), asc(saleReturns.id));
}

export async function listSegmentCustomers(
  db: Executor,
  businessId: number,
  segment: { tiers?: string[]; customerTypes?: string[] },
): Promise<CustomerRow[]> {
  const conds = [eq(customers.businessId, businessId)];
  if (segment.tiers?.length) conds.push(inArray(customers.loyaltyTier, segment.tiers as CustomerRow['loyaltyTier'][]));
  if (segment.customerTypes?.length) conds.push(inArray(customers.customerType, segment.customerTypes as CustomerRow['customerType'][]));
  return db
    .select()
    .from(customers)
    .where(and(...conds))
    .orderBy(asc(customers.id));
}

export async function insertCampaign(db: Executor, values: typeof marketingCampaigns.$inferInsert): Promise<CampaignRow> {
  const [row] = await db.insert(marketingCampaigns).values(values).returning();
  return row;
}

export async function insertRecipients(db: Executor, values: (typeof campaignRecipients.$inferInsert)[]): Promise<CampaignRecipientRow[]> {
  if (values.length === 0) return [];
  return db.insert(campaignRecipients).values(values).returning();
}

export async function listCampaigns(db: Executor, businessId: number): Promise<CampaignRow[]> {
  return db
    .select()
    .from(marketingCampaigns)
    .where(eq(marketingCampaigns.businessId, businessId))
    .orderBy(desc(marketingCampaigns.createdAt), desc(marketingCampaigns.id))
    .limit(200);
}

export async function getCampaign(db: Executor, businessId: number, id: number): Promise<CampaignRow | undefined> {
  const rows = await db
    .select()
    .from(marketingCampaigns)
    .where(and(eq(marketingCampaigns.businessId, businessId), eq(marketingCampaigns.id, id)))
    .limit(1);
  return rows[0];
}

export async function listRecipients(db: Executor, businessId: number, campaignId: number): Promise<CampaignRecipientRow[]> {
  return db
    .select()
    .from(campaignRecipients)
    .where(and(eq(campaignRecipients.businessId, businessId), eq(campaignRecipients.campaignId, campaignId)))
    .orderBy(asc(campaignRecipients.id));
}
