// The zod-free part of the scale-barcodes contract: the till reads its rules offline without
// loading zod; `./scale-barcodes` re-exports it.

import { pathBuilders } from './fill-path';

export const SCALE_BARCODE_ROUTES = {
  scaleBarcodes: '/api/businesses/:businessId/scale-barcodes',
} as const;

export const SCALE_BARCODE_PATHS = pathBuilders(SCALE_BARCODE_ROUTES);
