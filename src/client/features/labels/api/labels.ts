import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InventoryResponse } from '#shared/contracts/inventory';
import { INVENTORY_PATHS } from '#shared/contracts/inventory-paths';
import type { LabelList } from '#shared/contracts/labels';
import { LABEL_PATHS, type LabelSource } from '#shared/contracts/labels-paths';
import type { Grn } from '#shared/contracts/procurement';
import { PROCUREMENT_PATHS } from '#shared/contracts/procurement-paths';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/** Under the inventory prefix: a product change refreshes the labels too. */
const labelsKey = (businessId: number, source: LabelSource | null) => [...queryKeys.inventory.all(businessId), 'labels', source] as const;

export const useLabelRows = (businessId: number, source: LabelSource | null) =>
  useQuery({
    queryKey: labelsKey(businessId, source),
    queryFn: () => api.get<LabelList>(LABEL_PATHS.labels(businessId, source!)),
    enabled: businessId > 0 && source !== null,
    placeholderData: keepPreviousData,
  });

/** The products to choose from: the inventory's own answer (shared with the products list). */
export const useLabelProducts = (businessId: number) =>
  useQuery({
    queryKey: queryKeys.inventory.all(businessId),
    queryFn: () => api.get<InventoryResponse>(INVENTORY_PATHS.inventory(businessId)),
    enabled: businessId > 0,
  });

/** The goods received notes to choose from (procurement's list; absent without that module). */
export const useLabelGrns = (businessId: number, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.procurement.grns(businessId),
    queryFn: () => api.get<Grn[]>(PROCUREMENT_PATHS.grns(businessId)),
    enabled: enabled && businessId > 0,
    staleTime: 60_000,
    retry: false,
  });
