import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReturnRequest } from '#shared/contracts/returns';
import type { Sale } from '#shared/contracts/sales';
import {
  Alert,
  AlertDescription,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Skeleton,
} from '#client/components/ui';
import { returnRequest, type ReturnPreview } from '../lib/return-preview';
import { useReturnDraft } from '../lib/use-return-draft';
import { ReturnDraftFields, ReturnFooter, ReturnHeading } from './return-draft-fields';

export type OfflineReturnDialogProps = {
  /** The sale being returned; null while the device still reads what came back of it already. */
  sale: Sale | null;
  /** False when nothing can be queued (no terminal on this device): Return stays disabled. */
  canReturn: boolean;
  /** Queues the return; a throw keeps the dialog open with the reason. */
  onReturn: (preview: ReturnPreview, request: ReturnRequest) => Promise<void>;
  onClose: () => void;
};

/**
 * The return dialog of a till with no connection: the same lines, preview (the shared rule) and
 * refund as online; no exchange and no manager's PIN (the server is not there to check them). The
 * till decides what Return does (it queues the return after its sale and prints the credit note).
 */
export function OfflineReturnDialog({ sale, ...props }: OfflineReturnDialogProps) {
  return sale ? <OpenOfflineReturn {...props} sale={sale} /> : <Loading onClose={props.onClose} />;
}

function Loading({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('returns');
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t('dialog.cancel')}>
        <DialogHeader>
          <DialogTitle>{t('find.title')}</DialogTitle>
          <DialogDescription>{t('device.loading')}</DialogDescription>
        </DialogHeader>
        <Skeleton className="h-40" aria-label={t('device.loading')} />
      </DialogContent>
    </Dialog>
  );
}

function OpenOfflineReturn({ sale, canReturn, onReturn, onClose }: Omit<OfflineReturnDialogProps, 'sale'> & { sale: Sale }) {
  const { t } = useTranslation('returns');
  const draft = useReturnDraft(sale);
  const { preview, drafts, split } = draft;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ready = preview.valid && !split.error && !busy && canReturn;

  const send = async () => {
    if (!ready) return;
    setBusy(true);
    setError(null);
    try {
      await onReturn(preview, returnRequest(preview, drafts, split.parts));
    } catch (err) {
      console.warn('Kade: the return could not be queued on this device', err);
      setError(t('device.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(o) => !o && !busy && onClose()}>
      <DialogContent className="sm:max-w-2xl" closeLabel={t('dialog.cancel')} data-testid="device-return-dialog">
        <ReturnHeading sale={sale} />
        <Alert>
          <AlertDescription>{t('device.notice')}</AlertDescription>
        </Alert>
        <ReturnDraftFields draft={draft} disabled={busy} />
        {error && (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <ReturnFooter totalCents={preview.totalCents} busy={busy} ready={ready} onCancel={onClose} onSubmit={() => void send()} />
      </DialogContent>
    </Dialog>
  );
}
