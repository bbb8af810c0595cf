import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertTitle, Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';

/**
 * One card of Settings (the business's form sections, and the printers, scale barcodes, LankaQR,
 * SMS gateway and reminders cards of their own features), and the like elsewhere (the loyalty
 * programme, an expense, the subscription's bank and slip cards): a title, what it is for, and its body.
 */
export function SettingsCard({
  testId,
  icon: Icon,
  title,
  titleClassName,
  description,
  contentClassName,
  children,
}: {
  testId?: string;
  /** Drawn before the title (the title's row is then a flex row). */
  icon?: LucideIcon;
  title: ReactNode;
  titleClassName?: string;
  description?: ReactNode;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card data-testid={testId}>
      <CardHeader>
        {Icon ? (
          <CardTitle className="flex items-center gap-2">
            <Icon className="size-5" aria-hidden /> {title}
          </CardTitle>
        ) : (
          <CardTitle className={titleClassName}>{title}</CardTitle>
        )}
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}

/**
 * A settings card's body while its saved values load: a placeholder, the server's refusal (or
 * `loadFailed`), then the body drawn from what was read.
 */
export function SavedSettings<T>({
  query,
  loadFailed,
  skeletonClassName = 'h-24 w-full',
  children,
}: {
  query: { isLoading: boolean; isError: boolean; error: unknown; data: T | undefined };
  loadFailed: string;
  skeletonClassName?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isLoading) return <Skeleton className={skeletonClassName} />;
  if (query.isError || query.data === undefined) {
    return (
      <Alert variant="destructive">
        <AlertTitle>{serverMessageOf(query.error, loadFailed)}</AlertTitle>
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
