import { useEffect } from 'react';
import { toast } from '#client/components/ui';
import { useIdempotencyKey, type IdempotencyHeaders } from '#client/lib/use-idempotency-key';
import { shiftWriteMessage } from '../api/shift-writes';

/** A shift write as the dialogs use it (useOpenShift, useAddCashMovement, useCloseShift). */
type ShiftWrite<I, O> = {
  isPending: boolean;
  mutateAsync: (variables: { input: I; headers: IdempotencyHeaders }) => Promise<O>;
};

/**
 * Sends a shift dialog's write under one Idempotency-Key per attempt (a new one each time the
 * dialog opens and after a success), so a retry after a lost answer moves the money once. A
 * refusal is toasted as `failed`, with the server's or the device's words; `onRefused` sees it first
 * (to mark the fields at fault).
 */
export function useShiftSubmit<I, O>(
  write: ShiftWrite<I, O>,
  open: boolean,
  { failed, onDone, onRefused }: { failed: string; onDone: (result: O) => void; onRefused?: (err: unknown) => void },
) {
  const idempotency = useIdempotencyKey();
  useEffect(() => {
    if (open) idempotency.reset();
  }, [open, idempotency]);

  return async (input: I) => {
    if (write.isPending) return;
    try {
      const result = await write.mutateAsync({ input, headers: idempotency.headers() });
      idempotency.reset();
      onDone(result);
    } catch (err) {
      onRefused?.(err);
      toast.error(failed, { description: shiftWriteMessage(err) });
    }
  };
}
