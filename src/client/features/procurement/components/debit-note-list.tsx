import { useTranslation } from 'react-i18next';
import { Card, CardContent, EmptyState, Skeleton } from '#client/components/ui';
import { formatDate, formatMoney } from '#client/lib/format';
import { useDebitNotes } from '../api/get-debit-notes';
import { DebitNotePdfButton } from './debit-note-pdf-button';

/** Goods returned to suppliers, newest first: each debit note's number, day, supplier, GRN, total, input VAT reversed and its PDF. */
export function DebitNoteList({ businessId }: { businessId: number }) {
  const { t } = useTranslation('procurement');
  const query = useDebitNotes(businessId);
  if (!query.data) return <Skeleton className="h-24" />;
  if (query.data.length === 0) return <EmptyState title={t('debitNotes.empty')} description={t('debitNotes.howTo')} />;
  return (
    <ul className="grid gap-3" data-testid="debit-note-list">
      {query.data.map((n) => (
        <li key={n.id}>
          <Card>
            <CardContent className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="grid gap-1">
                <p className="font-semibold">{n.number}</p>
                <p className="text-sm text-muted-foreground">
                  {n.supplierName} · {t('debitNotes.forGrn', { number: n.grnNumber })} · {formatDate(n.date)}
                </p>
                <p className="text-sm text-muted-foreground">{n.reason}</p>
                {n.inputVat > 0 && (
                  <p className="text-sm text-muted-foreground">{t('debitNotes.inputVat', { amount: formatMoney(n.inputVat) })}</p>
                )}
              </div>
              <div className="flex flex-wrap items-center gap-3">
                <span className="font-semibold tabular-nums whitespace-nowrap">{formatMoney(n.total)}</span>
                <DebitNotePdfButton note={n} size="sm" />
              </div>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
