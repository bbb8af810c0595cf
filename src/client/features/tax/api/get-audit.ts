import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TAX_PATHS, type AuditPage } from '#shared/contracts/tax';
import { api } from '#client/lib/api';
import { taxKeys } from './keys';

export type AuditFilters = { page: number; pageSize: number; verb: string; entityType: string; from: string; to: string };

export const auditQuery = (businessId: number, f: AuditFilters) =>
  queryOptions({
    queryKey: taxKeys.audit(businessId, f),
    queryFn: () => {
      const params = new URLSearchParams({ page: String(f.page), pageSize: String(f.pageSize) });
      for (const key of ['verb', 'entityType', 'from', 'to'] as const) if (f[key]) params.set(key, f[key]);
      return api.get<AuditPage>(`${TAX_PATHS.audit(businessId)}?${params}`);
    },
    placeholderData: keepPreviousData,
  });

export const useAudit = (businessId: number, f: AuditFilters) => useQuery(auditQuery(businessId, f));
