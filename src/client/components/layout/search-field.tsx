import { Search } from 'lucide-react';
import { Input } from '#client/components/ui';
import { cn } from '#client/lib/cn';

/** A list's search box (products, labels, customers, debtors, users): the magnifier inside the field, the placeholder also its accessible name unless `label` says otherwise. */
export function SearchField({
  value,
  onChange,
  placeholder,
  label = placeholder,
  type,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label?: string;
  /** `search` makes it a searchbox (with the browser's clear button); left out, a plain text box. */
  type?: 'search';
  className?: string;
}) {
  return (
    <div className={cn('relative', className)}>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        className="pl-9"
        type={type}
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
