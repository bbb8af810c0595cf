// The Idempotency-Key every money-moving write accepts (sales require it): its header, its form
// and the messages of the 422/400 it can cause. Zod-free, so the till imports it cheaply.

/** Lower-case, as Node hands request headers over; HTTP header names are case-insensitive. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** A UUID (what the client sends) or any other 8–128 URL-safe characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

export const IDEMPOTENCY_MESSAGES = {
  keyInvalid: 'Idempotency-Key is not valid',
  keyReused: 'This Idempotency-Key was already used for a different request',
  inProgress: 'This request is still being processed. Please retry.',
} as const;
