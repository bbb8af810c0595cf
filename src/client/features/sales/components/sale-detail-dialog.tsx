import { FileText, Printer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnitLabel } from '#client/lib/units';
import type { SalesListRow } from '#shared/contracts/sales-list';
import {
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#client/components/ui';
import { useReceiptLabels } from '#client/components/receipt/receipt-labels';
import { lineAmount, receiptSums } from '#client/components/receipt/receipt-text';
import { serverMessageOf } from '#client/lib/api';
import { formatDateTime, formatMoney } from '#client/lib/format';
import { useReceiptProfile, useSale } from '../api/get-sales';
import { SaleReturnsPanel } from '#client/features/returns';
import { TaxInvoiceDialog, useTaxInvoice } from '#client/features/tax-invoice';

/**
 * One sale: its lines, totals, payment and customer, with Reprint (the till's receipt) and, for a
 * sale a VAT-registered shop made, its tax invoice (issued on the buyer's request, then reprinted).
 */
export function SaleDetailDialog({
  businessId,
  row,
  onClose,
  onReprint,
}: {
  businessId: number;
  row: SalesListRow;
  onClose: () => void;
  onReprint: () => void;
}) {
  const { t } = useTranslation('sales');
  const unitLabel = useUnitLabel();
  const labels = useReceiptLabels();
  const sale = useSale(businessId, row.id);
  const s = sale.data;
  // The credit note prints with the receipt's business profile.
  const profile = useReceiptProfile(businessId, true).data?.business;
  const [taxInvoiceOpen, setTaxInvoiceOpen] = useState(false);
  // Only a sale priced as VAT-registered can have one; the button names it once issued.
  const taxInvoice = useTaxInvoice(businessId, row.id, s?.vatRegistered === true).data;
  const customer = s?.debtorInfo ? `${s.debtorInfo.name} (${s.debtorInfo.phone})` : (s?.customerName ?? t('detail.walkIn'));
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="sm:max-w-2xl" closeLabel={t('detail.close')}>
        <DialogHeader>
          <DialogTitle>{t('detail.title', { invoice: row.invoiceNumber })}</DialogTitle>
          <DialogDescription>
            {formatDateTime(row.saleDate)} · {row.cashierName ?? t('detail.unknownCashier')}
          </DialogDescription>
        </DialogHeader>
        {sale.isError ? (
          <p role="alert" className="text-destructive">
            {serverMessageOf(sale.error, t('detail.loadFailed'))}
          </p>
        ) : !s ? (
          <Skeleton className="h-40" aria-label={t('loading')} />
        ) : (
          <div className="grid gap-4">
            <SaleReturnsPanel businessId={businessId} sale={s} business={profile} />
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
            {/* The receipt's own totals (sale-summary.ts): no VAT line for a sale made unregistered. */}
            <dl className="ml-auto grid w-72 grid-cols-2 gap-1 text-sm tabular-nums" aria-label={t('detail.total')}>
              {receiptSums(s, labels).map((sum) => (
                <div key={sum.kind} className="contents" data-testid={`sale-detail-${sum.kind}`}>
                  <dt
                    className={sum.kind === 'total' ? 'font-semibold' : sum.kind.endsWith('Included') ? 'text-muted-foreground' : undefined}
                  >
                    {sum.label}
                  </dt>
                  <dd className={`text-right ${sum.kind === 'total' ? 'font-semibold' : ''}`}>
                    {sum.kind === 'discount' ? `−${formatMoney(sum.amount)}` : formatMoney(sum.amount)}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('detail.close')}
          </Button>
          {s?.vatRegistered && (
            <Button variant="outline" onClick={() => setTaxInvoiceOpen(true)}>
              <FileText className="size-4" aria-hidden />{' '}
              {taxInvoice ? t('taxInvoice.view', { serial: taxInvoice.serialNumber }) : t('taxInvoice.open')}
            </Button>
          )}
          <Button onClick={onReprint} disabled={!s}>
            <Printer className="size-4" aria-hidden /> {t('detail.reprint')}
          </Button>
        </DialogFooter>
        {taxInvoiceOpen && s && <TaxInvoiceDialog businessId={businessId} sale={s} onClose={() => setTaxInvoiceOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
