// LankaQR: the shop's static payload from its bank, kept in the business's
// settings. The till reads it to make each sale's dynamic code (shared/domain/lankaqr.ts).
import { z } from 'zod';
import type { LankaQrSettingsData } from './lankaqr-paths';

export * from './lankaqr-paths';

export const LankaQrSettings = z.object({
  payload: z.string().nullable(),
  merchantName: z.string().nullable(),
  merchantCity: z.string().nullable(),
}) satisfies z.ZodType<LankaQrSettingsData>;
export type LankaQrSettings = z.infer<typeof LankaQrSettings>;

/**
 * The payload as pasted or scanned. Only its size is checked here: what is wrong with a payload
 * (checksum, country, currency…) is the domain's answer, a 422 with its own code.
 */
export const SaveLankaQrInput = z.object({ payload: z.string().max(2000) });
export type SaveLankaQrInput = z.infer<typeof SaveLankaQrInput>;
