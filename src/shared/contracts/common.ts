import { z } from 'zod';
import { formatBound } from '../domain/bounds';
import { isPlainDecimalText } from '../domain/decimal-text';
import { codePointLength, normalizeName } from '../domain/names';
import { issueOf, says, type Said } from '../messages/zod-refs';

/** Path ids: integers for business-owned rows, arriving as text in the URL. */
export const IdParam = z.coerce.number().int().positive().max(2_147_483_647);
export const BusinessIdParams = z.object({ businessId: IdParam });
export type BusinessIdParams = z.infer<typeof BusinessIdParams>;
export const IdParams = z.object({ id: IdParam });
export type IdParams = z.infer<typeof IdParams>;

const NOT_PLAIN = Symbol('not a plain decimal');

/**
 * A decimal that arrives as a JSON number or as plain decimal text ("1250.50", "-3", "0.250");
 * empty text is "absent". Anything else — "Rs. 450", "1,250", ".450", "0x10", "1e3", " 12 " — is
 * refused with `invalid`: the client reads what a person typed (src/shared/domain/decimal-text.ts)
 * and sends only plain decimals, so the server never guesses. `min`/`max` are the bounds
 * (src/shared/domain/bounds.ts); each failure gives exactly one message.
 */
export function decimalInput(opts: {
  places: number;
  /** When the value is missing. */
  message?: Said;
  /** When it is not a plain decimal. */
  invalid?: Said;
  min?: number;
  minMessage?: Said;
  max?: number;
  maxMessage?: Said;
}) {
  const required = opts.message ?? says('REQUIRED');
  const invalid = opts.invalid ?? opts.message ?? says('NOT_A_NUMBER');
  const scale = 10 ** opts.places;
  return z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      if (v.trim() === '') return undefined;
      return isPlainDecimalText(v) ? Number(v) : NOT_PLAIN;
    },
    z.number({ error: (issue) => (issue.input == null ? required : invalid).error(issue) }).superRefine((n, ctx) => {
      const fail = (said: Said) => ctx.addIssue({ code: 'custom', ...issueOf(said), input: n });
      if (!Number.isFinite(n)) return fail(invalid);
      if (opts.min !== undefined && n < opts.min) return fail(opts.minMessage ?? says('TOO_SMALL', { min: opts.min }));
      if (opts.max !== undefined && n > opts.max) return fail(opts.maxMessage ?? says('TOO_LARGE', { max: opts.max }));
      if (Math.abs(Math.round(n * scale) - n * scale) >= 1e-6) return fail(says('DECIMAL_PLACES', { places: opts.places }));
    }),
  );
}

/** "Selling price must be at most LKR 10,000,000.00" */
export const moneyBound = (label: string, max: number): Said => says('FIELD_TOO_LARGE_money', { label, max: formatBound(max, 2) });
/** "Stock must be at most 1,000,000" */
export const quantityBound = (label: string, max: number): Said => says('FIELD_TOO_LARGE', { label, max: formatBound(max) });

/** An amount of money (2 places, not negative) up to `max` rupees, with the field's own messages. */
export function moneyInput(label: string, max: number, required = says('FIELD_REQUIRED', { label })) {
  return decimalInput({
    places: 2,
    message: required,
    invalid: says('FIELD_NOT_A_NUMBER_money', { label }),
    min: 0,
    minMessage: says('NEGATIVE'),
    max,
    maxMessage: moneyBound(label, max),
  });
}

/** A quantity (3 places, not negative) up to `max` units, with the field's own messages. */
export function quantityInput(label: string, max: number, required = says('FIELD_REQUIRED', { label })) {
  return decimalInput({
    places: 3,
    message: required,
    invalid: says('FIELD_NOT_A_NUMBER_quantity', { label }),
    min: 0,
    minMessage: says('NEGATIVE'),
    max,
    maxMessage: quantityBound(label, max),
  });
}

/**
 * A name people will see (product, category, customer, supplier, business…): normalised before
 * checking and storing (src/shared/domain/names.ts), so "Sugar" + U+200B is "Sugar", a name of
 * only invisible characters is missing, and the length counts characters (code points), not
 * UTF-16 units: 200 emoji fit a 200-character name, 201 are "too long", not "required".
 */
export function nameInput(label: string, max: number) {
  const required = says('FIELD_REQUIRED', { label });
  return z.preprocess(
    (v) => (typeof v === 'string' ? normalizeName(v) : v),
    z
      .string({ error: (issue) => (issue.code === 'invalid_type' ? required.error(issue) : undefined) })
      .min(1, required)
      .refine((s) => codePointLength(s) <= max, says('FIELD_TOO_LONG', { label, max })),
  );
}

/** An optional name (a customer's, a walk-in buyer's): normalised like `nameInput`; empty means "none" (null). */
export function optionalNameInput(max: number) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? normalizeName(v) || null : v),
    z
      .string()
      .refine((s) => codePointLength(s) <= max, says('AT_MOST_CHARACTERS', { max }))
      .nullable()
      .optional(),
  );
}
