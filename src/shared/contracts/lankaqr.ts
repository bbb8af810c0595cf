// LankaQR (issue 22 point 3): the shop's static payload from its bank, kept in the business's
// settings. The till reads it to make each sale's dynamic code (shared/domain/lankaqr.ts).
import { z } from 'zod';
import { fillPath } from './fill-path';

export const LANKAQR_ROUTES = {
  lankaqr: '/api/businesses/:businessId/lankaqr',
} as const;

export const LANKAQR_PATHS = {
  lankaqr: (businessId: number) => fillPath(LANKAQR_ROUTES.lankaqr, { businessId }),
} as const;

/** The stored payload and what it says (null throughout when the shop has none). */
export const LankaQrSettings = z.object({
  payload: z.string().nullable(),
  merchantName: z.string().nullable(),
  merchantCity: z.string().nullable(),
});
export type LankaQrSettings = z.infer<typeof LankaQrSettings>;

/**
 * The payload as pasted or scanned. Only its size is checked here: what is wrong with a payload
 * (checksum, country, currency…) is the domain's answer, a 422 with its own code.
 */
export const SaveLankaQrInput = z.object({ payload: z.string().max(2000) });
export type SaveLankaQrInput = z.infer<typeof SaveLankaQrInput>;
