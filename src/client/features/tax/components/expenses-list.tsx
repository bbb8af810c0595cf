import { useTranslation } from 'react-i18next';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#client/components/ui';
import { formatDate } from '#client/lib/format';
import { useExpenses } from '../api/get-expenses';
import { rs } from './snapshot-tab';

/** The range's expenses, newest first, with the input VAT each carries (claimable from a registered supplier's invoice). */
export function ExpensesList({ businessId, from, to }: { businessId: number; from: string; to: string }) {
  const { t } = useTranslation('tax');
  const expenses = useExpenses(businessId, from, to);
  const rows = expenses.data ?? [];
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>{t('expenses.title', { from, to })}</CardTitle>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{expenses.isLoading ? t('loading') : t('expenses.empty')}</p>
        ) : (
          <Table data-testid="expenses-list">
            <TableHeader>
              <TableRow>
                <TableHead>{t('expense.date')}</TableHead>
                <TableHead>{t('expense.category')}</TableHead>
                <TableHead>{t('expense.description')}</TableHead>
                <TableHead className="text-right">{t('expenses.amount')}</TableHead>
                <TableHead className="text-right">{t('expenses.inputVat')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((e) => (
                <TableRow key={e.id}>
                  <TableCell>{formatDate(e.date)}</TableCell>
                  <TableCell>{e.categoryName}</TableCell>
                  <TableCell>{e.description}</TableCell>
                  <TableCell className="text-right tabular-nums">{rs(e.amount)}</TableCell>
                  <TableCell className="text-right tabular-nums">{e.inputVat > 0 ? rs(e.inputVat) : '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
