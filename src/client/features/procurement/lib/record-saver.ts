import { toast } from '#client/components/ui';

interface Mutation<Variables> {
  mutateAsync: (variables: Variables) => Promise<unknown>;
  isPending: boolean;
}

/**
 * The save of a purchase order's or a supplier's dialog: updates the record being edited or creates
 * a new one, says so and closes (onSaved); a failure leaves the dialog open with onFailed's toast.
 * A second submit while one is on its way does nothing.
 */
export function recordSaver<Input>({
  record,
  create,
  update,
  saved,
  onSaved,
  onFailed,
}: {
  record: { id: number } | null;
  create: Mutation<Input>;
  update: Mutation<{ id: number; input: Input }>;
  /** The success toasts. */
  saved: { created: string; updated: string };
  onSaved: () => void;
  onFailed: (err: unknown) => void;
}) {
  const pending = create.isPending || update.isPending;
  const save = async (input: Input) => {
    if (pending) return;
    try {
      if (record) {
        await update.mutateAsync({ id: record.id, input });
        toast.success(saved.updated);
      } else {
        await create.mutateAsync(input);
        toast.success(saved.created);
      }
      onSaved();
    } catch (err) {
      onFailed(err);
    }
  };
  return { pending, save };
}
