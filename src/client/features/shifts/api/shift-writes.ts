import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CashMovement, CashMovementInput, CloseShiftInput, OpenShiftInput, Shift, ShiftReport } from '#shared/contracts/shifts';
import { SHIFT_PATHS } from '#shared/contracts/shift-paths';
import { api, serverMessageOf } from '#client/lib/api';
import type { IdempotencyHeaders } from '#client/lib/use-idempotency-key';
import { shiftKeys } from './shift-keys';

// Each write moves money (the float, cash in or out, the count): `headers` carries the dialog's
// Idempotency-Key, so a retry after a lost answer is recorded once.

function useShiftWrite<I, O>(businessId: number, send: (input: I, headers: IdempotencyHeaders) => Promise<O>, ownWay = false) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ input, headers }: { input: I; headers: IdempotencyHeaders }) => send(input, headers),
    // A write sent its own way decides itself what no connection means (React Query would pause it).
    networkMode: ownWay ? 'always' : 'online',
    onSuccess: () => qc.invalidateQueries({ queryKey: shiftKeys.all(businessId) }),
  });
}

/**
 * A write sent some other way than straight to the server (the till of a registered terminal,
 * queued on the device when there is no connection). Same input, same key, same answer.
 */
export type ShiftSend<I, O> = (input: I, headers: IdempotencyHeaders) => Promise<O>;

export const useOpenShift = (businessId: number, send?: ShiftSend<OpenShiftInput, Shift>) =>
  useShiftWrite<OpenShiftInput, Shift>(
    businessId,
    send ?? ((input, headers) => api.post<Shift>(SHIFT_PATHS.list(businessId), input, { headers })),
    !!send,
  );

export const useAddCashMovement = (businessId: number, shiftId: number, send?: ShiftSend<CashMovementInput, CashMovement>) =>
  useShiftWrite<CashMovementInput, CashMovement>(
    businessId,
    send ?? ((input, headers) => api.post<CashMovement>(SHIFT_PATHS.cashMovements(businessId, shiftId), input, { headers })),
    !!send,
  );

export const useCloseShift = (businessId: number, shiftId: number, send?: ShiftSend<CloseShiftInput, ShiftReport>) =>
  useShiftWrite<CloseShiftInput, ShiftReport>(
    businessId,
    send ?? ((input, headers) => api.post<ShiftReport>(SHIFT_PATHS.close(businessId, shiftId), input, { headers })),
    !!send,
  );

/** A write refused on the device before it was sent (no connection, not a till): its words for the cashier. */
export class ShiftWriteRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ShiftWriteRefused';
  }
}

/** What to tell the cashier of a failed write: the server's words, or the device's refusal. */
export const shiftWriteMessage = (err: unknown): string | undefined =>
  serverMessageOf(err, '') || (err instanceof ShiftWriteRefused ? err.message : '') || undefined;
