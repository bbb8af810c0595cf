import { z } from 'zod';
import type { ErrorRef } from '../errors';
import { MESSAGES, type MessageKey } from './index';
import { render, splitKey } from './match';

/**
 * How a zod issue carries its registry entry: the schema names the entry (`says('FIELD_REQUIRED',
 * { label: 'Quantity' })`), and the issue zod makes holds both the English text (its `message`,
 * what a form shows) and the ref (`{ code, params? }`, what the API's fieldCodes answer). The
 * server never reads a message to find its code.
 *
 * zod (4) calls a schema's or check's error function with the raw issue and copies the raw issue's
 * own keys onto the final one after taking the message, so the function stamps `ref` on it. Issues
 * zod words itself (invalid_type, too_small… with no message of the schema's) get theirs from the
 * issue's code and fields (`zodRef`), stamped by a global customError installed below.
 */
type VarsOf<S extends string> = S extends `${string}{{${infer V}}}${infer Rest}` ? V | VarsOf<Rest> : never;
/** The variables an entry's text needs ("{{label}} is required" → { label }). */
export type EntryParams<K extends MessageKey> = Record<VarsOf<(typeof MESSAGES)[K]>, string | number>;
type ParamsArg<K extends MessageKey> = [VarsOf<(typeof MESSAGES)[K]>] extends [never] ? [] : [params: EntryParams<K>];

/** A raw zod issue as an error function sees it: the ref goes on it. */
type RawIssue = { ref?: ErrorRef };
/** zod's `error` option (a schema's, a check's, a refine's) naming a registry entry. */
export interface Said {
  error: (issue: object) => string;
}

const VAR = /\{\{\s*(\w+)\s*\}\}/g;

/** The ref of an entry: its code, its variables in the text's order, and its context ending. */
export function entryRef(key: MessageKey, params: Record<string, string | number> = {}): ErrorRef {
  const text: string = MESSAGES[key];
  const values = Object.fromEntries([...text.matchAll(VAR)].map((m) => [m[1], String(params[m[1]])]));
  const { code, context } = splitKey(key);
  const all = context ? { ...values, context } : values;
  return Object.keys(all).length ? { code, params: all } : { code };
}

/** The English text of an entry with its variables. */
export function entryText(key: MessageKey, params: Record<string, string | number> = {}): string {
  return render(MESSAGES[key], Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])));
}

/**
 * The error option of a schema or check saying an entry: `z.string(says('X'))`, `.min(1, says('X'))`,
 * `.refine(fn, { ...says('X'), path: ['to'] })`.
 */
export function says<K extends MessageKey>(key: K, ...[params]: ParamsArg<K>): Said {
  const message = entryText(key, params);
  const ref = entryRef(key, params);
  return {
    error: (issue) => {
      (issue as RawIssue).ref = ref;
      return message;
    },
  };
}

/** An issue's message and ref, for `ctx.addIssue({ code: 'custom', path, ...saying('X') })`. */
export function saying<K extends MessageKey>(key: K, ...[params]: ParamsArg<K>): { message: string; ref: ErrorRef } {
  return { message: entryText(key, params), ref: entryRef(key, params) };
}

/** The message and ref a `says` option gives, for an issue a refinement adds itself. */
export function issueOf(said: Said): { message: string; ref: ErrorRef } {
  const raw: RawIssue = {};
  const message = said.error(raw);
  return { message, ref: raw.ref! };
}

/** The ref a finished zod issue carries (undefined: its schema wrote a text without naming an entry). */
export const issueRef = (issue: object): ErrorRef | undefined => (issue as RawIssue).ref;

/* eslint-disable @typescript-eslint/no-explicit-any -- zod's raw issues, by their code */
const FORMATS: Record<string, string> = {
  regex: 'input',
  email: 'email address',
  url: 'URL',
  emoji: 'emoji',
  uuid: 'UUID',
  uuidv4: 'UUIDv4',
  uuidv6: 'UUIDv6',
  nanoid: 'nanoid',
  guid: 'GUID',
  cuid: 'cuid',
  cuid2: 'cuid2',
  ulid: 'ULID',
  xid: 'XID',
  ksuid: 'KSUID',
  datetime: 'ISO datetime',
  date: 'ISO date',
  time: 'ISO time',
  duration: 'ISO duration',
  ipv4: 'IPv4 address',
  ipv6: 'IPv6 address',
  mac: 'MAC address',
  cidrv4: 'IPv4 range',
  cidrv6: 'IPv6 range',
  base64: 'base64-encoded string',
  base64url: 'base64url-encoded string',
  json_string: 'JSON string',
  e164: 'E.164 number',
  currency_code: 'currency code',
  credit_card: 'credit card number',
  iban: 'IBAN',
  jwt: 'JWT',
  template_literal: 'input',
};
const SIZED: Record<string, string> = { string: 'characters', file: 'bytes', array: 'items', set: 'items', map: 'entries' };
const typeName = (type: string, input?: unknown) =>
  type === 'number' && typeof input === 'number' && !Number.isFinite(input) ? String(input) : type === 'nan' ? 'NaN' : type;

