import { queryOptions, useQuery } from '@tanstack/react-query';
import { usersPath, type BusinessUser } from '#shared/contracts/users';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

export const usersQuery = (businessId: number) =>
  queryOptions({ queryKey: queryKeys.business.users(businessId), queryFn: () => api.get<BusinessUser[]>(usersPath(businessId)) });

/** Fetched only for admins. */
export const useUsers = (businessId: number | undefined, enabled: boolean) =>
  useQuery({ ...usersQuery(businessId ?? 0), enabled: enabled && businessId !== undefined });
