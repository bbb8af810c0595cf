import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Product } from '#shared/contracts/catalog';
import type { StockMovement } from '#shared/contracts/stock';
import { splitAdjustmentReference } from '#shared/contracts/stock-paths';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  EmptyState,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { formatDateTime, formatQuantity } from '#client/lib/format';
import { useStockMovements } from '../api/stock-movements';

/** + into stock, − out of it, in the product's unit (whole units show no decimals). */
function signed(quantity: number, unit: string): string {
  const sign = quantity > 0 ? '+' : quantity < 0 ? '−' : '';
  return `${sign}${formatQuantity(Math.abs(quantity), unit)}`;
}

/** An adjustment's reference is its reason code (and note): shown as the reason's label. */
function referenceText(m: StockMovement, t: TFunction<'inventory'>): string {
  if (m.reference == null) return '—';
  if (m.kind !== 'adjust') return m.reference;
  const { reason, note } = splitAdjustmentReference(m.reference);
  const label = reason ? t(`stockReasons.${reason}`) : null;
  return [label, note].filter(Boolean).join(' — ');
}

/** A product's stock history: every movement of its stock, newest first, with the balance after it. */
export function StockHistoryDialog({
  businessId,
  product,
  onOpenChange,
}: {
  businessId: number;
  product: Product | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('inventory');
  const history = useStockMovements(businessId, product?.id ?? null);
  const movements = history.data?.pages.flatMap((p) => p.movements) ?? [];
  const unit = product?.unit ?? 'pieces';

  return (
    <Dialog open={product != null} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('history.close')} className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t('history.title', { name: product?.name ?? '' })}</DialogTitle>
          <DialogDescription>{t('history.description')}</DialogDescription>
        </DialogHeader>
        {history.isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
          </div>
        ) : history.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('history.failed', { message: serverMessageOf(history.error, '') })}
          </p>
        ) : movements.length === 0 ? (
          <EmptyState title={t('history.empty')} />
        ) : (
          <div className="max-h-[60vh] overflow-y-auto">
            <Table aria-label={t('history.tableLabel')}>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('history.columns.date')}</TableHead>
                  <TableHead>{t('history.columns.kind')}</TableHead>
                  <TableHead className="text-right">{t('history.columns.quantity')}</TableHead>
                  <TableHead className="text-right">{t('history.columns.balance')}</TableHead>
                  <TableHead>{t('history.columns.reference')}</TableHead>
                  <TableHead>{t('history.columns.user')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {movements.map((m) => (
                  <TableRow key={m.id}>
                    <TableCell className="whitespace-nowrap">{formatDateTime(m.createdAt)}</TableCell>
                    <TableCell>{t(`history.kinds.${m.kind}`)}</TableCell>
                    <TableCell className="text-right whitespace-nowrap tabular-nums">{signed(m.quantity, unit)}</TableCell>
                    <TableCell className="text-right whitespace-nowrap tabular-nums">{formatQuantity(m.balance, unit)}</TableCell>
                    <TableCell className="break-words">{referenceText(m, t)}</TableCell>
                    <TableCell>{m.userName ?? t('history.system')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
        {history.hasNextPage && (
          <div className="flex justify-center">
            <Button type="button" variant="outline" disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
              {history.isFetchingNextPage ? t('history.loading') : t('history.loadMore')}
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
