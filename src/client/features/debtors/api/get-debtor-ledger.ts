import { useQuery } from '@tanstack/react-query';
import { DEBTOR_PATHS, type DebtorLedger } from '#shared/contracts/debtors';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

// Under the debtors key, so a payment or an edit (invalidateDebtorData) refreshes it too.
export function useDebtorLedger(businessId: number, debtorId: number | null) {
  return useQuery({
    queryKey: queryKeys.debtors.ledger(businessId, debtorId),
    queryFn: () => api.get<DebtorLedger>(DEBTOR_PATHS.ledger(debtorId!)),
    enabled: debtorId !== null,
  });
}
