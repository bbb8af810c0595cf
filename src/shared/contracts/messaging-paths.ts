// The zod-free part of the messaging contract: route templates, URL
// builders and messages; `./messaging` re-exports it.

import { pathBuilders } from './fill-path';

export const MESSAGING_ROUTES = {
  /** POST: a share link to the sale's receipt (cashiers too). */
  saleShareLink: '/api/businesses/:businessId/sales/:saleId/share-link',
  /** POST: a share link to the debtor's statement for a range (admins). */
  debtorShareLink: '/api/businesses/:businessId/debtors/:debtorId/statement-share-link',
  /** POST: a share link to the supplier's statement for a range (admins). */
  supplierShareLink: '/api/businesses/:businessId/suppliers/:supplierId/statement-share-link',
  /** GET: the recent share links (admins), to revoke one. */
  shareLinks: '/api/businesses/:businessId/share-links',
  /** DELETE: revoke a link (admins). */
  shareLink: '/api/businesses/:businessId/share-links/:linkId',
  /** POST: send (SMS, e-mail) or prepare (WhatsApp) the link's message to a number or address; logged. */
  sendShareLink: '/api/businesses/:businessId/share-links/:linkId/send',
  /** GET: the message log, newest first (admins), optionally one recipient's. */
  messages: '/api/businesses/:businessId/messages',
  /** GET: which channels can send now (the share buttons). */
  channels: '/api/businesses/:businessId/messaging/channels',
  /** GET, PUT: the SMS gateway (admins; the key masked). */
  smsGateway: '/api/businesses/:businessId/settings/sms-gateway',
  /** POST: a test SMS through the saved gateway (admins); logged. */
  smsTest: '/api/businesses/:businessId/settings/sms-gateway/test',
} as const;

/** The public page: the only page without a session (not under /api). */
export const PUBLIC_SHARE_ROUTE = '/r/:token';
/** What the server registers: any path under /r/, so a token of any length meets the same 404 page. */
export const PUBLIC_SHARE_WILDCARD = '/r/*';
export const publicSharePath = (token: string) => `/r/${token}`;

export const MESSAGING_PATHS = pathBuilders(MESSAGING_ROUTES);

export const MESSAGE_CHANNELS = ['whatsapp', 'sms', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const MESSAGE_PURPOSES = ['receipt', 'statement', 'reminder', 'other'] as const;
export type MessagePurpose = (typeof MESSAGE_PURPOSES)[number];
export const MESSAGE_STATUSES = ['prepared', 'sent', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const RECIPIENT_KINDS = ['customer', 'debtor', 'supplier'] as const;
export type RecipientKind = (typeof RECIPIENT_KINDS)[number];

/** How long a share link lives unless told otherwise. */
export const SHARE_LINK_DAYS = 30;

export { MESSAGING_MESSAGES } from '../messages/messaging';
