import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn';

/**
 * The title block every screen starts with: title, subtitle, and actions on the right. `inline`
 * keeps a few actions (a phone's More menu) beside the title on narrow screens instead of below it.
 */
export function PageHeader({
  title,
  subtitle,
  actions,
  inline = false,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  inline?: boolean;
}) {
  return (
    <div
      className={cn('flex gap-4 sm:flex-row sm:items-end sm:justify-between', inline ? 'flex-row items-start justify-between' : 'flex-col')}
    >
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {subtitle && <p className="mt-1 text-muted-foreground">{subtitle}</p>}
      </div>
      {actions && <div className={cn('flex flex-wrap gap-2', inline && 'shrink-0 justify-end')}>{actions}</div>}
    </div>
  );
}
