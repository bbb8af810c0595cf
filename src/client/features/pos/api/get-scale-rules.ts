import { queryOptions, useQuery } from '@tanstack/react-query';
import { SCALE_BARCODE_PATHS } from '#shared/contracts/scale-barcode-paths';
import type { ScaleBarcodeSettings } from '#shared/contracts/scale-barcodes';
import { api } from '#client/lib/api';
import { withOfflineSnapshot } from '#client/lib/offline-snapshot';
import { queryKeys } from '#client/lib/query-keys';

/**
 * The shop's scale barcode rules at the till. Same key as Settings, so a save there refreshes the
 * till; offline the device's last copy answers, so scale labels still read.
 */
export const scaleRulesQuery = (businessId: number) =>
  queryOptions({
    queryKey: queryKeys.scaleBarcodes(businessId),
    queryFn: () =>
      withOfflineSnapshot('scale-barcodes', () => api.get<ScaleBarcodeSettings>(SCALE_BARCODE_PATHS.scaleBarcodes(businessId)), {
        businessId,
      }),
    staleTime: 60_000,
    enabled: businessId > 0,
  });

export const useScaleRules = (businessId: number) => useQuery(scaleRulesQuery(businessId));
