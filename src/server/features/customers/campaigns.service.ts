import { stringify } from 'csv-stringify/sync';
import type { z } from 'zod';
import type { Campaign, CampaignDetail, CampaignInput } from '../../../shared/contracts/customers';
import { formulaSafeCell, whatsappLink } from '../../../shared/domain/crm';
import type { Database, Executor } from '../../db/client';
import { afterCommit } from '../../db/request-context';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { writeAudit } from '../audit/audit.service';
import { getBusinessSettings } from '../settings/settings.service';
import * as delivery from './campaigns.repo';
import { campaignMailText, headerName, openMailSession, parseFrom, type MailConfig } from './campaigns.mailer';
import * as repo from './customers.repo';
import { displayName } from './customers.service';

/** businessName (the tenant's) is the e-mail From name when the settings have none. */
type Ctx = { businessId: number; userId: string; businessName?: string };

const STATUS_TEXT = {
  whatsapp: 'Recorded: open each WhatsApp link to send the message.',
  sms: 'Recorded: download the recipients CSV for your SMS gateway.',
  emailNoSmtp: 'Recorded, not sent: SMTP not configured.',
  sending: 'Sending e-mails…',
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

/** The outcome of the e-mail sends so far, from the recipients' statuses. */
export function deliveryOutcome(c: delivery.DeliveryCounts): { status: Campaign['status']; statusMessage: string } {
  const reachable = c.total - c.optedOut;
  const optedOut = c.optedOut ? `; ${c.optedOut} opted out` : '';
  const failed = c.failed ? `; ${c.failed} failed` : '';
  const summary = `Sent to ${c.sent} of ${reachable} recipient${reachable === 1 ? '' : 's'}${failed}${optedOut}.`;
  const notYet = reachable - c.sent - c.failed;
  if (c.inProgress > 0) return { status: 'sending', statusMessage: STATUS_TEXT.sending };
  if (c.sent === reachable) return { status: 'sent', statusMessage: summary };
  if (c.sent === 0 && notYet === 0) return { status: 'failed', statusMessage: summary };
  return { status: 'partially_sent', statusMessage: notYet > 0 ? `${summary.slice(0, -1)}; ${notYet} not sent.` : summary };
}

function errorText(err: unknown): string {
  const e = err as { message?: unknown; response?: unknown };
  const text = typeof e?.response === 'string' && e.response ? e.response : typeof e?.message === 'string' ? e.message : String(err);
  return text.replace(/\s+/g, ' ').trim().slice(0, 500) || 'Sending failed';
}

type Log = { error: (obj: object, msg: string) => void };

/**
 * Sends e-mail campaigns in the background, one message per recipient (To: that customer only), outside
 * any transaction. Each recipient is claimed with a conditional update, so two jobs never send the same
 * message; the opt-out is checked again right before each send. One job per campaign in this process.
 */
export class CampaignSender {
  private readonly jobs = new Map<number, Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly mail: MailConfig | null,
    private readonly log: Log,
  ) {}

  get configured(): boolean {
    return this.mail !== null;
  }

  isSending(campaignId: number): boolean {
    return this.jobs.has(campaignId);
  }

  start(ctx: Ctx, campaignId: number): void {
    if (!this.mail || this.jobs.has(campaignId)) return;
    const mail = this.mail;
    // Once the request that started it has committed (it must see the campaign), outside that request.
    const job = afterCommit(() =>
      this.run(mail, ctx, campaignId).catch(async (err: unknown) => {
        this.log.error({ err, campaignId }, 'campaign e-mail job failed');
        // Do not leave the campaign 'sending' for ever: record what the recipients say (best effort).
        await delivery
          .countDelivery(this.db, ctx.businessId, campaignId)
          .then((counts) =>
            delivery.updateCampaignDelivery(this.db, ctx.businessId, campaignId, deliveryOutcome({ ...counts, inProgress: 0 })),
          )
          .catch(() => undefined);
      }),
    ).finally(() => this.jobs.delete(campaignId));
    this.jobs.set(campaignId, job);
  }

  /** Resolves when every running job has finished (the app awaits it on close). */
  async idle(): Promise<void> {
    while (this.jobs.size) await Promise.allSettled([...this.jobs.values()]);
  }

  private async run(mail: MailConfig, ctx: Ctx, campaignId: number): Promise<void> {
    const { businessId } = ctx;
    const campaign = await repo.getCampaign(this.db, businessId, campaignId);
    if (!campaign || campaign.channel !== 'email') return;
    const ids = await delivery.listUnsentRecipientIds(this.db, businessId, campaignId);
    await delivery.updateCampaignDelivery(this.db, businessId, campaignId, { status: 'sending', statusMessage: STATUS_TEXT.sending });

    const settings = await getBusinessSettings(this.db, businessId);
    const configuredFrom = parseFrom(mail.from);
    const businessName = headerName(settings.businessName) || headerName(ctx.businessName) || configuredFrom.name || 'Kade';
    const replyTo = settings.email?.trim() || undefined;
    const text = campaignMailText({ message: campaign.message, businessName, canReply: Boolean(replyTo), phone: settings.phone });
    const session = openMailSession(mail);
    let sent = 0;
    let failed = 0;
    let optedOut = 0;
    try {
      for (const id of ids) {
        const recipient = await delivery.claimRecipient(this.db, businessId, campaignId, id);
        if (!recipient) continue;
        // The customer may have opted out (or been removed) since the campaign was recorded.
        const now = recipient.customerId ? await delivery.getCustomerContact(this.db, businessId, recipient.customerId) : undefined;
        if (!now || !now.emailOptIn || !now.email) {
          const reason = !now ? 'Customer removed' : !now.emailOptIn ? 'Customer opted out of e-mail' : 'No e-mail address';
          await delivery.finishRecipient(this.db, businessId, id, { status: 'opted_out', error: reason });
          optedOut += 1;
        } else {
          try {
            await session.send({
              from: { name: businessName, address: configuredFrom.address },
              to: { name: headerName(recipient.name), address: now.email },
              replyTo,
              subject: campaign.name,
              text,
              headers: replyTo ? { 'List-Unsubscribe': `<mailto:${replyTo}?subject=STOP>` } : undefined,
            });
            await delivery.finishRecipient(this.db, businessId, id, { status: 'sent', error: null, contact: now.email });
            sent += 1;
          } catch (err) {
            await delivery.finishRecipient(this.db, businessId, id, { status: 'failed', error: errorText(err), contact: now.email });
            failed += 1;
          }
        }
        const counts = await delivery.countDelivery(this.db, businessId, campaignId);
        await delivery.updateCampaignDelivery(this.db, businessId, campaignId, {
          sentCount: counts.sent,
          failedCount: counts.failed,
          optedOutCount: counts.optedOut,
        });
      }
    } finally {
      session.close();
    }

    await this.db.transaction(async (tx) => {
      const counts = await delivery.countDelivery(tx, businessId, campaignId);
      const outcome = deliveryOutcome(counts);
      const updated = await delivery.updateCampaignDelivery(tx, businessId, campaignId, {
        ...outcome,
        sentCount: counts.sent,
        failedCount: counts.failed,
        optedOutCount: counts.optedOut,
      });
      await writeAudit(tx, {
        businessId,
        userId: ctx.userId,
        action: 'campaign.send',
        entityType: 'marketing_campaign',
        entityId: campaignId,
        after: { status: updated?.status ?? outcome.status, thisRun: { sent, failed, optedOut }, totals: counts },
      });
    });
  }
}

/**
 * POST /api/campaigns/:id/send: (re)send the e-mails not yet sent (pending or failed) in the background.
 * 202 with the campaign ('sending'); 409 without SMTP or with nothing left to send.
 */
export async function sendCampaign(db: Database, ctx: Ctx, id: number, sender: CampaignSender): Promise<CampaignDetail> {
  const campaign = await repo.getCampaign(db, ctx.businessId, id);
  if (!campaign) throw notFound('Campaign');
  if (campaign.channel !== 'email') throw badRequest('Only e-mail campaigns are sent by the server');
  if (!sender.configured) throw conflict('E-mail cannot be sent: SMTP not configured.');
  if (!sender.isSending(id)) {
    const unsent = await delivery.listUnsentRecipientIds(db, ctx.businessId, id);
    if (unsent.length === 0) throw conflict('Nothing to send: every recipient was sent the e-mail or opted out.');
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
