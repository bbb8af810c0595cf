// The zod-free part of the backups contract: its route templates, which the server registers, and
// the URL builders the client fills them with (./fill-path); `./backups` re-exports it.

import { pathBuilders } from './fill-path';

/** The route templates the server registers (fill them with `BACKUP_PATHS` or `fillPath`). */
export const BACKUP_ROUTES = {
  /** The shop's owner/admin: the platform's last good backup and the warning (dashboard). */
  businessStatus: '/api/businesses/:businessId/backup-status',
  /** The super admin: the same, the settings and the latest runs with their errors. */
  platform: '/api/admin/backups',
  /** The super admin's "Back up now". */
  run: '/api/admin/backups/run',
} as const;

export const BACKUP_PATHS = pathBuilders(BACKUP_ROUTES);
