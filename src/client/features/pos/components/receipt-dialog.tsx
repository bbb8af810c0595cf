import { Download, Printer } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TAX_PATHS, type TaxInvoiceProfile } from '../../../../shared/contracts/tax';
import { api } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import type { ReceiptProfile, Sale } from '../../../../shared/contracts/sales';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { appliedRates, isTaxInvoice, receiptText, taxRegistrationLines, type ReceiptLabels } from '../lib/receipt-text';

/** @page sizes per template: an 80 mm thermal roll, or A4. Only the receipt prints. */
function printCss(thermal: boolean) {
  return `@media print {
  @page { size: ${thermal ? '80mm auto' : 'A4'}; margin: ${thermal ? '3mm' : '15mm'}; }
  body * { visibility: hidden !important; }
  #kade-receipt, #kade-receipt * { visibility: visible !important; }
  #kade-receipt { position: fixed; inset: 0 auto auto 0; width: ${thermal ? '74mm' : '100%'}; font-size: ${thermal ? '11px' : '13px'}; }
  [data-slot="dialog-overlay"] { display: none !important; }
  [data-slot="dialog-content"] { position: static !important; transform: none !important; box-shadow: none !important; border: 0 !important; }
}`;
}

export function ReceiptDialog({
  sale,
  business,
  onClose,
}: {
  sale: Sale | null;
  business: ReceiptProfile | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('pos');
  // Tax invoice (DECISIONS.md): a VAT-registered business's receipt is titled 'TAX INVOICE' with its TIN / VAT number.
  const businessId = useAuth().user?.business?.id;
  const taxProfile = useQuery({
    queryKey: ['tax-invoice-profile', businessId],
    queryFn: () => api.get<TaxInvoiceProfile>(TAX_PATHS.taxInvoiceProfile(businessId!)),
    enabled: !!businessId,
    staleTime: 60_000,
  }).data;
  if (!sale || !business) return null;
  const thermal = business.invoiceTemplate === 'thermal-80mm';
  const dateText = formatDateTime(sale.saleDate);
  const vatRates = appliedRates(sale, 'vatRate');
  const nbtRates = appliedRates(sale, 'nbtRate');
  const labels: ReceiptLabels = {
    owner: t('receipt.owner'),
    receiptNo: t('receipt.receiptNo'),
    date: t('receipt.date'),
    customer: t('receipt.customer'),
    walkIn: t('receipt.walkIn'),
    subtotal: t('subtotal'),
    vat: (rate) => t('vat', { rate }),
    nbt: (rate) => t('nbt', { rate }),
    discount: t('discount'),
    total: t('total'),
    payment: t('receipt.payment'),
    paymentMethods: { cash: t('cash'), card: t('card'), credit: t('credit') },
    thankYou: t('receipt.thankYou'),
    taxInvoice: t('receipt.taxInvoice'),
    tin: t('receipt.tin'),
    taxTin: t('receipt.taxTin'),
    vatNo: t('receipt.vatNo'),
    pointsEarned: t('receipt.pointsEarned'),
    pointsRedeemed: t('receipt.pointsRedeemed'),
    loyaltyBalance: t('receipt.loyaltyBalance'),
  };
  const download = () => {
    const blob = new Blob([receiptText(sale, business, labels, dateText, taxProfile)], { type: 'text/plain;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `${sale.invoiceNumber}.txt`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const row = (label: string, value: string, strong = false) => (
    <div className={`flex justify-between gap-4 ${strong ? 'text-base font-semibold' : ''}`}>
      <span>{label}</span>
      <span className="tabular-nums">{value}</span>
    </div>
  );
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t('receipt.close')} className="sm:max-w-md">
        <style>{printCss(thermal)}</style>
        <DialogHeader>
          <DialogTitle>{t('receipt.title')}</DialogTitle>
          <DialogDescription>{t('receipt.description', { number: sale.invoiceNumber })}</DialogDescription>
        </DialogHeader>
        <div id="kade-receipt" className="grid gap-3 font-mono text-sm" data-testid="receipt">
          <div className="text-center">
            <p className="text-base font-bold">{business.businessName}</p>
            {isTaxInvoice(business, taxProfile) && <p className="font-semibold">{t('receipt.taxInvoice')}</p>}
            {taxRegistrationLines(labels, taxProfile).map((l) => (
              <p key={l}>{l}</p>
            ))}
            {business.ownerName && <p>{`${t('receipt.owner')}: ${business.ownerName}`}</p>}
            {business.address && <p>{business.address}</p>}
            {business.phone && <p>{business.phone}</p>}
            {business.email && <p>{business.email}</p>}
            {business.taxNumber && <p>{`${t('receipt.tin')}: ${business.taxNumber}`}</p>}
            {business.header && <p className="whitespace-pre-line">{business.header}</p>}
          </div>
          <div className="border-t border-dashed pt-2">
            {row(`${t('receipt.receiptNo')}:`, sale.invoiceNumber)}
            {row(`${t('receipt.date')}:`, dateText)}
            {row(`${t('receipt.customer')}:`, sale.customerName ?? t('receipt.walkIn'))}
          </div>
          <table className="w-full border-t border-dashed text-left">
            <thead>
              <tr>
                <th className="py-1 font-semibold">{t('receipt.item')}</th>
                <th className="py-1 text-right font-semibold">{t('receipt.qty')}</th>
                <th className="py-1 text-right font-semibold">{t('receipt.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {sale.items.map((i) => (
                <tr key={i.productId}>
                  <td className="py-0.5">
                    {i.name}
                    <span className="block text-xs text-muted-foreground">@ {formatAmount(i.price)}</span>
                  </td>
                  <td className="py-0.5 text-right tabular-nums">{i.quantity}</td>
                  <td className="py-0.5 text-right tabular-nums">{formatAmount(i.subtotal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="grid gap-0.5 border-t border-dashed pt-2">
            {row(`${t('subtotal')}:`, formatAmount(sale.subtotal))}
            {row(`${t('vat', { rate: vatRates })}:`, formatAmount(sale.vatAmount))}
            {sale.nbtAmount !== 0 && row(`${t('nbt', { rate: nbtRates })}:`, formatAmount(sale.nbtAmount))}
            {sale.discountAmount !== 0 && row(`${t('discount')}:`, `-${formatAmount(sale.discountAmount)}`)}
            {row(`${t('total')}:`, `LKR ${formatAmount(sale.totalAmount)}`, true)}
            {row(`${t('receipt.payment')}:`, labels.paymentMethods[sale.paymentMethod])}
          </div>
          {sale.customerId != null && sale.pointsEarned !== undefined && (
            <div className="grid gap-0.5 border-t border-dashed pt-2" data-testid="receipt-loyalty">
              {!!sale.pointsRedeemed && row(`${labels.pointsRedeemed}:`, String(sale.pointsRedeemed))}
              {row(`${labels.pointsEarned}:`, String(sale.pointsEarned))}
              {sale.loyaltyBalance != null && row(`${labels.loyaltyBalance}:`, String(sale.loyaltyBalance))}
            </div>
          )}
          <div className="border-t border-dashed pt-2 text-center">
            {business.footer && <p className="whitespace-pre-line">{business.footer}</p>}
            <p>{t('receipt.thankYou')}</p>
          </div>
        </div>
        <DialogFooter className="print:hidden">
          <Button type="button" variant="outline" onClick={download}>
            <Download aria-hidden="true" />
            {t('receipt.download')}
          </Button>
          <Button type="button" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            {t('receipt.print')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
