import { Printer } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SaleReturn } from '#shared/contracts/returns';
import type { ReceiptProfile, Sale } from '#shared/contracts/sales';
import { TAX_PATHS } from '#shared/contracts/tax-paths';
import type { TaxInvoiceProfile } from '#shared/contracts/tax';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';
import { PaperPreview } from '#client/components/print/paper-preview';
import { PrintArea, usePrint } from '#client/components/print/printable';
import { printDirectOr } from '#client/components/print/direct-print';
import { ReceiptDocument } from '#client/components/receipt/receipt-document';
import { usePrintedReceipt, type PrintedReceipt } from '#client/components/receipt/receipt-labels';
import { ReceiptLanguageProvider } from '#client/components/receipt/receipt-language-provider';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, Skeleton } from '#client/components/ui';
import { CreditNoteDocument } from './credit-note-document';

type CreditNoteProps = {
  businessId: number;
  ret: SaleReturn;
  business: ReceiptProfile;
  saleDate: string | null;
  /** An exchange's new sale, printed after the credit note. */
  newSale?: Sale | null;
  onClose: () => void;
};

/**
 * A credit note on screen and on paper (the business's template: 80 mm roll or A4). After an
 * exchange the new sale's invoice follows it on the same printout (one printout,
 * both documents).
 */
export function CreditNoteDialog({
  ret,
  business,
  ...props
}: Omit<CreditNoteProps, 'ret' | 'business'> & { ret: SaleReturn | null; business: ReceiptProfile | undefined }) {
  if (!ret || !business) return null;
  return <OpenCreditNote ret={ret} business={business} {...props} />;
}

function OpenCreditNote({ businessId, ret, business, saleDate, newSale, onClose }: CreditNoteProps) {
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
    <CreditNoteDocuments
      ret={ret}
      business={business}
      tax={tax}
      saleDate={saleDate}
      newSale={newSale}
      thermal={thermal}
      printed={printed}
    />
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
        <PaperPreview paper={printer.paper} testId="credit-note-preview">
          {printed.ready ? docs : <Skeleton className="h-64" aria-label={t('note.dialogTitle')} />}
        </PaperPreview>
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

/** The credit note in the receipt language, then an exchange's new sale: after the cut line on the roll, on a new page on A4. */
function CreditNoteDocuments({
  ret,
  business,
  tax,
  saleDate,
  newSale,
  thermal,
  printed,
}: Omit<CreditNoteProps, 'businessId' | 'onClose'> & { tax: TaxInvoiceProfile | undefined; thermal: boolean; printed: PrintedReceipt }) {
  return (
    <>
      <ReceiptLanguageProvider ns="returns">
        <CreditNoteDocument ret={ret} business={business} tax={tax} saleDate={saleDate} />
      </ReceiptLanguageProvider>
      {newSale && (
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
}
