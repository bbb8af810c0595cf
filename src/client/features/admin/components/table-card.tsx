import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState } from '#client/components/layout/list-screen';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  Skeleton,
  Table,
  TableBody,
  TableHead,
  TableHeader,
  TableRow,
} from '#client/components/ui';

/**
 * One of the platform's tables in its card: the title (and a filter beside it), then the skeleton
 * while it loads, the empty state, or the table with its column headings and rows.
 */
export function TableCard({
  title,
  filter,
  headerClassName,
  contentClassName,
  loading,
  skeleton,
  isEmpty,
  empty,
  testId,
  columns,
  children,
}: {
  title: string;
  filter?: ReactNode;
  headerClassName?: string;
  contentClassName?: string;
  loading: boolean;
  skeleton: ReactNode;
  isEmpty: boolean;
  empty: ReactNode;
  testId: string;
  columns: string[];
  /** The table's rows. */
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className={headerClassName}>
        <CardTitle>{title}</CardTitle>
        {filter}
      </CardHeader>
      <CardContent className={contentClassName}>
        <ListState loading={loading} skeleton={skeleton} isEmpty={isEmpty} empty={empty}>
          <Table data-testid={testId}>
            <TableHeader>
              <TableRow>
                {columns.map((column) => (
                  <TableHead key={column}>{column}</TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>{children}</TableBody>
          </Table>
        </ListState>
      </CardContent>
    </Card>
  );
}

/**
 * A table of what waits for the platform's decision (businesses that registered, add-ons asked
 * for): its title and empty state are the section's (`section`.title, `section`.empty).
 */
export function PendingTableCard({
  section,
  rows,
  isLoading,
  testId,
  columns,
  children,
}: {
  section: 'pendingBusinesses' | 'pendingAddons';
  rows: unknown[] | undefined;
  isLoading: boolean;
  testId: string;
  columns: string[];
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <TableCard
      title={t(`${section}.title`)}
      loading={isLoading}
      skeleton={<Skeleton className="h-24" aria-label={t('loading')} />}
      isEmpty={!rows?.length}
      empty={<EmptyState title={t(`${section}.empty`)} />}
      testId={testId}
      columns={columns}
    >
      {children}
    </TableCard>
  );
}
