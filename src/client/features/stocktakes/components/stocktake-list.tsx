import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StocktakeSummary } from '#shared/contracts/stocktakes';
import { Badge, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui';
import { SCREENS } from '#client/app/screens';
import { formatDateTime } from '#client/lib/format';

/** The business's counts, newest first; each opens its own screen (`?id=`). */
export function StocktakeList({ stocktakes }: { stocktakes: readonly StocktakeSummary[] }) {
  const { t } = useTranslation('stocktakes');
  return (
    <Table aria-label={t('list.label')}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('list.name')}</TableHead>
          <TableHead>{t('list.scope')}</TableHead>
          <TableHead>{t('list.status')}</TableHead>
          <TableHead className="text-right">{t('list.counted')}</TableHead>
          <TableHead>{t('list.started')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {stocktakes.map((s) => (
          <TableRow key={s.id}>
            <TableCell>
              <Link className="font-medium underline-offset-4 hover:underline" to={`${SCREENS.stocktakes}?id=${s.id}`}>
                {s.name}
              </Link>
            </TableCell>
            <TableCell>{s.categories.length ? s.categories.join(', ') : t('list.all')}</TableCell>
            <TableCell>
              <Badge variant={s.status === 'open' ? 'default' : 'secondary'}>{t(`status.${s.status}`)}</Badge>
            </TableCell>
            <TableCell className="text-right tabular-nums">{s.countedProducts}</TableCell>
            <TableCell className="whitespace-nowrap">{formatDateTime(s.createdAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
