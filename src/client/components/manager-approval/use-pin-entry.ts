import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Manager } from '#shared/contracts/users';
import { ApiError, serverMessageOf } from '#client/lib/api';
import { useVerifyApproval, type Approval } from './managers';

/** A manager's PIN: 4 to 8 digits. */
const PIN = /^\d{4,8}$/;

/** The words for a refused PIN: the server's own for 403 and 429, a generic one otherwise. */
function refusalOf(err: unknown, t: (k: string) => string): string {
  if (err instanceof ApiError && err.status === 429) return serverMessageOf(err, t('approval.tooMany'));
  if (err instanceof ApiError && err.status === 403) return t('approval.wrongPin');
  return serverMessageOf(err, t('approval.failed'));
}

/**
 * The manager chosen (the only one, when there is one) and the PIN typed, checked at once with the
 * server; the PIN is cleared after every answer, and the refusal kept to show under it.
 */
export function usePinEntry(
  businessId: number,
  managers: Manager[] | undefined,
  onApproved: (approval: Approval, approverName: string) => void,
) {
  const { t } = useTranslation('pos');
  const verify = useVerifyApproval(businessId);
  const [userId, setUserId] = useState('');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const chosen = userId || (managers?.length === 1 ? managers[0]!.id : '');
  const ready = chosen !== '' && PIN.test(pin);

  const submit = () => {
    if (!ready || verify.isPending) return;
    setError(null);
    verify.mutate(
      { userId: chosen, pin },
      {
        onSuccess: (r) => {
          setPin('');
          onApproved({ userId: chosen, pin }, r.approverName);
        },
        onError: (err) => {
          setPin('');
          setError(refusalOf(err, t));
        },
      },
    );
  };

  return {
    chosen,
    choose: setUserId,
    pin,
    /** The PIN as typed, digits only. */
    typePin: (text: string) => setPin(text.replace(/\D/g, '')),
    error,
    ready,
    busy: verify.isPending,
    submit,
    /** Forgets the PIN and the refusal (the dialog is cancelled). */
    clear: () => {
      setPin('');
      setError(null);
    },
  };
}

export type PinEntry = ReturnType<typeof usePinEntry>;
