import { Label } from './label';
import { Switch } from './switch';

/**
 * A labelled on/off setting with an optional explanation: the settings form's switches (through
 * react-hook-form) and the device's own settings, like the receipt printer's, look and read alike.
 */
export function ToggleRow({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
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
      <Switch id={id} checked={checked} aria-describedby={hint ? `${id}-hint` : undefined} onCheckedChange={onChange} />
    </div>
  );
}
