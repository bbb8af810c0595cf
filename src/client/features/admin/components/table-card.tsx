import type { ReactNode } from 'react';
import { ListState } from '#client/components/layout/list-screen';
import { Card, CardContent, CardHeader, CardTitle, Table, TableBody, TableHead, TableHeader, TableRow } from '#client/components/ui';

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
