import type { TFunction } from 'i18next';
import { toast } from '#client/components/ui';
import { ApiError } from '#client/lib/api';
import { problemOfServerMessage } from './slip-check';

/** The specified toast for a refused submission, or its generic failure text. */
export function showSubmitError(err: unknown, t: TFunction<'subscriptions'>) {
  const problem = err instanceof ApiError ? problemOfServerMessage(err.serverMessage) : null;
  if (problem) {
    toast.error(t(`errors.${problem}.title`), { description: t(`errors.${problem}.description`) });
    return;
  }
  const detail = err instanceof ApiError && err.status === 409 ? err.localMessage : undefined;
  toast.error(t('toast.submitFailed'), detail ? { description: detail } : undefined);
}
