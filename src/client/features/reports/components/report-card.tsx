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
