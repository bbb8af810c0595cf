import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '#client/components/ui';
import { cn } from '#client/lib/cn';

/**
 * One panel of the reports screen: its title and what it counts, then its figures, or a skeleton
 * of their height while the summary loads (`data` undefined).
 */
export function ReportCard<T>({
  title,
  hint,
  data,
  skeletonClassName = 'h-40',
  className,
  contentClassName,
  testId,
  footer,
  children,
}: {
  title: ReactNode;
  hint: string;
  /** The panel's figures; undefined while the summary loads. */
  data: T | undefined;
  skeletonClassName?: string;
  className?: string;
  contentClassName?: string;
  testId?: string;
  /** Below the figures, shown while they load too. */
  footer?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  return (
    <Card className={cn('min-w-0', className)} data-testid={testId}>
      <CardHeader>
        <CardTitle className={typeof title === 'string' ? undefined : 'flex items-center gap-2'}>{title}</CardTitle>
        <CardDescription>{hint}</CardDescription>
      </CardHeader>
      <CardContent className={contentClassName}>
        {data === undefined ? <Skeleton className={skeletonClassName} /> : children(data)}
        {footer}
      </CardContent>
    </Card>
  );
}

/**
 * A small table inside a report panel (sales by payment method, returns by reason): the first
 * column names the row, the others hold figures (right-aligned).
 */
export function ReportTable({ testId, columns, children }: { testId: string; columns: string[]; children: ReactNode }) {
  return (
    <table className="w-full text-sm" data-testid={testId}>
      <thead className="text-left text-xs text-muted-foreground">
        <tr>
          {columns.map((column, i) => (
            <th key={column} className={i === 0 ? 'py-1 font-medium' : 'py-1 text-right font-medium'}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
