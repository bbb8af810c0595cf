import type { TFunction } from 'i18next';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { toast } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { showServerFieldErrors } from '#client/lib/server-field-errors';

/** What the Add / Edit dialog of a customer, a debtor or a supplier is given besides the party itself. */
export interface PartyFormDialogProps {
  businessId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The save of the Add / Edit Customer and Debtor forms: updates the party being edited or creates a
 * new one, says so and closes (onSaved); a refusal marks the fields the server refused and says why,
 * leaving the form open. The texts are the feature's toast.updated, toast.created, toast.updateFailed
 * and toast.createFailed.
 */
export async function saveParty<P, T extends FieldValues>({
  party,
  update,
  create,
  t,
  setError,
  fields,
  onSaved,
}: {
  /** The party being edited, or null for a new one. */
  party: P | null;
  update: (party: P) => Promise<unknown>;
  create: () => Promise<unknown>;
  t: TFunction;
  setError: UseFormSetError<T>;
  /** The form's field names, the ones a refusal may mark. */
  fields: readonly string[];
  onSaved: () => void;
}): Promise<void> {
  try {
    await (party ? update(party) : create());
    toast.success(t(party ? 'toast.updated' : 'toast.created'));
    onSaved();
  } catch (err) {
    showServerFieldErrors(setError, err, fields);
    if (party) toast.error(t('toast.updateFailed'), { description: serverMessageOf(err, '') || undefined });
    else toast.error(t('toast.createFailed', { message: serverMessageOf(err, err instanceof Error ? err.message : String(err)) }));
  }
}
