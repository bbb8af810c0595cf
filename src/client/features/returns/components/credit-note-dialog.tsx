import { Printer } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SaleReturn } from '#shared/contracts/returns';
import type { ReceiptProfile, Sale } from '#shared/contracts/sales';
import { TAX_PATHS } from '#shared/contracts/tax-paths';
import type { TaxInvoiceProfile } from '#shared/contracts/tax';
import { api } from '#client/lib/api';
import { cn } from '#client/lib/cn';
import { queryKeys } from '#client/lib/query-keys';
import { PrintArea, usePrint } from '#client/components/print/printable';
import { printDirectOr } from '#client/components/print/direct-print';
import { ReceiptDocument } from '#client/components/receipt/receipt-document';
import { usePrintedReceipt } from '#client/components/receipt/receipt-labels';
import { ReceiptLanguageProvider } from '#client/components/receipt/receipt-language-provider';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, Skeleton } from '#client/components/ui';
import { CreditNoteDocument } from './credit-note-document';

/**
 * A credit note on screen and on paper (the business's template: 80 mm roll or A4). After an
 * exchange the new sale's invoice follows it on the same printout (one printout,
 * both documents).
 */
export function CreditNoteDialog({
  businessId,
  ret,
  business,
  saleDate,
  newSale,
  onClose,
}: {
  businessId: number;
  ret: SaleReturn | null;
  business: ReceiptProfile | undefined;
  saleDate: string | null;
  /** An exchange's new sale, printed after the credit note. */
  newSale?: Sale | null;
  onClose: () => void;
}) {
  if (!ret || !business) return null;
  return <OpenCreditNote businessId={businessId} ret={ret} business={business} saleDate={saleDate} newSale={newSale} onClose={onClose} />;
}

function OpenCreditNote({
  businessId,
  ret,
  business,
  saleDate,
  newSale,
  onClose,
}: {
  businessId: number;
  ret: SaleReturn;
  business: ReceiptProfile;
  saleDate: string | null;
  newSale?: Sale | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('returns');
  // The documents in the shop's receipt language (Settings); the dialog in the screen's.
  const printed = usePrintedReceipt(['returns']);
  const thermal = business.invoiceTemplate === 'thermal-80mm';
  const printer = usePrint(thermal ? 'roll-80mm' : 'a4');
  const tax = useQuery({
    queryKey: queryKeys.taxInvoiceProfile(businessId),
    queryFn: () => api.get<TaxInvoiceProfile>(TAX_PATHS.taxInvoiceProfile(businessId)),
    staleTime: 60_000,
  }).data;
  // The paired receipt printer, else the print dialog; an exchange's new sale after its note.
  const printDirect = async () => {
    const language = printed.language;
    await printDirectOr(businessId, language, { kind: 'creditNote', ret, business, tax, saleDate }, printer.print);
    if (newSale) await printDirectOr(businessId, language, { kind: 'receipt', sale: newSale, business, tax }, () => undefined);
  };
  const docs = (
    <>
      <ReceiptLanguageProvider ns="returns">
        <CreditNoteDocument ret={ret} business={business} tax={tax} saleDate={saleDate} />
      </ReceiptLanguageProvider>
      {newSale && (
        // A new page on A4; on the roll, the cut line between the two.
        <div className={thermal ? 'mt-4 border-t-2 border-dashed border-black pt-4' : 'mt-8 break-before-page'}>
          <ReceiptDocument
            sale={newSale}
            business={business}
            tax={tax}
            labels={printed.labels}
            t={printed.t}
            lang={printed.locale}
            dateText={printed.dateTime(newSale.saleDate)}
            formatDate={printed.date}
          />
        </div>
      )}
    </>
  );
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t('note.close')} className={thermal ? 'sm:max-w-md' : 'sm:max-w-4xl'}>
        <DialogHeader>
          <DialogTitle>{newSale ? t('note.exchangeTitle') : t('note.dialogTitle')}</DialogTitle>
          <DialogDescription>
            {newSale
              ? t('note.exchangeDescription', { number: ret.creditNoteNumber, invoice: newSale.invoiceNumber })
              : t('note.dialogDescription', { number: ret.creditNoteNumber, invoice: ret.invoiceNumber })}
          </DialogDescription>
        </DialogHeader>
        <div className="max-h-[60vh] overflow-auto rounded-md bg-muted p-3">
          <div
            data-testid="credit-note-preview"
            className={cn(
              'mx-auto bg-white text-black shadow-sm',
              thermal ? 'w-[80mm] max-w-full px-[4mm] py-[3mm] text-[8.5pt]' : 'w-[186mm] min-w-[150mm] p-[8mm] text-[9pt]',
            )}
          >
            {printed.ready ? docs : <Skeleton className="h-64" aria-label={t('note.dialogTitle')} />}
          </div>
        </div>
        {printed.ready && <PrintArea handle={printer}>{docs}</PrintArea>}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t('note.close')}
          </Button>
          <Button type="button" onClick={() => void printDirect()} disabled={!printed.ready}>
            <Printer aria-hidden="true" />
            {t('note.print')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
