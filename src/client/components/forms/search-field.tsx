import { Search } from 'lucide-react';
import { Input } from '#client/components/ui';
import { cn } from '#client/lib/cn';

/**
 * A search box with its magnifier: the inventory's product search and the labels' product picker.
 * The label names it for screen readers; the placeholder shows what can be typed.
 */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  className,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** The box's width classes. */
  className?: string;
}) {
  return (
    <div className={cn('relative', className)}>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        type="search"
        className="pl-9"
        placeholder={placeholder}
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
