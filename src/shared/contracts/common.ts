import { z } from 'zod';

/** Path ids: integers for business-owned rows, arriving as text in the URL. */
export const IdParam = z.coerce.number().int().positive().max(2_147_483_647);
export const BusinessIdParams = z.object({ businessId: IdParam });
export type BusinessIdParams = z.infer<typeof BusinessIdParams>;
export const IdParams = z.object({ id: IdParam });
export type IdParams = z.infer<typeof IdParams>;

export const ErrorResponse = z.object({
  message: z.string(),
  code: z.string().optional(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});

/** A decimal that arrives as a number or numeric text ("1250.50"); empty text is "absent". */
export function decimalInput(opts: { places: number; message?: string }) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v),
    z
      .number({ error: opts.message })
      .refine((n) => Number.isFinite(n), { message: opts.message ?? 'Must be a number' })
      .refine((n) => Math.abs(Math.round(n * 10 ** opts.places) - n * 10 ** opts.places) < 1e-6, {
        message: `At most ${opts.places} decimal places`,
      }),
  );
}
