import { stringify } from 'csv-stringify/sync';
import type { z } from 'zod';
import type { Campaign, CampaignDetail, CampaignInput } from '../../../shared/contracts/customers';
import { formulaSafeCell, whatsappLink } from '../../../shared/domain/crm';
import type { Database, Executor } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { writeAudit } from '../audit/audit.service';
import * as repo from './customers.repo';
import { displayName } from './customers.service';

type Ctx = { businessId: number; userId: string };

const STATUS_TEXT = {
  whatsapp: 'Recorded: open each WhatsApp link to send the message.',
  sms: 'Recorded: download the recipients CSV for your SMS gateway.',
  emailNoSmtp: 'Recorded, not sent: SMTP not configured.',
} as const;

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

export async function createCampaign(db: Database, ctx: Ctx, input: z.output<typeof CampaignInput>): Promise<CampaignDetail> {
  return db.transaction(async (tx) => {
    const segmentCustomers = await repo.listSegmentCustomers(tx, ctx.businessId, input.segment);
    const reachable = segmentCustomers.flatMap((c) => {
      const contact = recipientContact(c, input.channel);
      return contact ? [{ customer: c, contact }] : [];
    });
    // E-mail needs an SMTP relay; none is wired in this build, so the campaign is recorded only.
    const status = input.channel === 'email' ? 'not_sent' : 'recorded';
    const statusMessage = input.channel === 'email' ? STATUS_TEXT.emailNoSmtp : STATUS_TEXT[input.channel];
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
      ...ctx,
      action: 'campaign.create',
      entityType: 'marketing_campaign',
      entityId: campaign.id,
      after: { ...toCampaign(campaign) },
    });
    return getCampaignDetail(tx, ctx.businessId, campaign.id);
  });
}

export async function listCampaigns(db: Executor, businessId: number): Promise<Campaign[]> {
  return (await repo.listCampaigns(db, businessId)).map(toCampaign);
}

export async function getCampaignDetail(db: Executor, businessId: number, id: number): Promise<CampaignDetail> {
  const campaign = await repo.getCampaign(db, businessId, id);
  if (!campaign) throw notFound('Campaign');
  const recipients = await repo.listRecipients(db, businessId, id);
  return {
    ...toCampaign(campaign),
    recipients: recipients.map((r) => ({
      id: r.id,
      customerId: r.customerId,
      name: r.name,
      contact: r.contact,
      status: r.status,
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
