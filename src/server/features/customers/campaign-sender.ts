/**
 * Campaign e-mail: sent in the background after the request commits, one message per recipient,
 * with the campaign's status and counts kept from the recipients' statuses.
 */
import type { Campaign } from '#shared/contracts/customers';
import type { Database } from '#server/db/client';
import { afterCommit } from '#server/db/request-context';
import { writeAudit } from '#server/kernel/audit';
import { getBusinessSettings } from '#server/kernel/business-settings';
import * as delivery from './campaigns.repo';
import { campaignMailText, headerName, openMailSession, parseFrom, type MailConfig, type MailSession } from './campaigns.mailer';
import * as repo from './customers.repo';

type Ctx = { businessId: number; userId: string; businessName?: string };
type Letter = { from: { name: string; address: string }; replyTo: string | undefined; subject: string; text: string };

export const STATUS_TEXT = {
  whatsapp: 'Recorded: open each WhatsApp link to send the message.',
  sms: 'Recorded: download the recipients CSV for your SMS gateway.',
  emailNoSmtp: 'Recorded, not sent: SMTP not configured.',
  sending: 'Sending e-mails…',
} as const;

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
    const letter = await this.letter(mail, ctx, campaign);
    const session = openMailSession(mail);
    const tally = { sent: 0, failed: 0, optedOut: 0 };
    try {
      for (const id of ids) {
        const outcome = await this.sendOne(session, letter, businessId, campaignId, id);
        if (!outcome) continue;
        tally[outcome] += 1;
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
    await this.finish(ctx, campaignId, tally);
  }

  /** The message every recipient gets: From the business (the settings' name, else the tenant's), replies to its e-mail. */
  private async letter(mail: MailConfig, ctx: Ctx, campaign: repo.CampaignRow): Promise<Letter> {
    const settings = await getBusinessSettings(this.db, ctx.businessId);
    const configuredFrom = parseFrom(mail.from);
    const businessName = headerName(settings.businessName) || headerName(ctx.businessName) || configuredFrom.name || 'Kade';
    const replyTo = settings.email?.trim() || undefined;
    const text = campaignMailText({ message: campaign.message, businessName, canReply: Boolean(replyTo), phone: settings.phone });
    return { from: { name: businessName, address: configuredFrom.address }, replyTo, subject: campaign.name, text };
  }

  /** Claims and sends one recipient's message; null when another job holds it. */
  private async sendOne(session: MailSession, letter: Letter, businessId: number, campaignId: number, id: number) {
    const recipient = await delivery.claimRecipient(this.db, businessId, campaignId, id);
    if (!recipient) return null;
    // The customer may have opted out (or been removed) since the campaign was recorded.
    const now = recipient.customerId ? await delivery.getCustomerContact(this.db, businessId, recipient.customerId) : undefined;
    if (!now || !now.emailOptIn || !now.email) {
      const reason = !now ? 'Customer removed' : !now.emailOptIn ? 'Customer opted out of e-mail' : 'No e-mail address';
      await delivery.finishRecipient(this.db, businessId, id, { status: 'opted_out', error: reason });
      return 'optedOut' as const;
    }
    try {
      await session.send({
        ...letter,
        to: { name: headerName(recipient.name), address: now.email },
        headers: letter.replyTo ? { 'List-Unsubscribe': `<mailto:${letter.replyTo}?subject=STOP>` } : undefined,
      });
      await delivery.finishRecipient(this.db, businessId, id, { status: 'sent', error: null, contact: now.email });
      return 'sent' as const;
    } catch (err) {
      await delivery.finishRecipient(this.db, businessId, id, { status: 'failed', error: errorText(err), contact: now.email });
      return 'failed' as const;
    }
  }

  /** The campaign's final status and counts from its recipients, audited with this run's tally. */
  private async finish(ctx: Ctx, campaignId: number, thisRun: { sent: number; failed: number; optedOut: number }): Promise<void> {
    const { businessId } = ctx;
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
        after: { status: updated?.status ?? outcome.status, thisRun, totals: counts },
      });
    });
  }
}
