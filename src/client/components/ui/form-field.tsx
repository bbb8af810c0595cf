import { cloneElement, isValidElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#client/lib/cn';
import { textOfMessage } from '#client/lib/error-text';
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
 * The error is often a shared zod schema's English message (or the server's field error): it is
 * shown in the reader's language through the `errors` catalogue (src/client/lib/error-text.ts).
 */
export function FormField({ label, htmlFor, error, hint, className, children }: FormFieldProps) {
  useTranslation('errors', { useSuspense: false }); // re-render when the language or the catalogue arrives
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
          {textOfMessage(error)}
        </p>
      )}
    </div>
  );
}
