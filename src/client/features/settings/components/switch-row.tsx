import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Label, Switch } from '../../../components/ui';

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
  const id = `settings-${name}`;
  return (
    <div className="flex items-center justify-between gap-4 rounded-md border p-3">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {hint}
          </p>
        )}
      </div>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Switch
            id={id}
            checked={Boolean(field.value)}
            aria-describedby={hint ? `${id}-hint` : undefined}
            onCheckedChange={(v) => field.onChange(v)}
          />
        )}
      />
    </div>
  );
}
