import { Download, Printer } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
// Paths from the zod-free module, the type alone from the contract: the till preloads this dialog,
// and the contract's zod schemas would come with it.
import { TAX_PATHS } from '#shared/contracts/tax-paths';
import type { TaxInvoiceProfile } from '#shared/contracts/tax';
import type { ReceiptProfile, Sale } from '#shared/contracts/sales';
import { PrintArea, usePrint } from '../print/printable';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, Skeleton } from '../ui';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';
import { useBusinessId } from '#client/lib/use-business-id';
import { cn } from '#client/lib/cn';
import { receiptText } from './receipt-text';
import { ReceiptDocument, type ReceiptDocumentProps } from './receipt-document';
import { usePrintedReceipt } from './receipt-labels';
import { printDirectOr } from '../print/direct-print';
import { ShareButton } from '../share/share-button';

export function ReceiptDialog({
  sale,
  business,
  onClose,
}: {
  sale: Sale | null;
  business: ReceiptProfile | undefined;
  onClose: () => void;
}) {
  if (!sale || !business) return null;
  return <OpenReceipt sale={sale} business={business} onClose={onClose} />;
}

function downloadText(fileName: string, text: string) {
  const blob = new Blob([text], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The receipt of a sale just made or reprinted: a preview on paper, Print (the shared print
 * mechanism, components/print) at the template's paper — an 80 mm roll or A4 — and a .txt download.
 */
function OpenReceipt({ sale, business, onClose }: { sale: Sale; business: ReceiptProfile; onClose: () => void }) {
  const { t } = useTranslation('pos');
  // The document in the shop's receipt language (Settings), the dialog around it in the screen's.
  const printed = usePrintedReceipt();
  const thermal = business.invoiceTemplate === 'thermal-80mm';
  const printer = usePrint(thermal ? 'roll-80mm' : 'a4');
  // Tax invoice (decision 0008): a VAT-registered business's receipt is titled 'TAX INVOICE' with its TIN / VAT number.
  const businessId = useBusinessId();
  const tax = useQuery({
    queryKey: queryKeys.taxInvoiceProfile(businessId),
    queryFn: () => api.get<TaxInvoiceProfile>(TAX_PATHS.taxInvoiceProfile(businessId!)),
    enabled: !!businessId,
    staleTime: 60_000,
  }).data;
  const doc: ReceiptDocumentProps = {
    sale,
    business,
    tax,
    labels: printed.labels,
    t: printed.t,
    lang: printed.locale,
    dateText: printed.dateTime(sale.saleDate),
    formatDate: printed.date,
  };
  const download = () =>
    downloadText(`${sale.invoiceNumber}.txt`, receiptText(sale, business, printed.labels, doc.dateText, tax, printed.date));
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t('receipt.close')} className={thermal ? 'sm:max-w-md' : 'sm:max-w-4xl'}>
        <DialogHeader>
          <DialogTitle>{t('receipt.title')}</DialogTitle>
          <DialogDescription>{t('receipt.description', { number: sale.invoiceNumber })}</DialogDescription>
        </DialogHeader>
        {/* The preview: the document on white paper at its own width, whatever the theme. */}
        <div className="overflow-x-auto rounded-md bg-muted p-3">
          <div
            data-testid="receipt"
            className={cn(
              'mx-auto bg-white text-black shadow-sm',
              thermal ? 'w-[80mm] max-w-full px-[4mm] py-[3mm] text-[8.5pt]' : 'w-[186mm] min-w-[150mm] p-[8mm] text-[9pt]',
            )}
          >
            {printed.ready ? <ReceiptDocument {...doc} /> : <Skeleton className="h-64" aria-label={t('receipt.title')} />}
          </div>
        </div>
        {printed.ready && (
          <PrintArea handle={printer}>
            <ReceiptDocument {...doc} />
          </PrintArea>
        )}
        <DialogFooter>
          {/* The receipt by WhatsApp, SMS or e-mail, as a link to its read-only page. */}
          {businessId != null && <ShareButton businessId={businessId} target={{ kind: 'receipt', saleId: sale.id }} />}
          <Button type="button" variant="outline" onClick={download} disabled={!printed.ready}>
            <Download aria-hidden="true" />
            {t('receipt.download')}
          </Button>
          <Button
            type="button"
            // The paired receipt printer, else the print dialog; a reprint never opens the drawer.
            onClick={() => void printDirectOr(businessId, printed.language, { kind: 'receipt', sale, business, tax }, printer.print)}
            disabled={!printed.ready}
          >
            <Printer aria-hidden="true" />
            {t('receipt.print')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
