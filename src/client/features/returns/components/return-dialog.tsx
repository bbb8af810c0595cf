import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReturnRequest, SaleReturn } from '#shared/contracts/returns';
import type { Sale } from '#shared/contracts/sales';
import { fromCents } from '#shared/domain/money';
import { ApiError, serverMessageOf } from '#client/lib/api';
import { formatDateTime, formatMoney } from '#client/lib/format';
import { useIdempotencyKey } from '#client/lib/use-idempotency-key';
import {
  Alert,
  AlertDescription,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui';
import { useCreateReturn } from '../api/create-return';
import type { Approval } from '#client/components/manager-approval/managers';
import { ManagerPinDialog } from '#client/components/manager-approval/manager-pin-dialog';
import { RefundFields } from './refund-fields';
import { ReturnLines, ReturnTotal } from './return-lines';
import { emptyDrafts, previewReturn, returnRequest, splitRefund, type LineDraft, type RefundDraft } from '../lib/return-preview';

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
  const [drafts, setDrafts] = useState<LineDraft[]>(() => emptyDrafts(sale));
  const [rows, setRows] = useState<RefundDraft[]>([{ method: 'cash', amount: '' }]);
  const [pinAsked, setPinAsked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateReturn(businessId, sale.id);
  const key = useIdempotencyKey();
  const preview = useMemo(() => previewReturn(sale, drafts), [sale, drafts]);
  const split = splitRefund(preview.totalCents, rows);
  const creditAllowed = sale.paymentStatus !== 'paid' || sale.customerId != null;
  const closed = sale.status === 'void' || sale.status === 'returned';
  const ready = preview.valid && !split.error && !create.isPending && !closed;

  const send = (approval?: Approval) => {
    setError(null);
    create.mutate(
      { body: returnRequest(preview, drafts, split.parts, approval), headers: key.headers() },
      {
        onSuccess: (ret) => {
          key.reset();
          onReturned(ret);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === 'RETURN_APPROVAL_REQUIRED') setPinAsked(true);
          else setError(serverMessageOf(err, t('dialog.failed')));
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(o) => !o && !create.isPending && onClose()}>
      <DialogContent className="sm:max-w-2xl" closeLabel={t('dialog.cancel')} data-testid="return-dialog">
        <DialogHeader>
          <DialogTitle>{t('dialog.title', { invoice: sale.invoiceNumber })}</DialogTitle>
          <DialogDescription>
            {t('dialog.description', { date: formatDateTime(sale.saleDate), total: formatMoney(sale.totalAmount) })}
          </DialogDescription>
        </DialogHeader>
        {closed && (
          <Alert variant="destructive">
            <AlertDescription>{t(sale.status === 'void' ? 'dialog.isVoid' : 'dialog.isReturned')}</AlertDescription>
          </Alert>
        )}
        <ReturnLines sale={sale} drafts={drafts} preview={preview} onChange={setDrafts} disabled={create.isPending || closed} />
        <ReturnTotal preview={preview} />
        <RefundFields
          rows={rows}
          onRows={setRows}
          split={split}
          totalCents={preview.totalCents}
          creditAllowed={creditAllowed}
          disabled={create.isPending || closed}
        />
        {error && (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={create.isPending}>
            {t('dialog.cancel')}
          </Button>
          {onExchange && (
            <Button
              type="button"
              variant="secondary"
              disabled={!preview.valid || closed || create.isPending}
              onClick={() => {
                const { refund: _refund, ...request } = returnRequest(preview, drafts, []);
                onExchange({ sale, request, creditCents: preview.totalCents });
              }}
            >
              {t('dialog.exchange')}
            </Button>
          )}
          <Button type="button" disabled={!ready} onClick={() => send()}>
            {create.isPending ? t('dialog.sending') : t('dialog.submit', { amount: formatMoney(fromCents(preview.totalCents)) })}
          </Button>
        </DialogFooter>
        <ManagerPinDialog
          open={pinAsked}
          businessId={businessId}
          description={t('dialog.approval')}
          approveLabel={t('approve')}
          onCancel={() => setPinAsked(false)}
          onApproved={(approval) => {
            setPinAsked(false);
            send(approval);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
