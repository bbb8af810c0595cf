import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#client/lib/cn';

const fieldClasses =
  'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none transition-colors focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm';

export type NativeSelectProps = ComponentProps<'select'> & { wrapperClassName?: string };

/** Styled native <select>: best default for forms (accessible, mobile-friendly). */
export function NativeSelect({ className, wrapperClassName, ...props }: NativeSelectProps) {
  return (
    <div data-slot="native-select-wrapper" className={cn('relative w-full', wrapperClassName)}>
      <select data-slot="native-select" className={cn(fieldClasses, 'appearance-none pr-9', className)} {...props} />
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60" />
    </div>
  );
}

/** A select's fixed options: each value, with its text from `label` (the caller's translation). */
export function SelectOptions<V extends string | number>({ options, label }: { options: readonly V[]; label: (option: V) => ReactNode }) {
  return (
    <>
      {options.map((option) => (
        <option key={option} value={option}>
          {label(option)}
        </option>
      ))}
    </>
  );
}
