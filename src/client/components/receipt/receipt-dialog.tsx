import { Download, Printer } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
// Paths from the zod-free module, the type alone from the contract: the till preloads this dialog,
// and the contract's zod schemas would come with it.
import { TAX_PATHS } from '../../../shared/contracts/tax-paths';
import type { TaxInvoiceProfile } from '../../../shared/contracts/tax';
import type { ReceiptProfile, Sale } from '../../../shared/contracts/sales';
import { PrintArea, usePrint } from '../print/printable';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../ui';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useBusinessId } from '../../lib/use-business-id';
import { cn } from '../../lib/cn';
import { formatDate, formatDateTime } from '../../lib/format';
import { receiptText } from './receipt-text';
import { ReceiptDocument, type ReceiptDocumentProps } from './receipt-document';
import { useReceiptLabels } from './receipt-labels';

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
  const labels = useReceiptLabels();
  const thermal = business.invoiceTemplate === 'thermal-80mm';
  const printer = usePrint(thermal ? 'roll-80mm' : 'a4');
  // Tax invoice (DECISIONS.md): a VAT-registered business's receipt is titled 'TAX INVOICE' with its TIN / VAT number.
  const businessId = useBusinessId();
  const tax = useQuery({
    queryKey: queryKeys.taxInvoiceProfile(businessId),
    queryFn: () => api.get<TaxInvoiceProfile>(TAX_PATHS.taxInvoiceProfile(businessId!)),
    enabled: !!businessId,
    staleTime: 60_000,
  }).data;
  const doc: ReceiptDocumentProps = { sale, business, tax, labels, dateText: formatDateTime(sale.saleDate), formatDate };
  const download = () => downloadText(`${sale.invoiceNumber}.txt`, receiptText(sale, business, labels, doc.dateText, tax, formatDate));
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
            <ReceiptDocument {...doc} />
          </div>
        </div>
        <PrintArea handle={printer}>
          <ReceiptDocument {...doc} />
        </PrintArea>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={download}>
            <Download aria-hidden="true" />
            {t('receipt.download')}
          </Button>
          <Button type="button" onClick={printer.print}>
            <Printer aria-hidden="true" />
            {t('receipt.print')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
