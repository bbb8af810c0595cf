import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cheque, ChequeTargetStatus } from '#shared/contracts/cheques';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Textarea,
  toast,
} from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { formatMoney } from '#client/lib/format';
import { useIdempotencyKey } from '#client/lib/use-idempotency-key';
import { useChangeChequeStatus } from '../api/cheques';

export type ChequeAction = { cheque: Cheque; status: ChequeTargetStatus };

/** Confirms a status change (with an optional note); a bounce says it puts the amount back on the customer's debt. */
export function ChequeStatusDialog({
  businessId,
  action,
  onOpenChange,
}: {
  businessId: number;
  action: ChequeAction | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('cheques');
  const change = useChangeChequeStatus(businessId);
  const idempotency = useIdempotencyKey();
  const [note, setNote] = useState('');

  useEffect(() => {
    if (!action) return;
    setNote('');
    idempotency.reset(); // another change: a new key (a retry of this one keeps it)
  }, [action, idempotency]);

  const confirm = async () => {
    if (!action || change.isPending) return;
    try {
      const res = await change.mutateAsync({
        id: action.cheque.id,
        input: { status: action.status, note: note.trim() || undefined },
        headers: idempotency.headers(),
      });
      idempotency.reset();
      toast.success(
        res.debtor
          ? t('toast.bounced', { name: res.debtor.name, balance: formatMoney(res.debtor.balance) })
          : t(`toast.${action.status}`, { number: action.cheque.chequeNumber }),
      );
      onOpenChange(false);
    } catch (err) {
      toast.error(t('toast.failed'), { description: serverMessageOf(err, '') || undefined });
    }
  };

  const c = action?.cheque;
  return (
    <Dialog open={action !== null} onOpenChange={(next) => !change.isPending && onOpenChange(next)}>
      <DialogContent closeLabel={t('dialog.cancel')}>
        <DialogHeader>
          <DialogTitle>{action ? t(`dialog.title.${action.status}`) : ''}</DialogTitle>
          <DialogDescription>
            {c && action
              ? t(`dialog.description.${action.status}`, {
                  number: c.chequeNumber,
                  bank: c.bank,
                  amount: formatMoney(c.amount),
                  name: c.customerName ?? t('unknownDrawer'),
                })
              : ''}
          </DialogDescription>
        </DialogHeader>
        <FormField label={t('dialog.note')} htmlFor="cheque-note">
          <Textarea id="cheque-note" value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} rows={2} />
        </FormField>
        <DialogFooter>
          <Button type="button" variant="outline" disabled={change.isPending} onClick={() => onOpenChange(false)}>
            {t('dialog.cancel')}
          </Button>
          <Button
            type="button"
            variant={action?.status === 'bounced' ? 'destructive' : 'default'}
            disabled={change.isPending}
            onClick={() => void confirm()}
          >
            {change.isPending ? t('dialog.saving') : action ? t(`dialog.confirm.${action.status}`) : ''}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
