import { queryOptions, useQuery } from '@tanstack/react-query';
import { SCALE_BARCODE_PATHS, type ScaleBarcodeSettings } from '#shared/contracts/scale-barcodes';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/** The shop's scale barcode rules (the till reads them under the same key). */
export const scaleBarcodesQuery = (businessId: number) =>
  queryOptions({
    queryKey: queryKeys.scaleBarcodes(businessId),
    queryFn: () => api.get<ScaleBarcodeSettings>(SCALE_BARCODE_PATHS.scaleBarcodes(businessId)),
    staleTime: 30_000,
  });

export const useScaleBarcodes = (businessId: number) => useQuery(scaleBarcodesQuery(businessId));
