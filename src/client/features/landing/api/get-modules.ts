import { queryOptions, useQuery } from '@tanstack/react-query';
import { MODULES_PATH } from '#shared/contracts/module-paths';
import type { Module } from '#shared/contracts/modules';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

export const modulesQuery = queryOptions({
  queryKey: queryKeys.modules,
  queryFn: () => api.get<Module[]>(MODULES_PATH),
  staleTime: 60 * 60 * 1000,
});

export const useModules = () => useQuery(modulesQuery);
