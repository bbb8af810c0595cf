import { FileText, Printer } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalesListRow } from '#shared/contracts/sales-list';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, Skeleton } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { formatDateTime } from '#client/lib/format';
import { useReceiptProfile, useSale } from '../api/get-sales';
import { SaleFacts, SaleLines, SaleSums } from './sale-detail-parts';
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
  const sale = useSale(businessId, row.id);
  const s = sale.data;
  // The credit note prints with the receipt's business profile.
  const profile = useReceiptProfile(businessId, true).data?.business;
  const [taxInvoiceOpen, setTaxInvoiceOpen] = useState(false);
  // Only a sale priced as VAT-registered can have one; the button names it once issued.
  const taxInvoice = useTaxInvoice(businessId, row.id, s?.vatRegistered === true).data;
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
            <Suspense fallback={null}>
              <SaleReturnsPanel businessId={businessId} sale={s} business={profile} />
            </Suspense>
            <SaleFacts sale={s} />
            <SaleLines sale={s} />
            <SaleSums sale={s} />
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
