import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sale } from '#shared/contracts/sales';
import { fromCents } from '#shared/domain/money';
import { Button, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui';
import { formatDateTime, formatMoney } from '#client/lib/format';
import type { ReturnDraft } from '../lib/use-return-draft';
import { RefundFields } from './refund-fields';
import { ReturnLines, ReturnTotal } from './return-lines';

// The parts of a return dialog, the same online and at a till with no connection.

/** The sale being returned: its invoice, date and total. */
export function ReturnHeading({ sale }: { sale: Sale }) {
  const { t } = useTranslation('returns');
  return (
    <DialogHeader>
      <DialogTitle>{t('dialog.title', { invoice: sale.invoiceNumber })}</DialogTitle>
      <DialogDescription>
        {t('dialog.description', { date: formatDateTime(sale.saleDate), total: formatMoney(sale.totalAmount) })}
      </DialogDescription>
    </DialogHeader>
  );
}

/** The lines coming back, the refund they add up to, and how it is paid back. */
export function ReturnDraftFields({ draft, disabled }: { draft: ReturnDraft; disabled: boolean }) {
  const { sale, drafts, setDrafts, preview, rows, setRows, split, creditAllowed } = draft;
  return (
    <>
      <ReturnLines sale={sale} drafts={drafts} preview={preview} onChange={setDrafts} disabled={disabled} />
      <ReturnTotal preview={preview} />
      <RefundFields
        rows={rows}
        onRows={setRows}
        split={split}
        totalCents={preview.totalCents}
        creditAllowed={creditAllowed}
        disabled={disabled}
      />
    </>
  );
}

/** Cancel and "Refund <amount>" (busy while it is sent); `children` stand between them (the till's Exchange). */
export function ReturnFooter({
  totalCents,
  busy,
  ready,
  onCancel,
  onSubmit,
  children,
}: {
  totalCents: number;
  busy: boolean;
  ready: boolean;
  onCancel: () => void;
  onSubmit: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('returns');
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
        {t('dialog.cancel')}
      </Button>
      {children}
      <Button type="button" disabled={!ready} onClick={onSubmit}>
        {busy ? t('dialog.sending') : t('dialog.submit', { amount: formatMoney(fromCents(totalCents)) })}
      </Button>
    </DialogFooter>
  );
}
