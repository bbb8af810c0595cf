import { useTranslation } from 'react-i18next';
import type { StocktakeDetail, StocktakeLine } from '#shared/contracts/stocktakes';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui';
import { formatMoney, formatQuantity } from '#client/lib/format';

const signed = (n: number, unit: string) => (n === 0 ? '0' : `${n < 0 ? '−' : '+'}${formatQuantity(Math.abs(n), unit)}`);

/** Counted vs expected, the difference in units and at cost (admins; a cashier's count is blind). */
export function StocktakeLines({ lines, blind }: { lines: readonly StocktakeLine[]; blind: boolean }) {
  const { t } = useTranslation('stocktakes');
  return (
    <Table aria-label={t('lines.label')}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('lines.product')}</TableHead>
          <TableHead className="text-right">{t('lines.counted')}</TableHead>
          {!blind && (
            <>
              <TableHead className="text-right">{t('lines.expected')}</TableHead>
              <TableHead className="text-right">{t('lines.difference')}</TableHead>
              <TableHead className="text-right">{t('lines.value')}</TableHead>
            </>
          )}
          <TableHead>{t('lines.by')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {lines.map((l) => (
          <TableRow key={l.productId}>
            <TableCell>
              {l.productName}
              {l.zeroed && <span className="block text-xs text-muted-foreground">{t('lines.zeroed')}</span>}
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatQuantity(l.counted, l.unit)}</TableCell>
            {!blind && (
              <>
                <TableCell className="text-right tabular-nums">{formatQuantity(l.expected ?? 0, l.unit)}</TableCell>
                <TableCell className="text-right tabular-nums">{signed(l.difference ?? 0, l.unit)}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {l.differenceValue == null ? '—' : formatMoney(l.differenceValue)}
                </TableCell>
              </>
            )}
            <TableCell className="text-sm text-muted-foreground">{l.lastCountedBy ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Products of the scope nobody has counted yet. */
export function UncountedList({ uncounted }: { uncounted: StocktakeDetail['uncounted'] }) {
  const { t } = useTranslation('stocktakes');
  if (uncounted.count === 0) return <p className="text-sm text-muted-foreground">{t('uncounted.none')}</p>;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm" data-testid="stocktake-uncounted-count">
        {t('uncounted.count', { count: uncounted.count })}
      </p>
      <ul className="max-h-64 divide-y overflow-auto rounded-md border text-sm" aria-label={t('uncounted.label')}>
        {uncounted.products.map((p) => (
          <li key={p.productId} className="flex justify-between px-3 py-1.5">
            <span>{p.productName}</span>
            {p.stock != null && (
              <span className="text-muted-foreground tabular-nums">{t('uncounted.stock', { stock: formatQuantity(p.stock, p.unit) })}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
