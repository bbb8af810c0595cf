import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SCALE_BARCODE_PATHS, type SaveScaleBarcodesInput, type ScaleBarcodeSettings } from '#shared/contracts/scale-barcodes';
import { api } from '#client/lib/api';
import { scaleBarcodesQuery } from './get-scale-barcodes';

/** Saves the rules, or `{ rules: null }` to go back to the defaults; the answer replaces the cached rules. */
export function useSaveScaleBarcodes(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveScaleBarcodesInput) => api.put<ScaleBarcodeSettings>(SCALE_BARCODE_PATHS.scaleBarcodes(businessId), input),
    onSuccess: (saved) => qc.setQueryData(scaleBarcodesQuery(businessId).queryKey, saved),
  });
}
