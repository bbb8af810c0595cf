/**
 * Messaging: share links, the SMS gateway's settings and the recipients
 * of a message (src/server/features/messaging).
 */
export const MESSAGING_MESSAGES = {
  SHARE_LINK_NOT_FOUND: 'Share link not found',
  SMS_NOT_CONFIGURED: 'SMS cannot be sent: no SMS gateway is configured in Settings.',
  SMS_GATEWAY_URL_INVALID: 'The gateway URL must start with http:// or https://',
  RECIPIENT_PHONE_INVALID: 'Enter a valid phone number',
  RECIPIENT_EMAIL_INVALID: 'Enter a valid e-mail address',
  STATEMENT_RANGE_INVALID: 'The statement must start on or before its last day',
} as const;
