import type { ReactNode } from 'react';
import { Label, NativeSelect, SelectOptions } from '#client/components/ui';
import { cn } from '#client/lib/cn';

/**
 * A labelled choice of a few fixed options, changed as it is picked (a settings card's select):
 * each option's text from `optionLabel`, and an optional hint under it that the select is described by.
 */
export function LabelledSelect<V extends string | number>({
  id,
  label,
  value,
  options,
  optionLabel = String,
  onChange,
  hint,
  className,
  selectWrapperClassName,
}: {
  id: string;
  label: ReactNode;
  value: V;
  options: readonly V[];
  optionLabel?: (option: V) => ReactNode;
  /** The picked option's value, as the select gives it (a number's too is text). */
  onChange: (value: string) => void;
  hint?: ReactNode;
  className?: string;
  selectWrapperClassName?: string;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        wrapperClassName={selectWrapperClassName}
        value={value}
        aria-describedby={hintId}
        onChange={(e) => onChange(e.target.value)}
      >
        <SelectOptions options={options} label={optionLabel} />
      </NativeSelect>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
