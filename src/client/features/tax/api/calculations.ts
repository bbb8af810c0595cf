import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TAX_PATHS, type TaxCalculation } from '#shared/contracts/tax';
import { api } from '#client/lib/api';
import { invalidateTax } from './keys';

export function useCalculate(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (period: string) => api.post<TaxCalculation>(TAX_PATHS.calculate(businessId), { period }),
    onSuccess: () => invalidateTax(qc, businessId),
  });
}

export function useSetCalculationStatus(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'submitted' | 'paid' }) =>
      api.patch<TaxCalculation>(TAX_PATHS.calculation(businessId, id), { status }),
    onSuccess: () => invalidateTax(qc, businessId),
  });
}
