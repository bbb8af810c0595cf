import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { campaignRecipients, customers, marketingCampaigns } from '#server/db/schema';
import type { CampaignRecipientRow, CampaignRow } from './customers.repo';

/** A recipient claimed by a job that died is taken over after this long. */
const STALE_CLAIM = sql`now() - interval '10 minutes'`;

const unsent = (businessId: number, campaignId: number) =>
  and(
    eq(campaignRecipients.businessId, businessId),
    eq(campaignRecipients.campaignId, campaignId),
    or(
      inArray(campaignRecipients.status, ['pending', 'failed']),
      and(eq(campaignRecipients.status, 'sending'), lt(campaignRecipients.attemptedAt, STALE_CLAIM)),
    ),
  );

/** Ids of the recipients still to send (pending, failed, or claimed by a job that never finished). */
export async function listUnsentRecipientIds(db: Executor, businessId: number, campaignId: number): Promise<number[]> {
  const rows = await db
    .select({ id: campaignRecipients.id })
    .from(campaignRecipients)
    .where(unsent(businessId, campaignId))
    .orderBy(asc(campaignRecipients.id));
  return rows.map((r) => r.id);
}

/** Take one recipient for sending; undefined when another job already took (or finished) it. */
export async function claimRecipient(
  db: Executor,
  businessId: number,
  campaignId: number,
  id: number,
): Promise<CampaignRecipientRow | undefined> {
  const [row] = await db
    .update(campaignRecipients)
    .set({ status: 'sending', attemptedAt: new Date() })
    .where(and(unsent(businessId, campaignId), eq(campaignRecipients.id, id)))
    .returning();
  return row;
}

export async function finishRecipient(
  db: Executor,
  businessId: number,
  id: number,
  values: { status: 'sent' | 'failed' | 'opted_out'; error: string | null; contact?: string },
): Promise<void> {
  await db
    .update(campaignRecipients)
    .set(values)
    .where(and(eq(campaignRecipients.businessId, businessId), eq(campaignRecipients.id, id)));
}

/** The customer as they are now, for the opt-out re-check just before sending. */
export async function getCustomerContact(db: Executor, businessId: number, customerId: number) {
  const [row] = await db
    .select({ email: customers.email, emailOptIn: customers.emailOptIn })
    .from(customers)
    .where(and(eq(customers.businessId, businessId), eq(customers.id, customerId)))
    .limit(1);
  return row;
}

export type DeliveryCounts = { total: number; sent: number; failed: number; optedOut: number; inProgress: number };

export async function countDelivery(db: Executor, businessId: number, campaignId: number): Promise<DeliveryCounts> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      sent: sql<number>`count(*) filter (where ${campaignRecipients.status} = 'sent')::int`,
      failed: sql<number>`count(*) filter (where ${campaignRecipients.status} = 'failed')::int`,
      optedOut: sql<number>`count(*) filter (where ${campaignRecipients.status} = 'opted_out')::int`,
      inProgress: sql<number>`count(*) filter (where ${campaignRecipients.status} = 'sending')::int`,
    })
    .from(campaignRecipients)
    .where(and(eq(campaignRecipients.businessId, businessId), eq(campaignRecipients.campaignId, campaignId)));
  return {
    total: Number(row?.total ?? 0),
    sent: Number(row?.sent ?? 0),
    failed: Number(row?.failed ?? 0),
    optedOut: Number(row?.optedOut ?? 0),
    inProgress: Number(row?.inProgress ?? 0),
  };
}

export async function updateCampaignDelivery(
  db: Executor,
  businessId: number,
  campaignId: number,
  values: Partial<Pick<CampaignRow, 'status' | 'statusMessage' | 'sentCount' | 'failedCount' | 'optedOutCount'>>,
): Promise<CampaignRow | undefined> {
  const [row] = await db
    .update(marketingCampaigns)
    .set(values)
    .where(and(eq(marketingCampaigns.businessId, businessId), eq(marketingCampaigns.id, campaignId)))
    .returning();
  return row;
}
