import type { ReactNode } from 'react';
import { PageHeader } from './page-header';

/** Which of a list's states shows: the failure, the skeleton while it loads, the empty state, or the rows. */
export interface ListStateProps {
  /** The failure to load (an alert); shown instead of the rows whenever it is given. */
  error?: ReactNode;
  /** True while the list first loads: the skeleton stands in for it. */
  loading: boolean;
  skeleton: ReactNode;
  /** True when the list loaded with nothing to show (or nothing that matches the search). */
  isEmpty: boolean;
  empty: ReactNode;
  /** The rows: a table, or a grid of cards. */
  children: ReactNode;
}

/** A list in one of its states, in this order of precedence: failed, loading, empty, the rows. */
export function ListState({ error, loading, skeleton, isEmpty, empty, children }: ListStateProps) {
  if (error) return <>{error}</>;
  if (loading) return <>{skeleton}</>;
  if (isEmpty) return <>{empty}</>;
  return <>{children}</>;
}

interface ListScreenProps extends ListStateProps {
  title: string;
  subtitle?: string;
  /** Beside the title: the screen's add button, or its filters when they are few. */
  actions?: ReactNode;
  /** Between the title and the list: totals, alerts. */
  summary?: ReactNode;
  /** The search box and filters row above the list. */
  filters?: ReactNode;
  /** Below the list: the pages' Previous / Next, a note that the list is cut short. */
  paging?: ReactNode;
  /** The screen's dialogs (add, edit, delete, detail). */
  dialogs?: ReactNode;
}

/**
 * The frame every list screen shares (customers, debtors, sales, users, cheques): the title block,
 * totals and alerts, the search and filters, the list in its state (failed, loading, empty, rows),
 * the paging, and the dialogs the rows open.
 */
export function ListScreen({ title, subtitle, actions, summary, filters, paging, dialogs, ...list }: ListScreenProps) {
  return (
    <div className="grid gap-6">
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      {summary}
      {filters}
      <ListState {...list} />
      {paging}
      {dialogs}
    </div>
  );
}
