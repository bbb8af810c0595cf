import { stringify } from 'csv-stringify/sync';
import type { z } from 'zod';
import type { Campaign, CampaignDetail, CampaignInput } from '#shared/contracts/customers';
import { formulaSafeCell, whatsappLink } from '#shared/domain/crm';
import type { Database, Executor } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { writeAudit } from '#server/kernel/audit';
import * as delivery from './campaigns.repo';
import { CampaignSender, STATUS_TEXT } from './campaign-sender';
import * as repo from './customers.repo';
import { displayName } from './customers.service';

/** businessName (the tenant's) is the e-mail From name when the settings have none. */
type Ctx = { businessId: number; userId: string; businessName?: string };

export { CampaignSender };

function toCampaign(r: repo.CampaignRow): Campaign {
  return {
    id: r.id,
    name: r.name,
    message: r.message,
    channel: r.channel,
    segment: r.segment ?? {},
    status: r.status,
    statusMessage: r.statusMessage,
    recipientCount: r.recipientCount,
    sentCount: r.sentCount,
    failedCount: r.failedCount,
    optedOutCount: r.optedOutCount,
    pendingCount: Math.max(0, r.recipientCount - r.sentCount - r.failedCount - r.optedOutCount),
    createdAt: r.createdAt.toISOString(),
  };
}

/** Who a campaign on this channel may reach: opted in to the channel and with the contact it needs. */
export function recipientContact(
  c: Pick<repo.CustomerRow, 'email' | 'phone' | 'emailOptIn' | 'smsOptIn' | 'whatsappOptIn'>,
  channel: 'email' | 'sms' | 'whatsapp',
): string | null {
  if (channel === 'email') return c.emailOptIn && c.email ? c.email : null;
  if (channel === 'sms') return c.smsOptIn && c.phone ? c.phone : null;
  return c.whatsappOptIn && c.phone && whatsappLink(c.phone, '') ? c.phone : null;
}

/**
 * Records the campaign and its recipients in one transaction. An e-mail campaign with SMTP configured
 * is then sent in the background (after the commit); the answer says 'sending' and the client polls.
 */
export async function createCampaign(
  db: Database,
  ctx: Ctx,
  input: z.output<typeof CampaignInput>,
  sender?: CampaignSender,
): Promise<CampaignDetail> {
  const willSend = input.channel === 'email' && Boolean(sender?.configured);
  const detail = await db.transaction(async (tx) => {
    const segmentCustomers = await repo.listSegmentCustomers(tx, ctx.businessId, input.segment);
    const reachable = segmentCustomers.flatMap((c) => {
      const contact = recipientContact(c, input.channel);
      return contact ? [{ customer: c, contact }] : [];
    });
    // E-mail needs an SMTP relay (SMTP_URL); without one the campaign is recorded only.
    const status = input.channel !== 'email' ? 'recorded' : willSend ? 'sending' : 'not_sent';
    const statusMessage = input.channel !== 'email' ? STATUS_TEXT[input.channel] : willSend ? STATUS_TEXT.sending : STATUS_TEXT.emailNoSmtp;
    const campaign = await repo.insertCampaign(tx, {
      businessId: ctx.businessId,
      name: input.name,
      message: input.message,
      channel: input.channel,
      segment: input.segment,
      status,
      statusMessage,
      recipientCount: reachable.length,
      createdBy: ctx.userId,
    });
    await repo.insertRecipients(
      tx,
      reachable.map(({ customer, contact }) => ({
        businessId: ctx.businessId,
        campaignId: campaign.id,
        customerId: customer.id,
        name: displayName(customer),
        contact,
        status: 'pending' as const,
      })),
    );
    await writeAudit(tx, {
      businessId: ctx.businessId,
      userId: ctx.userId,
      action: 'campaign.create',
      entityType: 'marketing_campaign',
      entityId: campaign.id,
      after: { ...toCampaign(campaign) },
    });
    return getCampaignDetail(tx, ctx.businessId, campaign.id);
  });
  if (willSend && sender) sender.start(ctx, detail.id);
  return detail;
}

export async function listCampaigns(db: Executor, businessId: number): Promise<Campaign[]> {
  return (await repo.listCampaigns(db, businessId)).map(toCampaign);
}

export async function getCampaignDetail(db: Executor, businessId: number, id: number): Promise<CampaignDetail> {
  const campaign = await repo.getCampaign(db, businessId, id);
  if (!campaign) throw new AppError('CAMPAIGN_NOT_FOUND');
  const recipients = await repo.listRecipients(db, businessId, id);
  return {
    ...toCampaign(campaign),
    recipients: recipients.map((r) => ({
      id: r.id,
      customerId: r.customerId,
      name: r.name,
      contact: r.contact,
      status: r.status,
      error: r.error,
      link: campaign.channel === 'whatsapp' ? whatsappLink(r.contact, campaign.message) : null,
    })),
  };
}

/** Recipients as CSV for an SMS gateway: UTF-8 with BOM, every text cell formula-safe. */
export async function campaignRecipientsCsv(db: Executor, businessId: number, id: number): Promise<{ filename: string; body: string }> {
  const detail = await getCampaignDetail(db, businessId, id);
  const rows = detail.recipients.map((r) => [r.name, r.contact, detail.message].map(formulaSafeCell));
  const csv = stringify([['Name', detail.channel === 'email' ? 'Email' : 'Phone', 'Message'], ...rows], { record_delimiter: '\r\n' });
  return { filename: `campaign-${detail.id}-recipients.csv`, body: `\uFEFF${csv}` };
}

/**
 * POST /api/campaigns/:id/send: (re)send the e-mails not yet sent (pending or failed) in the background.
 * 202 with the campaign ('sending'); 409 without SMTP or with nothing left to send.
 */
export async function sendCampaign(db: Database, ctx: Ctx, id: number, sender: CampaignSender): Promise<CampaignDetail> {
  const campaign = await repo.getCampaign(db, ctx.businessId, id);
  if (!campaign) throw new AppError('CAMPAIGN_NOT_FOUND');
  if (campaign.channel !== 'email') throw new AppError('CAMPAIGN_EMAIL_ONLY');
  if (!sender.configured) throw new AppError('SMTP_NOT_CONFIGURED');
  if (!sender.isSending(id)) {
    const unsent = await delivery.listUnsentRecipientIds(db, ctx.businessId, id);
    if (unsent.length === 0) throw new AppError('NOTHING_TO_SEND');
    await db.transaction(async (tx) => {
      await delivery.updateCampaignDelivery(tx, ctx.businessId, id, { status: 'sending', statusMessage: STATUS_TEXT.sending });
      await writeAudit(tx, {
        businessId: ctx.businessId,
        userId: ctx.userId,
        action: 'campaign.send_requested',
        entityType: 'marketing_campaign',
        entityId: id,
        after: { recipients: unsent.length },
      });
    });
    sender.start(ctx, id);
  }
  return getCampaignDetail(db, ctx.businessId, id);
}
