import type { ReactNode } from 'react';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '#client/components/ui';

/** A ledger table's column: its heading, and whether it holds amounts (right-aligned). */
export interface LedgerColumn {
  label: string;
  amount?: boolean;
}

/**
 * The table of a party's ledger or statement (a debtor's invoices, payments and credits, a
 * supplier's ledger, a statement's lines): its headings, amounts right-aligned, then the rows the
 * feature draws.
 */
export function LedgerTable({
  testId,
  scrollLabel,
  columns,
  children,
}: {
  testId: string;
  /** The name of the table's scroll region, when it has one. */
  scrollLabel?: string;
  columns: LedgerColumn[];
  children: ReactNode;
}) {
  return (
    <Table scrollLabel={scrollLabel} data-testid={testId}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column.label} className={column.amount ? 'text-right' : undefined}>
              {column.label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>{children}</TableBody>
    </Table>
  );
}
