import { useMutation } from '@tanstack/react-query';
import { PROCUREMENT_PATHS, type PurchaseOrder } from '#shared/contracts/procurement';
import { ApiError } from '#client/lib/api';
import { saveFile } from '#client/lib/save-file';

async function fetchPdf(order: PurchaseOrder): Promise<File> {
  const res = await fetch(PROCUREMENT_PATHS.purchaseOrderPdf(order.id), { credentials: 'include' });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(res.status, body?.message || res.statusText, body);
  }
  return new File([await res.blob()], `purchase-order-${order.orderNumber}.pdf`, { type: 'application/pdf' });
}

function download(file: File) {
  saveFile(file, file.name);
}

/**
 * Share: the PDF through the Web Share API where the device can share files (phones: WhatsApp,
 * e-mail), else downloaded to send by hand. Answers what happened.
 */
export async function sharePurchaseOrder(order: PurchaseOrder, title: string): Promise<'shared' | 'downloaded' | 'cancelled'> {
  const file = await fetchPdf(order);
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title });
      return 'shared';
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return 'cancelled';
      throw err;
    }
  }
  download(file);
  return 'downloaded';
}

export const useSharePurchaseOrder = () =>
  useMutation({ mutationFn: ({ order, title }: { order: PurchaseOrder; title: string }) => sharePurchaseOrder(order, title) });
