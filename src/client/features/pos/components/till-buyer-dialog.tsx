import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaxInvoiceRequest } from '#shared/contracts/tax-invoice';
import { TaxInvoiceBuyerForm } from '#client/features/tax-invoice';
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui';

/**
 * The buyer's details for a tax invoice asked for at the till before paying: checked with the
 * server's schema, kept by the till until the sale is paid (till-tax-invoice.tsx). Loaded on first
 * use (lazy-dialogs.tsx), so the till's first paint does not carry the form.
 */
export function TillBuyerDialog({
  open,
  buyer,
  onClose,
  onSave,
}: {
  open: boolean;
  buyer: TaxInvoiceRequest | null;
  onClose: () => void;
  onSave: (buyer: TaxInvoiceRequest) => void;
}) {
  const { t } = useTranslation('pos');
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="sm:max-w-lg" closeLabel={t('taxInvoice.cancel')}>
        <DialogHeader>
          <DialogTitle>{t('taxInvoice.title')}</DialogTitle>
          <DialogDescription>{t('taxInvoice.description')}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={null}>
          <TaxInvoiceBuyerForm
            idPrefix="till-tax-invoice"
            defaultValues={buyer ?? undefined}
            submitLabel={t('taxInvoice.save')}
            onSubmit={async (input) => onSave({ ...input, buyerPhone: input.buyerPhone ?? undefined })}
            actions={
              <Button type="button" variant="outline" onClick={onClose}>
                {t('taxInvoice.cancel')}
              </Button>
            }
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
