import { queryOptions, useQuery } from '@tanstack/react-query';
import { SYSTEM_PATHS } from '#shared/contracts/system-paths';
import { api, ApiError } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

export interface Health {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
  databaseKind: 'postgres';
  databaseLatencyMs: number | null;
  uptimeSeconds: number;
}

/** A 503 still carries the health body (database down); treat it as data, not as an error. */
export const healthQuery = queryOptions({
  queryKey: queryKeys.admin.health,
  queryFn: async () => {
    try {
      return await api.get<Health>(SYSTEM_PATHS.health);
    } catch (err) {
      if (err instanceof ApiError && err.status === 503 && err.body) return err.body as Health;
      throw err;
    }
  },
  refetchInterval: 30_000,
});
export const useHealth = () => useQuery(healthQuery);
