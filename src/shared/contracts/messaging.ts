/**
 * Messaging: share links to the public receipt or statement page, the
 * message log, and the SMS gateway's settings. One contract for the routes and the screens.
 */
import { z } from 'zod';
import { LOCALES } from '../locales';
import { MESSAGE_CHANNELS, MESSAGE_PURPOSES, MESSAGE_STATUSES, RECIPIENT_KINDS } from './messaging-paths';
import { IdParam } from './common';
import { says } from '../messages/zod-refs';

export * from './messaging-paths';

const ymd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const SaleShareParams = z.object({ businessId: IdParam, saleId: IdParam });
export const DebtorShareParams = z.object({ businessId: IdParam, debtorId: IdParam });
export const SupplierShareParams = z.object({ businessId: IdParam, supplierId: IdParam });
export const ShareLinkParams = z.object({ businessId: IdParam, linkId: IdParam });

/** POST …/share-link: the page's language (the customer's). */
export const ReceiptShareInput = z.object({ locale: z.enum(LOCALES).default('en') });
export type ReceiptShareInput = z.input<typeof ReceiptShareInput>;

/** POST …/statement-share-link: the language and the range (default: the month to date). */
export const StatementShareInput = z
  .object({ locale: z.enum(LOCALES).default('en'), from: ymd.optional(), to: ymd.optional() })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['from'], ...says('STATEMENT_RANGE_INVALID') });
export type StatementShareInput = z.input<typeof StatementShareInput>;

/** What a new link answers: its URL (the token is in it, shown once), the message text, a ready wa.me link. */
export const ShareLinkCreated = z.object({
  id: z.number(),
  url: z.string(),
  token: z.string(),
  expiresAt: z.string(),
  /** The message in the link's language, the URL at its end. */
  text: z.string(),
  /** wa.me with the text, to the party's number when it has one. */
  whatsappUrl: z.string(),
  /** The party's phone and e-mail, when known (the SMS and e-mail buttons). */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  recipient: z.object({ kind: z.enum(RECIPIENT_KINDS), id: z.number() }).nullable(),
});
export type ShareLinkCreated = z.infer<typeof ShareLinkCreated>;

export const ShareLinkSummary = z.object({
  id: z.number(),
  kind: z.enum(['receipt', 'statement']),
  /** The invoice number, or the party's name and range. */
  label: z.string(),
  locale: z.enum(LOCALES),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ShareLinkSummary = z.infer<typeof ShareLinkSummary>;

export const SendShareInput = z.object({
  channel: z.enum(MESSAGE_CHANNELS),
  /** A phone number (WhatsApp, SMS) or an e-mail address; WhatsApp may go without one (the user picks the chat). */
  to: z.string().trim().max(254).default(''),
});
export type SendShareInput = z.input<typeof SendShareInput>;

export const Message = z.object({
  id: z.number(),
  channel: z.enum(MESSAGE_CHANNELS),
  purpose: z.enum(MESSAGE_PURPOSES),
  recipientKind: z.enum(RECIPIENT_KINDS).nullable(),
  recipientId: z.number().nullable(),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  error: z.string().nullable(),
  providerResponse: z.string().nullable(),
  shareLinkId: z.number().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type Message = z.infer<typeof Message>;

/** What the send answers: the logged message, and for WhatsApp the link to open. */
export const SendResult = z.object({ message: Message, whatsappUrl: z.string().nullable() });
export type SendResult = z.infer<typeof SendResult>;

export const MessagesQuery = z.object({
  recipientKind: z.enum(RECIPIENT_KINDS).optional(),
  recipientId: IdParam.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const MessagingChannels = z.object({ sms: z.boolean(), email: z.boolean() });
export type MessagingChannels = z.infer<typeof MessagingChannels>;

/** The SMS gateway: enough for Dialog / Mobitel / Notify.lk style HTTP APIs. */
export const SMS_METHODS = ['GET', 'POST'] as const;
export const SMS_BODY_FORMATS = ['form', 'json'] as const;
export const SMS_KEY_PLACEMENTS = ['header', 'param', 'none'] as const;

const paramName = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[A-Za-z0-9_.\-[\]]+$/);
const optionalParamName = z.union([paramName, z.literal('')]).default('');

export const SmsGatewayInput = z.object({
  url: z
    .string()
    .trim()
    .max(500)
    .refine((u) => /^https?:\/\/[^\s]+$/i.test(u), says('SMS_GATEWAY_URL_INVALID')),
  method: z.enum(SMS_METHODS).default('POST'),
  bodyFormat: z.enum(SMS_BODY_FORMATS).default('form'),
  toParam: paramName,
  messageParam: paramName,
  senderParam: optionalParamName,
  senderId: z.string().trim().max(40).default(''),
  keyPlacement: z.enum(SMS_KEY_PLACEMENTS).default('param'),
  /** A header name ("Authorization", "X-API-Key") or a parameter name ("api_key"). */
  keyName: z.string().trim().max(60).default(''),
  /** Written as it is; absent or empty on an update: the saved key is kept. */
  apiKey: z.string().max(500).optional(),
  /** A header value's prefix ("Bearer "), if the gateway wants one. */
  keyPrefix: z.string().max(20).default(''),
});
export type SmsGatewayInput = z.input<typeof SmsGatewayInput>;
export type SmsGatewayConfig = Omit<z.output<typeof SmsGatewayInput>, 'apiKey'> & { apiKey: string };

/** The gateway as the screen sees it: the key masked ("••••1234"). */
export const SmsGatewayView = z.object({
  configured: z.boolean(),
  gateway: SmsGatewayInput.omit({ apiKey: true }).extend({ apiKeyMasked: z.string() }).nullable(),
});
export type SmsGatewayView = z.infer<typeof SmsGatewayView>;

export const SmsTestInput = z.object({ to: z.string().trim().min(1).max(40), locale: z.enum(LOCALES).default('en') });
