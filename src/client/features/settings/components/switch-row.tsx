import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { ToggleRow } from '#client/components/ui';

/** A labelled on/off setting with an optional explanation, bound to the settings form. */
export function SwitchRow<T extends FieldValues, O>({
  control,
  name,
  label,
  hint,
}: {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  hint?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ToggleRow id={`settings-${name}`} label={label} hint={hint} checked={Boolean(field.value)} onChange={(v) => field.onChange(v)} />
      )}
    />
  );
}
