import { Suspense, useEffect, useState } from 'react';
import type { SaleReturn } from '#shared/contracts/returns';
import type { Sale } from '#shared/contracts/sales';
import { OfflineReturnDialog } from '#client/features/returns';
import { newIdempotencyKey } from '#client/lib/use-idempotency-key';
import { shopNow } from '#client/lib/shop-time';
import type { DeviceSale, DeviceTerminal } from '#client/features/offline/types';
import { deviceCreditNote, queueDeviceReturn, returnableDeviceSale } from '../lib/device-return';

export type DeviceReturnDialogProps = {
  /** A sale made on this device, found with no connection; null: closed. */
  deviceSale: DeviceSale | null;
  terminal: DeviceTerminal | null | undefined;
  userId: string;
  onClose: () => void;
  /** The return is queued: its credit note (number pending) prints now. */
  onReturned: (ret: SaleReturn, sale: Sale) => void;
};

/**
 * A return at a terminal with no connection: the returns feature's offline dialog (lines, preview,
 * refund), with what came back already read from this device's outbox; Return queues it after its
 * sale and the credit note prints at once.
 */
export function DeviceReturnDialog(props: DeviceReturnDialogProps) {
  const { deviceSale } = props;
  if (!deviceSale) return null;
  return <OpenDeviceReturn key={deviceSale.key} {...props} deviceSale={deviceSale} />;
}

function OpenDeviceReturn({ deviceSale, terminal, userId, onClose, onReturned }: DeviceReturnDialogProps & { deviceSale: DeviceSale }) {
  const [sale, setSale] = useState<Sale | null>(null);
  // One key per dialog: a second tap on Return is the same queued return.
  const [key] = useState(newIdempotencyKey);
  useEffect(() => {
    let live = true;
    returnableDeviceSale(deviceSale).then(
      (s) => live && setSale(s),
      () => live && setSale(deviceSale.sale),
    );
    return () => {
      live = false;
    };
  }, [deviceSale]);

  return (
    <Suspense fallback={null}>
      <OfflineReturnDialog
        sale={sale}
        canReturn={!!terminal}
        onClose={onClose}
        onReturn={async (preview, request) => {
          if (!terminal || !sale) return;
          const returnedAt = shopNow().toISOString();
          await queueDeviceReturn({ ds: deviceSale, sale, request, terminal, userId, key, returnedAt });
          onReturned(deviceCreditNote(sale, preview, request, returnedAt, userId), sale);
        }}
      />
    </Suspense>
  );
}
