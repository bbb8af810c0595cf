import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CashMovement,
  CashMovementInput,
  CloseShiftInput,
  OpenShiftInput,
  Shift,
  ShiftReport,
} from '../../../../shared/contracts/shifts';
import { SHIFT_PATHS } from '../../../../shared/contracts/shift-paths';
import { api } from '../../../lib/api';
import type { IdempotencyHeaders } from '../../../lib/use-idempotency-key';
import { shiftKeys } from './shift-keys';

// Each write moves money (the float, cash in or out, the count): `headers` carries the dialog's
// Idempotency-Key, so a retry after a lost answer is recorded once.

function useShiftWrite<I, O>(businessId: number, send: (input: I, headers: IdempotencyHeaders) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ input, headers }: { input: I; headers: IdempotencyHeaders }) => send(input, headers),
    onSuccess: () => qc.invalidateQueries({ queryKey: shiftKeys.all(businessId) }),
  });
}

export const useOpenShift = (businessId: number) =>
  useShiftWrite<OpenShiftInput, Shift>(businessId, (input, headers) => api.post<Shift>(SHIFT_PATHS.list(businessId), input, { headers }));

export const useAddCashMovement = (businessId: number, shiftId: number) =>
  useShiftWrite<CashMovementInput, CashMovement>(businessId, (input, headers) =>
    api.post<CashMovement>(SHIFT_PATHS.cashMovements(businessId, shiftId), input, { headers }),
  );

export const useCloseShift = (businessId: number, shiftId: number) =>
  useShiftWrite<CloseShiftInput, ShiftReport>(businessId, (input, headers) =>
    api.post<ShiftReport>(SHIFT_PATHS.close(businessId, shiftId), input, { headers }),
  );
