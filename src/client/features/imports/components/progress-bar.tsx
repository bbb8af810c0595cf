import { cn } from '#client/lib/cn';

/**
 * A determinate bar (value 0–1), or an indeterminate one while the total is not known yet; the
 * label names it for screen readers and `valueText` says it in words ("1,200 of 50,000").
 */
export function ProgressBar({
  value,
  label,
  valueText,
  className,
}: {
  value: number | null;
  label: string;
  valueText?: string;
  className?: string;
}) {
  const percent = value === null ? null : Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      aria-valuetext={valueText}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className={cn('h-full rounded-full bg-primary transition-[width] duration-300', percent === null && 'w-1/3 animate-pulse')}
        style={percent === null ? undefined : { width: `${percent}%` }}
      />
    </div>
  );
}
