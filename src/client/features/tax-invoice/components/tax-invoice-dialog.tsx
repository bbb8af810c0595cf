import { FileDown, Printer } from 'lucide-react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Sale } from '#shared/contracts/sales';
import type { TaxInvoiceDocument, TaxInvoiceRecord, TaxInvoiceRequest } from '#shared/contracts/tax-invoice';
import { PrintArea, usePrint } from '#client/components/print/printable';
import { printDirectOr } from '#client/components/print/direct-print';
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Skeleton, toast } from '#client/components/ui';
import { ApiError, serverMessageOf } from '#client/lib/api';
import { newIdempotencyKey } from '#client/lib/use-idempotency-key';
import { formatDateTime, formatMoney } from '#client/lib/format';
import { useTaxInvoice } from '../api/get-tax-invoice';
import { useIssueTaxInvoice } from '../api/issue-tax-invoice';
import { useRecordTaxInvoicePrint } from '../api/print-tax-invoice';
import { useDownloadTaxInvoicePdf } from '../api/tax-invoice-pdf';
import { TaxInvoiceBuyerForm } from './tax-invoice-buyer-form';
import { TaxInvoiceRoll } from './tax-invoice-roll';
import { TaxInvoiceSetupLink } from './tax-invoice-setup-link';
import { useReceiptI18n } from '#client/components/receipt/receipt-language';

/**
 * A sale's tax invoice: the buyer's details to issue it, then its serial number
 * with Download PDF (A4) and Print 80 mm. Both share the server's print counter: the first print is
 * the original, every later one says COPY — the buttons say so.
 */
export function TaxInvoiceDialog({
  businessId,
  sale,
  onClose,
  defaultBuyer,
}: {
  businessId: number;
  sale: Sale;
  onClose: () => void;
  /** The buyer's details already given (at the till): the form starts with them. */
  defaultBuyer?: TaxInvoiceRequest;
}) {
  const { t } = useTranslation('sales');
  const invoice = useTaxInvoice(businessId, sale.id);
  const issue = useIssueTaxInvoice(businessId, sale.id);
  // One key per dialog: a retry after a lost answer gets the same invoice, not "already issued".
  const [key] = useState(newIdempotencyKey);
  // The last refusal's code: one the shop fixes in its settings gets a link there under the message.
  const [refused, setRefused] = useState<string>();
  return (
    <Dialog open onOpenChange={(o) => !o && !issue.isPending && onClose()}>
      <DialogContent className="sm:max-w-lg" closeLabel={t('taxInvoice.close')}>
        <DialogHeader>
          <DialogTitle>{t('taxInvoice.title', { invoice: sale.invoiceNumber })}</DialogTitle>
          <DialogDescription>{t('taxInvoice.description', { total: formatMoney(sale.totalAmount) })}</DialogDescription>
        </DialogHeader>
        {invoice.isError ? (
          <p role="alert" className="text-destructive">
            {serverMessageOf(invoice.error, t('taxInvoice.loadFailed'))}
          </p>
        ) : invoice.data === undefined ? (
          <Skeleton className="h-40" aria-label={t('loading')} />
        ) : invoice.data === null ? (
          <TaxInvoiceBuyerForm
            pending={issue.isPending}
            defaultValues={defaultBuyer}
            onSubmit={async (input) => {
              setRefused(undefined);
              const issued = await issue.mutateAsync({ input, idempotencyKey: key }).catch((err: unknown) => {
                setRefused(err instanceof ApiError ? err.code : undefined);
                throw err;
              });
              toast.success(t('taxInvoice.issued', { serial: issued.serialNumber }));
            }}
            notice={<TaxInvoiceSetupLink code={refused} />}
            actions={
              <Button type="button" variant="outline" onClick={onClose} disabled={issue.isPending}>
                {t('taxInvoice.cancel')}
              </Button>
            }
          />
        ) : (
          <IssuedTaxInvoice businessId={businessId} invoice={invoice.data} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function IssuedTaxInvoice({ businessId, invoice }: { businessId: number; invoice: TaxInvoiceRecord }) {
  const { t } = useTranslation('sales');
  const pdf = useDownloadTaxInvoicePdf(businessId, invoice.saleId);
  const recordPrint = useRecordTaxInvoicePrint(businessId, invoice.saleId);
  const printer = usePrint('roll-80mm');
  // The roll prints in the receipt language: its catalogue must be here before the print dialog opens.
  const receipt = useReceiptI18n('sales');
  const [doc, setDoc] = useState<TaxInvoiceDocument | null>(null);
  const printed = invoice.printCount > 0;

  const downloadPdf = async () => {
    try {
      await pdf.mutateAsync();
    } catch (err) {
      toast.error(t('taxInvoice.printFailed'), { description: serverMessageOf(err, '') || undefined });
    }
  };
  const printRoll = async () => {
    try {
      const { document } = await recordPrint.mutateAsync();
      // The paired receipt printer; else the roll, in the page before the browser's print dialog opens.
      await printDirectOr(businessId, receipt.language, { kind: 'taxInvoice', doc: document }, () => {
        flushSync(() => setDoc(document));
        printer.print();
      });
    } catch (err) {
      toast.error(t('taxInvoice.printFailed'), { description: serverMessageOf(err, '') || undefined });
    }
  };

  return (
    <div className="grid gap-4" data-testid="tax-invoice-issued">
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <dt className="text-muted-foreground">{t('taxInvoice.serial')}</dt>
        <dd className="font-semibold" data-testid="tax-invoice-serial">
          {invoice.serialNumber}
        </dd>
        <dt className="text-muted-foreground">{t('taxInvoice.issuedAt')}</dt>
        <dd>{formatDateTime(invoice.issuedAt)}</dd>
        <dt className="text-muted-foreground">{t('taxInvoice.buyerName')}</dt>
        <dd className="break-words">{invoice.buyer.name}</dd>
        <dt className="text-muted-foreground">{t('taxInvoice.buyerTin')}</dt>
        <dd>{invoice.buyer.tin}</dd>
        <dt className="text-muted-foreground">{t('taxInvoice.total')}</dt>
        <dd className="tabular-nums">{formatMoney(invoice.totalAmount)}</dd>
      </dl>
      <p className="text-sm text-muted-foreground">
        {printed ? t('taxInvoice.printedTimes', { count: invoice.printCount }) : t('taxInvoice.notPrinted')}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" disabled={pdf.isPending} onClick={() => void downloadPdf()}>
          <FileDown className="size-4" aria-hidden /> {printed ? t('taxInvoice.reprintPdf') : t('taxInvoice.downloadPdf')}
        </Button>
        <Button type="button" disabled={recordPrint.isPending || !receipt.ready} onClick={() => void printRoll()}>
          <Printer className="size-4" aria-hidden /> {printed ? t('taxInvoice.reprint80') : t('taxInvoice.print80')}
        </Button>
      </div>
      {doc && (
        <PrintArea handle={printer}>
          <TaxInvoiceRoll doc={doc} />
        </PrintArea>
      )}
    </div>
  );
}