/**
 * The entry of a message zod words itself (its English locale, src/shared/messages/zod.ts), from the
 * raw issue's code and fields, with the variables the locale puts in the text.
 */
export function zodRef(iss: any): ErrorRef {
  const util = z.util as any;
  switch (iss.code) {
    case 'invalid_type':
      return entryRef('ZOD_INVALID_TYPE', { expected: typeName(iss.expected), received: typeName(util.parsedType(iss.input), iss.input) });
    case 'invalid_value':
      return iss.values.length === 1
        ? entryRef('ZOD_INVALID_VALUE', { expected: util.stringifyPrimitive(iss.values[0]) })
        : entryRef('ZOD_INVALID_OPTION', { options: util.joinValues(iss.values, '|') });
    case 'too_big':
    case 'too_small': {
      const big = iss.code === 'too_big';
      const adj = iss.exact ? 'exactly ' : iss.inclusive ? (big ? '<=' : '>=') : big ? '<' : '>';
      const limit = `${adj}${(big ? iss.maximum : iss.minimum).toString()}`;
      const unit = SIZED[iss.origin];
      const origin = big ? (iss.origin ?? 'value') : String(iss.origin);
      if (unit) return entryRef(big ? 'ZOD_TOO_BIG_size' : 'ZOD_TOO_SMALL_size', { origin, limit, unit });
      return entryRef(big ? 'ZOD_TOO_BIG' : 'ZOD_TOO_SMALL', { origin, limit });
    }
    case 'invalid_format':
      if (iss.format === 'regex') return entryRef('ZOD_INVALID_PATTERN', { pattern: String(iss.pattern) });
      if (iss.format === 'email') return entryRef('INVALID_EMAIL'); // the same words as the schemas' own
      if (iss.format === 'starts_with') return entryRef('ZOD_INVALID_FORMAT', { format: `string: must start with "${iss.prefix}"` });
      if (iss.format === 'ends_with') return entryRef('ZOD_INVALID_FORMAT', { format: `string: must end with "${iss.suffix}"` });
      if (iss.format === 'includes') return entryRef('ZOD_INVALID_FORMAT', { format: `string: must include "${iss.includes}"` });
      return entryRef('ZOD_INVALID_FORMAT', { format: FORMATS[iss.format] ?? iss.format });
    case 'not_multiple_of':
      return entryRef('ZOD_NOT_MULTIPLE_OF', { divisor: String(iss.divisor) });
    case 'unrecognized_keys':
      return entryRef(iss.keys.length > 1 ? 'ZOD_UNRECOGNIZED_KEYS' : 'ZOD_UNRECOGNIZED_KEY', { keys: util.joinValues(iss.keys, ', ') });
    case 'invalid_key':
      return entryRef('ZOD_INVALID_KEY', { origin: String(iss.origin) });
    case 'invalid_element':
      return entryRef('ZOD_INVALID_ELEMENT', { origin: String(iss.origin) });
    case 'invalid_union':
      if (Array.isArray(iss.options) && iss.options.length > 0)
        return entryRef('ZOD_INVALID_DISCRIMINATOR', { options: iss.options.map((o: unknown) => `'${String(o)}'`).join(' | ') });
      return entryRef(iss.inclusive === false ? 'ZOD_INVALID_UNION' : 'ZOD_INVALID_INPUT');
    default:
      return entryRef('ZOD_INVALID_INPUT');
  }
}

// zod's own wording stays (the locale answers); the issue gets the ref of that wording. A
// customError runs only when neither the check nor the schema gave a message. An issue added as
// `ctx.addIssue({ ...says('X') })` (rather than `...saying('X')`) brings its error function along:
// it speaks for the issue, and is not kept on it.
const previous = z.config().customError;
z.config({
  customError: (iss: any) => {
    if (typeof iss.error === 'function') {
      const said = iss.error as Said['error'];
      delete iss.error;
      return said(iss);
    }
    const message = previous?.(iss);
    if (message === undefined || message === null) iss.ref ??= zodRef(iss);
    return message;
  },
});
/* eslint-enable @typescript-eslint/no-explicit-any */
