import { Tags } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SCREENS } from '#client/app/screens';
import type { Grn, PurchaseOrder } from '#shared/contracts/procurement';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#client/components/ui';
import { formatDate, formatMoney, formatQuantity } from '#client/lib/format';
import { PurchaseOrderPdfActions } from './purchase-order-pdf-actions';
import { ReturnToSupplierButton } from './return-to-supplier-button';

/** Read-only view of a purchase order or a goods received note. */
export function RecordViewDialog({
  record,
  onOpenChange,
}: {
  record: { order: PurchaseOrder } | { grn: Grn } | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('procurement');
  const { t: tl } = useTranslation('labels');
  const order = record && 'order' in record ? record.order : null;
  const grn = record && 'grn' in record ? record.grn : null;
  return (
    <Dialog open={!!record} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('actions.close')} className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>
            {order ? `${t('poForm.viewTitle')} ${order.orderNumber}` : grn ? `${t('grnForm.viewTitle')} ${grn.grnNumber}` : ''}
          </DialogTitle>
          <DialogDescription>
            {order && `${order.supplierName} · ${t(`status.${order.status}`)} · ${formatDate(order.createdAt)}`}
            {grn && `${grn.supplierName} · ${grn.purchaseOrderNumber} · ${t(`status.${grn.status}`)} · ${formatDate(grn.receivedDate)}`}
          </DialogDescription>
        </DialogHeader>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t('poForm.product')}</TableHead>
              <TableHead className="text-right">{order ? t('poForm.quantity') : t('grnForm.ordered')}</TableHead>
              {grn && <TableHead className="text-right">{t('grnForm.received')}</TableHead>}
              {grn && <TableHead>{t('grnForm.condition')}</TableHead>}
              <TableHead className="text-right">{t('poForm.unitPrice')}</TableHead>
              <TableHead className="text-right">{t('poForm.lineTotal')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {order?.items.map((i, n) => (
              <TableRow key={n}>
                <TableCell>{i.productName}</TableCell>
                <TableCell className="text-right">{formatQuantity(i.quantity)}</TableCell>
                <TableCell className="text-right whitespace-nowrap">{formatMoney(i.unitPrice)}</TableCell>
                <TableCell className="text-right whitespace-nowrap">{formatMoney(i.totalPrice)}</TableCell>
              </TableRow>
            ))}
            {grn?.items.map((i, n) => (
              <TableRow key={n}>
                <TableCell>{i.productName}</TableCell>
                <TableCell className="text-right">{formatQuantity(i.orderedQuantity)}</TableCell>
                <TableCell className="text-right">{formatQuantity(i.receivedQuantity)}</TableCell>
                <TableCell>{t(`condition.${i.condition}`)}</TableCell>
                <TableCell className="text-right whitespace-nowrap">{formatMoney(i.unitPrice)}</TableCell>
                <TableCell className="text-right whitespace-nowrap">{formatMoney(i.totalPrice)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <p className="text-right font-semibold">{formatMoney(order?.totalAmount ?? grn?.totalAmount ?? 0)}</p>
        {order && <PurchaseOrderPdfActions order={order} />}
        {grn && <ReturnToSupplierButton grn={grn} />}
        {grn && grn.items.some((i) => i.receivedQuantity > 0 && i.condition === 'good') && (
          <Button asChild variant="outline" className="self-start">
            <Link to={`${SCREENS.labels}?grnId=${grn.id}`}>
              <Tags aria-hidden="true" />
              {tl('printGrnLabels')}
            </Link>
          </Button>
        )}
        {(order?.notes || grn?.notes) && <p className="text-sm text-muted-foreground">{order?.notes ?? grn?.notes}</p>}
        {grn?.rejectionReason && (
          <p className="text-sm" data-testid="grn-rejection-reason">
            <span className="font-medium">{t('grnForm.rejectionReasonLabel')}:</span> {grn.rejectionReason}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
