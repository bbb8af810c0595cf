import { ACCOUNT_MESSAGES } from './accounts';
import { ADJUSTMENT_MESSAGES } from './adjustments';
import { BUSINESS_MESSAGES } from './business';
import { CREDITOR_ERROR_MESSAGES } from './creditors';
import { CUSTOMER_MESSAGES } from './customers';
import { GENERAL_MESSAGES } from './general';
import { IMPORT_ERROR_MESSAGES } from './imports';
import { LANKAQR_MESSAGES } from './lankaqr';
import { MESSAGING_MESSAGES } from './messaging';
import { OFFLINE_SHIFT_MESSAGES } from './offline-shifts';
import { PRODUCT_IMAGE_MESSAGES } from './product-images';
import { REMINDER_MESSAGES } from './reminders';
import { SCALE_MESSAGES } from './scale';
import { createMatcher, splitKey, type MessageRef } from './match';
import { SALE_MESSAGES } from './sales';
import { STOCK_MESSAGES } from './stock';
import { SUPPLIER_RETURN_MESSAGES } from './supplier-returns';
import { ZOD_MESSAGES } from './zod';

export { TERMS } from './terms';
export { createMatcher, render, splitKey, type MessageParams, type MessageRef } from './match';

/**
 * Every English message the API or a shared schema can produce, by stable key (docs/i18n.md,
 * "Server messages"). The client's `errors` catalogue has one entry per key — in English exactly
 * this text — and a test keeps them equal. To add a message: add `CODE: 'English text'` (variables
 * as {{name}}) to the feature's file here, then the same key to locales/{en,si,ta}/errors.json.
 */
export const MESSAGES = {
  ...GENERAL_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...SALE_MESSAGES,
  ...CUSTOMER_MESSAGES,
  ...STOCK_MESSAGES,
  ...BUSINESS_MESSAGES,
  ...ZOD_MESSAGES,
  ...OFFLINE_SHIFT_MESSAGES,
  ...LANKAQR_MESSAGES,
  ...SCALE_MESSAGES,
  ...ADJUSTMENT_MESSAGES,
  ...PRODUCT_IMAGE_MESSAGES,
  ...REMINDER_MESSAGES,
  ...IMPORT_ERROR_MESSAGES,
  ...CREDITOR_ERROR_MESSAGES,
  ...MESSAGING_MESSAGES,
  ...SUPPLIER_RETURN_MESSAGES,
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** The codes an error body may carry: each key's code (a key's lowercase context suffix dropped). */
export const MESSAGE_CODES: ReadonlySet<string> = new Set(Object.keys(MESSAGES).map((k) => splitKey(k).code));

const matcher = createMatcher(MESSAGES);

/**
 * The registered code (and params) of an English message; undefined when it is not registered.
 * Not how the server finds a code (a field message carries its own: ./zod-refs.ts): the tests use
 * it to prove the texts and the codes agree.
 */
export const messageRef = (message: string): MessageRef | undefined => matcher.match(message);

/**
 * What is wrong with an error body's codes (the route matrix and the fuzzer assert none): its code
 * and every field's code must be registered, with an entry in every `errors` catalogue, and a field
 * message answered INVALID_VALUE must be that entry's own text (any other text reached the answer
 * without its code: the error handler's fallback).
 */
export function unregisteredCodes(body: unknown): string[] {
  const b = (body ?? {}) as {
    code?: unknown;
    message?: unknown;
    fieldErrors?: Record<string, string[]>;
    fieldCodes?: Record<string, { code?: unknown }[]>;
  };
  const out: string[] = [];
  if (typeof b.code !== 'string' || !MESSAGE_CODES.has(b.code)) out.push(`code ${String(b.code)} for "${String(b.message)}"`);
  for (const [field, refs] of Object.entries(b.fieldCodes ?? {}))
    refs.forEach((r, i) => {
      if (typeof r.code !== 'string' || !MESSAGE_CODES.has(r.code)) out.push(`${field}: code ${String(r.code)}`);
      const text = b.fieldErrors?.[field]?.[i];
      if (r.code === 'INVALID_VALUE' && text !== undefined && text !== MESSAGES.INVALID_VALUE)
        out.push(`${field}: "${text}" carries no code`);
    });
  return out;
}
