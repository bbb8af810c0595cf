import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TAX_PATHS, type TaxPanelData } from '../../../../shared/contracts/tax';
import { api } from '../../../lib/api';
import { taxKeys } from './keys';

export const panelDataQuery = (businessId: number, from: string, to: string) =>
  queryOptions({
    queryKey: taxKeys.panel(businessId, from, to),
    queryFn: () => api.get<TaxPanelData>(`${TAX_PATHS.panelData(businessId)}?${new URLSearchParams({ from, to })}`),
    // A new From–To keeps the figures on screen until the new ones arrive (no loading flash).
    placeholderData: keepPreviousData,
  });

export function usePanelData(businessId: number, from: string, to: string) {
  return useQuery({ ...panelDataQuery(businessId, from, to), enabled: businessId > 0 && !!from && !!to && from <= to });
}
