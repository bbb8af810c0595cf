import { useTranslation } from 'react-i18next';
import type { ReturnRequest, SaleReturn } from '#shared/contracts/returns';
import type { Sale } from '#shared/contracts/sales';
import { serverMessageOf } from '#client/lib/api';
import { Alert, AlertDescription, Button, Dialog, DialogContent } from '#client/components/ui';
import { ManagerPinDialog } from '#client/components/manager-approval/manager-pin-dialog';
import { useCreateReturn } from '../api/create-return';
import { returnRequest } from '../lib/return-preview';
import { useApprovedWrite } from '../lib/use-approved-write';
import { useReturnDraft } from '../lib/use-return-draft';
import { RefusalAlert } from './refusal-alert';
import { ReturnDraftFields, ReturnFooter, ReturnHeading } from './return-draft-fields';

/** What the till keeps of a return that becomes an exchange: the lines, as a credit toward new goods. */
export type ExchangeDraft = { sale: Sale; request: Omit<ReturnRequest, 'refund'>; creditCents: number };

export type ReturnDialogProps = {
  businessId: number;
  /** The sale as read back (its lines' ids and what came back already); null: closed. */
  sale: Sale | null;
  onClose: () => void;
  onReturned: (ret: SaleReturn) => void;
  /** The till only: keep the chosen lines as a credit and go on to sell new goods. */
  onExchange?: (draft: ExchangeDraft) => void;
};

export function ReturnDialog(props: ReturnDialogProps) {
  if (!props.sale) return null;
  return <OpenReturn key={props.sale.id} {...props} sale={props.sale} />;
}

/**
 * A return of a sale: the lines and how much of each, the refund previewed as
 * the server will compute it, how it is paid back; a manager's PIN when the server asks for one
 * (403 RETURN_APPROVAL_REQUIRED), then the credit note.
 */
function OpenReturn({ businessId, sale, onClose, onReturned, onExchange }: ReturnDialogProps & { sale: Sale }) {
  const { t } = useTranslation('returns');
  const draft = useReturnDraft(sale);
  const { preview, drafts, split } = draft;
  const create = useCreateReturn(businessId, sale.id);
  const write = useApprovedWrite(create, {
    approvalCode: 'RETURN_APPROVAL_REQUIRED',
    bodyOf: (approval) => returnRequest(preview, drafts, split.parts, approval),
    onDone: onReturned,
    refusalOf: (err) => serverMessageOf(err, t('dialog.failed')),
  });
  const closed = sale.status === 'void' || sale.status === 'returned';
  const busy = create.isPending;

  return (
    <Dialog open onOpenChange={(o) => !o && !busy && onClose()}>
      <DialogContent className="sm:max-w-2xl" closeLabel={t('dialog.cancel')} data-testid="return-dialog">
        <ReturnHeading sale={sale} />
        {closed && (
          <Alert variant="destructive">
            <AlertDescription>{t(sale.status === 'void' ? 'dialog.isVoid' : 'dialog.isReturned')}</AlertDescription>
          </Alert>
        )}
        <ReturnDraftFields draft={draft} disabled={busy || closed} />
        <RefusalAlert error={write.error} />
        <ReturnFooter
          totalCents={preview.totalCents}
          busy={busy}
          ready={preview.valid && !split.error && !busy && !closed}
          onCancel={onClose}
          onSubmit={() => write.send()}
        >
          {onExchange && (
            <Button
              type="button"
              variant="secondary"
              disabled={!preview.valid || closed || busy}
              onClick={() => {
                const { refund: _refund, ...request } = returnRequest(preview, drafts, []);
                onExchange({ sale, request, creditCents: preview.totalCents });
              }}
            >
              {t('dialog.exchange')}
            </Button>
          )}
        </ReturnFooter>
        <ManagerPinDialog {...write.pin} businessId={businessId} description={t('dialog.approval')} approveLabel={t('approve')} />
      </DialogContent>
    </Dialog>
  );
}
