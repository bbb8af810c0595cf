import { useTranslation } from 'react-i18next';
import type { Sale } from '#shared/contracts/sales';
import { Badge, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui';
import { useReceiptLabels } from '#client/components/receipt/receipt-labels';
import { lineAmount, receiptSums } from '#client/components/receipt/receipt-text';
import { formatMoney } from '#client/lib/format';
import { useUnitLabel } from '#client/lib/units';

/** Who bought (the debtor with their phone, the customer, or walk-in), how they paid, and the loyalty points. */
export function SaleFacts({ sale: s }: { sale: Sale }) {
  const { t } = useTranslation('sales');
  const customer = s.debtorInfo ? `${s.debtorInfo.name} (${s.debtorInfo.phone})` : (s.customerName ?? t('detail.walkIn'));
  return (
    <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
      <div>
        <dt className="text-muted-foreground">{t('detail.customer')}</dt>
        <dd>{customer}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">{t('detail.payment')}</dt>
        <dd className="flex items-center gap-2">
          {t(`methods.${s.paymentMethod}`)} <Badge variant="secondary">{t(`statuses.${s.paymentStatus}`)}</Badge>
        </dd>
        {(s.payments.length > 1 || s.changeDue > 0) && (
          <dd className="text-muted-foreground tabular-nums">
            {s.payments.map((p) => `${t(`methods.${p.method}`)} ${formatMoney(p.amount)}`).join(' · ')}
            {s.changeDue > 0 && ` · ${t('detail.change', { amount: formatMoney(s.changeDue) })}`}
          </dd>
        )}
      </div>
      {s.pointsEarned !== undefined && (
        <div>
          <dt className="text-muted-foreground">{t('detail.points')}</dt>
          <dd>{t('detail.pointsValue', { earned: s.pointsEarned, redeemed: s.pointsRedeemed ?? 0 })}</dd>
        </div>
      )}
    </dl>
  );
}

/** The sale's lines: item, quantity with its unit, price, line total. */
export function SaleLines({ sale: s }: { sale: Sale }) {
  const { t } = useTranslation('sales');
  const unitLabel = useUnitLabel();
  return (
    <div className="max-h-72 overflow-auto">
      <Table aria-label={t('detail.lines')}>
        <TableHeader>
          <TableRow>
            <TableHead>{t('detail.item')}</TableHead>
            <TableHead className="text-right">{t('detail.quantity')}</TableHead>
            <TableHead className="text-right">{t('detail.price')}</TableHead>
            <TableHead className="text-right">{t('detail.lineTotal')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {s.items.map((item, i) => (
            <TableRow key={i}>
              <TableCell className="max-w-56 truncate" title={item.name}>
                {item.name}
              </TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">
                {item.quantity} {unitLabel(item.unit, item.quantity)}
              </TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">{formatMoney(item.price)}</TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">{formatMoney(lineAmount(item))}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** The receipt's own totals (sale-summary.ts): no VAT line for a sale made unregistered. */
export function SaleSums({ sale: s }: { sale: Sale }) {
  const { t } = useTranslation('sales');
  const labels = useReceiptLabels();
  return (
    <dl className="ml-auto grid w-72 grid-cols-2 gap-1 text-sm tabular-nums" aria-label={t('detail.total')}>
      {receiptSums(s, labels).map((sum) => (
        <div key={sum.kind} className="contents" data-testid={`sale-detail-${sum.kind}`}>
          <dt className={sum.kind === 'total' ? 'font-semibold' : sum.kind.endsWith('Included') ? 'text-muted-foreground' : undefined}>
            {sum.label}
          </dt>
          <dd className={`text-right ${sum.kind === 'total' ? 'font-semibold' : ''}`}>
            {sum.kind === 'discount' ? `−${formatMoney(sum.amount)}` : formatMoney(sum.amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
