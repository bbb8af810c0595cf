import { useState } from 'react';
import type { ErrorCode } from '#shared/errors';
import type { Approval } from '#client/components/manager-approval/managers';
import { ApiError } from '#client/lib/api';
import { useIdempotencyKey, type IdempotencyHeaders } from '#client/lib/use-idempotency-key';

/** A return's or a void's mutation (useCreateReturn, useVoidSale). */
type ApprovedMutation<B, R> = {
  mutate: (
    variables: { body: B; headers: IdempotencyHeaders },
    callbacks: { onSuccess: (result: R) => void; onError: (err: Error) => void },
  ) => void;
};

/**
 * A return's or a void's write, which a cashier past their limit may not make alone: sent under
 * one Idempotency-Key per attempt; when the server asks for a manager's PIN (403 `approvalCode`),
 * `pin` opens the PIN dialog, and once approved the same write goes again with the approval. Any
 * other refusal becomes `error`, in `refusalOf`'s words; `blocked` may refuse before anything is sent.
 */
export function useApprovedWrite<B, R>(
  mutation: ApprovedMutation<B, R>,
  {
    approvalCode,
    bodyOf,
    onDone,
    refusalOf,
    blocked,
  }: {
    approvalCode: ErrorCode;
    bodyOf: (approval?: Approval) => B;
    onDone: (result: R) => void;
    refusalOf: (err: unknown) => string;
    blocked?: () => string | null;
  },
) {
  const key = useIdempotencyKey();
  const [error, setError] = useState<string | null>(null);
  const [pinAsked, setPinAsked] = useState(false);

  const send = (approval?: Approval) => {
    const refused = blocked?.() ?? null;
    if (refused) return setError(refused);
    setError(null);
    mutation.mutate(
      { body: bodyOf(approval), headers: key.headers() },
      {
        onSuccess: (result) => {
          key.reset();
          onDone(result);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === approvalCode) setPinAsked(true);
          else setError(refusalOf(err));
        },
      },
    );
  };

  return {
    send,
    error,
    /** The manager's PIN dialog's open, onCancel and onApproved. */
    pin: {
      open: pinAsked,
      onCancel: () => setPinAsked(false),
      onApproved: (approval: Approval) => {
        setPinAsked(false);
        send(approval);
      },
    },
  };
}
