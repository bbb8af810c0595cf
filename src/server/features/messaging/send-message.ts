/**
 * Sending one message, the one door every sender goes through — the share
 * buttons, the SMS test, the reminders job: SMS through the shop's HTTP gateway, e-mail over SMTP
 * (the campaigns' mailer), WhatsApp prepared only (a wa.me link the user opens and sends). Every
 * message is logged, sent or not: a gateway or SMTP failure is a 'failed' message with its error,
 * never a thrown error; only a malformed recipient is refused (400).
 */
import type { Message, MessageChannel, MessagePurpose, RecipientKind } from '#shared/contracts/messaging';
import { MESSAGING_MESSAGES } from '#shared/contracts/messaging';
import { CUSTOMER_MESSAGES } from '#shared/messages/customers';
import { isValidPhone, normalizePhone } from '#shared/domain/phone';
import type { Executor } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { headerName, openMailSession, parseFrom, type MailConfig } from '#server/features/customers';
import { getBusinessSettings } from '#server/kernel/business-settings';
import { insertMessage, toMessage } from './messages.repo';
import { loadSmsGateway, sendSms, SMS_TIMEOUT_MS } from './sms-gateway';

export interface SendMessageInput {
  businessId: number;
  channel: MessageChannel;
  /** A phone number (SMS, WhatsApp; normalised to 94…) or an e-mail address. WhatsApp may have none. */
  to: string;
  /** The e-mail's subject (the shop's name when absent). */
  subject?: string | null;
  body: string;
  purpose: MessagePurpose;
  recipient?: { kind: RecipientKind; id: number } | null;
  shareLinkId?: number | null;
  /** Who sent it; null for the server's own jobs. */
  userId: string | null;
}

export interface SendMessageDeps {
  /** SMTP (app.appOptions.mail); e-mail fails as "not configured" without it. */
  mail?: MailConfig | null;
  smsTimeoutMs?: number;
}

const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

/** The recipient as it is stored and used: a phone's 94… key, an e-mail trimmed. 400 when it cannot be one. */
export function recipientAddress(channel: MessageChannel, to: string): string {
  const raw = to.trim();
  if (channel === 'email') {
    if (!EMAIL.test(raw) || raw.length > 254) throw new AppError('RECIPIENT_EMAIL_INVALID', { field: 'to' });
    return raw;
  }
  if (channel === 'whatsapp' && raw === '') return '';
  if (!isValidPhone(raw)) throw new AppError('RECIPIENT_PHONE_INVALID', { field: 'to' });
  return normalizePhone(raw) ?? raw;
}

export async function sendMessage(db: Executor, input: SendMessageInput, deps: SendMessageDeps = {}): Promise<Message> {
  const to = recipientAddress(input.channel, input.to);
  const outcome = await deliver(db, input, to, deps);
  const row = await insertMessage(db, {
    businessId: input.businessId,
    channel: input.channel,
    purpose: input.purpose,
    recipient: input.recipient ?? null,
    to,
    subject: input.channel === 'email' ? (input.subject ?? null) : null,
    body: input.body,
    status: outcome.status,
    error: outcome.error,
    providerResponse: outcome.providerResponse,
    shareLinkId: input.shareLinkId ?? null,
    createdBy: input.userId,
    sentAt: outcome.status === 'sent' ? new Date() : null,
  });
  return toMessage(row);
}

type Outcome = { status: 'prepared' | 'sent' | 'failed'; error: string | null; providerResponse: string | null };

async function deliver(db: Executor, input: SendMessageInput, to: string, deps: SendMessageDeps): Promise<Outcome> {
  if (input.channel === 'whatsapp') return { status: 'prepared', error: null, providerResponse: null };
  if (input.channel === 'sms') {
    const gateway = await loadSmsGateway(db, input.businessId);
    if (!gateway) return { status: 'failed', error: MESSAGING_MESSAGES.SMS_NOT_CONFIGURED, providerResponse: null };
    const sent = await sendSms(gateway, to, input.body, deps.smsTimeoutMs ?? SMS_TIMEOUT_MS);
    return { status: sent.ok ? 'sent' : 'failed', error: sent.error, providerResponse: sent.providerResponse };
  }
  if (!deps.mail) return { status: 'failed', error: CUSTOMER_MESSAGES.SMTP_NOT_CONFIGURED, providerResponse: null };
  const settings = await getBusinessSettings(db, input.businessId);
  const from = parseFrom(deps.mail.from);
  const shop = headerName(settings.businessName) || from.name || 'Kade';
  const session = openMailSession(deps.mail);
  try {
    await session.send({
      from: { name: shop, address: from.address },
      to: { name: '', address: to },
      replyTo: settings.email?.trim() || undefined,
      subject: (input.subject ?? shop).replace(/[\r\n]+/g, ' ').slice(0, 200),
      text: input.body,
    });
    return { status: 'sent', error: null, providerResponse: null };
  } catch (err) {
    const e = err as { message?: unknown; response?: unknown };
    const text = typeof e?.response === 'string' && e.response ? e.response : typeof e?.message === 'string' ? e.message : String(err);
    return { status: 'failed', error: text.replace(/\s+/g, ' ').trim().slice(0, 500) || 'Sending failed', providerResponse: null };
  } finally {
    session.close();
  }
}
