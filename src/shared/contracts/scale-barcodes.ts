import { z } from 'zod';
import {
  EAN13_DATA_DIGITS,
  MAX_DECIMALS,
  MAX_SCALE_RULES,
  overlappingPrefixes,
  SCALE_BARCODE_KINDS,
  valueDigitsOf,
} from '../domain/scale-barcode';
import { saying, says } from '../messages/zod-refs';

export * from './scale-barcode-paths';

/** The value needs room: a 3-digit weight (0.999 kg) is the least a layout may leave it. */
const MIN_VALUE_DIGITS = 3;

/** One layout: prefix, item-code length, weight or price, decimals (shared/domain/scale-barcode.ts). */
export const ScaleBarcodeRule = z
  .object({
    prefix: z.string(says('SCALE_PREFIX_INVALID')).regex(/^[0-9]{1,3}$/, says('SCALE_PREFIX_INVALID')),
    itemDigits: z
      .number(says('SCALE_ITEM_DIGITS_INVALID'))
      .int(says('SCALE_ITEM_DIGITS_INVALID'))
      .min(4, says('SCALE_ITEM_DIGITS_INVALID'))
      .max(6, says('SCALE_ITEM_DIGITS_INVALID')),
    kind: z.enum(SCALE_BARCODE_KINDS, says('SCALE_KIND_INVALID')),
    decimals: z
      .number(says('SCALE_DECIMALS_INVALID'))
      .int(says('SCALE_DECIMALS_INVALID'))
      .min(0, says('SCALE_DECIMALS_INVALID'))
      .max(3, says('SCALE_DECIMALS_INVALID')),
  })
  .refine((r) => r.decimals <= MAX_DECIMALS[r.kind], { path: ['decimals'], ...says('SCALE_DECIMALS_INVALID') })
  .refine((r) => valueDigitsOf(r) >= MIN_VALUE_DIGITS && r.prefix.length + r.itemDigits < EAN13_DATA_DIGITS, {
    path: ['itemDigits'],
    ...says('SCALE_VALUE_TOO_SHORT'),
  });
export type ScaleBarcodeRule = z.infer<typeof ScaleBarcodeRule>;

/** A nomenclature: up to 10 rules, no prefix beginning another (a code would match both). */
export const ScaleBarcodeRules = z
  .array(ScaleBarcodeRule)
  .max(MAX_SCALE_RULES, says('SCALE_TOO_MANY_RULES'))
  .superRefine((rules, ctx) => {
    for (const [, j] of overlappingPrefixes(rules))
      ctx.addIssue({ code: 'custom', path: [j, 'prefix'], ...saying('SCALE_PREFIX_OVERLAP') });
  });

/** PUT: the shop's rules, or null to go back to the common layouts. An empty list turns scale labels off. */
export const SaveScaleBarcodesInput = z.object({ rules: ScaleBarcodeRules.nullable() });
export type SaveScaleBarcodesInput = z.infer<typeof SaveScaleBarcodesInput>;

export const ScaleBarcodeSettings = z.object({
  rules: z.array(ScaleBarcodeRule),
  /** True when the shop has not set its own rules: the defaults are in force. */
  isDefault: z.boolean(),
});
export type ScaleBarcodeSettings = z.infer<typeof ScaleBarcodeSettings>;

/** A product's scale item code (PLU): 1–6 digits as the scale prints it; leading zeros dropped. */
export const scaleCodeInput = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v),
    z
      .string(says('SCALE_CODE_INVALID'))
      .regex(/^[0-9]{1,6}$/, says('SCALE_CODE_INVALID'))
      .refine((s) => /[1-9]/.test(s), says('SCALE_CODE_INVALID'))
      .transform((s) => s.replace(/^0+/, ''))
      .nullable()
      .optional(),
  );
