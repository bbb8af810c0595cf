import { cloneElement, isValidElement, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Label } from './label';

export type FormFieldProps = {
  label: ReactNode;
  /** id of the control; the label points at it and hint/error ids derive from it. */
  htmlFor: string;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
};

export function formFieldIds(htmlFor: string) {
  return { hintId: `${htmlFor}-hint`, errorId: `${htmlFor}-error` };
}

type ControlProps = { id?: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean | 'true' | 'false' };

/**
 * Label + control + hint + error. When `children` is a single element, it gets
 * `id`, `aria-describedby` and `aria-invalid` wired automatically (existing values win).
 */
export function FormField({ label, htmlFor, error, hint, className, children }: FormFieldProps) {
  const { hintId, errorId } = formFieldIds(htmlFor);
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  let control = children;
  if (isValidElement<ControlProps>(children)) {
    const own = children.props;
    control = cloneElement(children, {
      id: own.id ?? htmlFor,
      'aria-describedby': [own['aria-describedby'], describedBy].filter(Boolean).join(' ') || undefined,
      'aria-invalid': own['aria-invalid'] ?? (error ? true : undefined),
    });
  }

  return (
    <div data-slot="form-field" className={cn('grid gap-2', className)}>
      <Label htmlFor={htmlFor} className={cn(error && 'text-destructive')}>
        {label}
      </Label>
      {control}
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
