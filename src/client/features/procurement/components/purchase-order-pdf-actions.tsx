import { Printer, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PROCUREMENT_PATHS, type PurchaseOrder } from '#shared/contracts/procurement';
import { Button, toast } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useSharePurchaseOrder } from '../api/purchase-order-pdf';

/** Print opens the server's A4 PDF (the browser's viewer prints it); Share sends the PDF or downloads it. */
export function PurchaseOrderPdfActions({ order }: { order: PurchaseOrder }) {
  const { t } = useTranslation('procurement');
  const share = useSharePurchaseOrder();
  const onShare = async () => {
    try {
      const result = await share.mutateAsync({ order, title: t('poPdf.shareTitle', { number: order.orderNumber }) });
      if (result === 'downloaded') toast.success(t('poPdf.downloaded'));
    } catch (err) {
      toast.error(t('poPdf.failed'), { description: serverMessageOf(err, '') || undefined });
    }
  };
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button asChild variant="outline">
        <a href={PROCUREMENT_PATHS.purchaseOrderPdf(order.id)} target="_blank" rel="noopener">
          <Printer aria-hidden="true" />
          {t('poPdf.print')}
        </a>
      </Button>
      <Button type="button" variant="outline" disabled={share.isPending} onClick={() => void onShare()}>
        <Share2 aria-hidden="true" />
        {t('poPdf.share')}
      </Button>
    </div>
  );
}
