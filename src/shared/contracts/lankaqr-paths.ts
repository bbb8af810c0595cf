// The zod-free part of the LankaQR contract: the till imports its path and answer type
// from here without pulling zod into its first paint; `./lankaqr` re-exports it.
import { pathBuilders } from './fill-path';

export const LANKAQR_ROUTES = {
  lankaqr: '/api/businesses/:businessId/lankaqr',
} as const;

export const LANKAQR_PATHS = pathBuilders(LANKAQR_ROUTES);

/** The stored payload and what it says (null throughout when the shop has none). */
export type LankaQrSettingsData = { payload: string | null; merchantName: string | null; merchantCity: string | null };
