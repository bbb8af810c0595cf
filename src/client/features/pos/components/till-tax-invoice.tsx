import { FileText, X } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sale } from '#shared/contracts/sales';
import { IDEMPOTENCY_HEADER } from '#shared/contracts/sales-paths';
import type { TaxInvoice, TaxInvoiceRequest } from '#shared/contracts/tax-invoice';
import { TAX_INVOICE_PATHS } from '#shared/contracts/tax-invoice-paths';
import { Button, toast } from '#client/components/ui';
import { api, serverMessageOf } from '#client/lib/api';
import { useSalePaid, type SalePaidChannel } from '../checkout/sale-paid';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { LazyTillBuyerDialog, LazyTillTaxInvoiceDialog } from './lazy-dialogs';

/**
 * A tax invoice asked for at the till, before paying: the cashier takes the
 * buyer's details, the sale is paid as usual, then the invoice is issued for it and shown with
 * Download PDF and Print 80 mm. Only a VAT-registered shop offers it.
 */
export function useTillTaxInvoice(businessId: number, checkout: { salePaid: SalePaidChannel; closeReceipt: () => void }) {
  const { t } = useTranslation('pos');
  const [buyer, setBuyer] = useState<TaxInvoiceRequest | null>(null);
  const [shown, setShown] = useState<{ sale: Sale; buyer: TaxInvoiceRequest } | null>(null);

  /** A paid sale: its tax invoice, when one was asked for, is issued and takes the receipt's place. */
  const issue = async (sale: Sale, asked: TaxInvoiceRequest) => {
    try {
      await api.post<TaxInvoice>(TAX_INVOICE_PATHS.taxInvoice(businessId, sale.id), asked, {
        headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() },
      });
    } catch (err) {
      // The sale stands; the dialog shows the buyer's details again so the cashier can retry.
      toast.error(t('taxInvoice.notIssued'), { description: serverMessageOf(err, '') || undefined });
    }
    checkout.closeReceipt();
    setShown({ sale, buyer: asked });
  };
  // Issued by the server for its sale: not for one still on the device, nor an exchange's.
  useSalePaid(checkout, ({ sale, queued, exchange }) => {
    if (!buyer || !sale.vatRegistered || queued || exchange) return;
    setBuyer(null);
    void issue(sale, buyer);
  });

  return { buyer, setBuyer, shown, closeShown: useCallback(() => setShown(null), []) };
}

export type TillTaxInvoice = ReturnType<typeof useTillTaxInvoice>;

/** The till's "Tax invoice" button, or the buyer it will be issued to (with a way to drop it). */
export function TillTaxInvoiceRequest({ taxInvoice, busy }: { taxInvoice: TillTaxInvoice; busy: boolean }) {
  const { t } = useTranslation('pos');
  const [open, setOpen] = useState(false);
  const { buyer, setBuyer } = taxInvoice;
  return (
    <div className="flex items-center justify-between gap-2 text-sm" data-testid="till-tax-invoice">
      {buyer ? (
        <>
          <p className="min-w-0 truncate">
            <FileText className="mr-1 inline size-4" aria-hidden />
            {t('taxInvoice.for', { name: buyer.buyerName, tin: buyer.buyerTin })}
          </p>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={() => setBuyer(null)}
            aria-label={t('taxInvoice.remove')}
          >
            <X aria-hidden />
          </Button>
        </>
      ) : (
        <Button type="button" variant="outline" size="sm" className="w-full" disabled={busy} onClick={() => setOpen(true)}>
          <FileText aria-hidden /> {t('taxInvoice.ask')}
        </Button>
      )}
      <LazyTillBuyerDialog
        open={open}
        buyer={buyer}
        onClose={() => setOpen(false)}
        onSave={(input) => {
          setBuyer(input);
          setOpen(false);
        }}
      />
    </div>
  );
}

/** The tax invoice issued for the sale just paid, ready to download or print. */
export function TillTaxInvoiceShown({
  businessId,
  taxInvoice,
  onClose,
}: {
  businessId: number;
  taxInvoice: TillTaxInvoice;
  onClose: () => void;
}) {
  if (!taxInvoice.shown) return null;
  return (
    <LazyTillTaxInvoiceDialog
      businessId={businessId}
      sale={taxInvoice.shown.sale}
      defaultBuyer={taxInvoice.shown.buyer}
      onClose={() => {
        taxInvoice.closeShown();
        onClose();
      }}
    />
  );
}
