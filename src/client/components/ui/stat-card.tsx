import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn';
import { Card } from './card';

export type StatCardTone = 'default' | 'success' | 'warning' | 'destructive';

export type StatCardProps = {
  title: string;
  /** Pre-formatted value, e.g. "Rs 12,450.00". */
  value: string;
  caption?: ReactNode;
  icon?: LucideIcon;
  tone?: StatCardTone;
  className?: string;
};

const toneClasses: Record<StatCardTone, string> = {
  default: 'bg-primary/10 text-primary',
  success: 'bg-success/10 text-success',
  warning: 'bg-warning/20 text-warning-foreground',
  destructive: 'bg-destructive/10 text-destructive',
};

export function StatCard({ title, value, caption, icon: Icon, tone = 'default', className }: StatCardProps) {
  return (
    <Card data-slot="stat-card" data-tone={tone} className={cn('flex items-start gap-4 p-5', className)}>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium break-words text-muted-foreground">{title}</p>
        <p className="mt-1 text-xl font-semibold leading-tight tabular-nums break-words 2xl:text-2xl">{value}</p>
        {caption && <p className="mt-1 text-xs break-words text-muted-foreground">{caption}</p>}
      </div>
      {Icon && (
        <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', toneClasses[tone])}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
      )}
    </Card>
  );
}
