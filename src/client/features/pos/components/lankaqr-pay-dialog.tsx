import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dynamicLankaQr, parseLankaQr } from '#shared/domain/lankaqr';
import { fromCents } from '#shared/domain/money';
import { hasPairedPrinter, printDirectOr } from '#client/components/print/direct-print';
import { QrCode } from '#client/components/qr/qr-code';
import { useReceiptLanguage } from '#client/components/receipt/receipt-language';
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
  toast,
} from '#client/components/ui';
import { formatMoney } from '#client/lib/format';
// The customer display listens on a BroadcastChannel; the till only publishes to it.
// The till publishes the sale's QR to the customer display.
import { publishDisplayQr } from '#client/features/customer-display';

/** The sale's dynamic code, or null when it cannot be made (an amount past tag 54's 13 characters). */
function saleCode(payload: string, amountCents: number, reference: string): string | null {
  try {
    return dynamicLankaQr(payload, { amountCents, reference });
  } catch {
    return null;
  }
}

/**
 * Paying by LankaQR: the sale's own code — the shop's, with point of initiation
 * 12, this part's amount and the sale's reference — on screen and on the customer display. The
 * customer pays from their bank app; the cashier checks the shop's banking app, then confirms, and
 * the part records the reference the code carried.
 */
export function LankaQrPayDialog({
  open,
  businessId,
  payload,
  amountCents,
  reference,
  shopName = '',
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  businessId: number;
  /** The shop's static LankaQR. */
  payload: string;
  amountCents: number;
  reference: string;
  /** The shop's name, printed over the code when the cashier prints it. */
  shopName?: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('lankaqr');
  const code = useMemo(() => (open && payload ? saleCode(payload, amountCents, reference) : null), [open, payload, amountCents, reference]);
  const merchant = useMemo(() => {
    const parsed = payload ? parseLankaQr(payload) : null;
    return parsed?.ok ? parsed.merchantName : '';
  }, [payload]);
  const amount = formatMoney(fromCents(amountCents));
  const slip = code ? { shopName, merchant, payload: code, amountCents, reference } : null;
  const { printing, canPrint, print } = useQrSlipPrint(businessId, slip);
  useQrOnCustomerDisplay(businessId, code, amount);

  return (
    <Dialog open={open} onOpenChange={(o) => !o && onCancel()}>
      <DialogContent hideCloseButton className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('till.title')}</DialogTitle>
          <DialogDescription>{t('till.description')}</DialogDescription>
        </DialogHeader>
        {code ? (
          <div className="flex flex-col items-center gap-3">
            <QrCode payload={code} size={256} label={t('till.qrLabel', { amount })} className="h-auto w-64 max-w-full" />
            <dl className="grid w-full grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted-foreground">{t('till.amount')}</dt>
              <dd className="text-right text-2xl font-bold tabular-nums" data-testid="lankaqr-amount">
                {amount}
              </dd>
              <dt className="text-muted-foreground">{t('till.merchant')}</dt>
              <dd className="text-right font-medium" data-testid="lankaqr-pay-merchant">
                {merchant}
              </dd>
              <dt className="text-muted-foreground">{t('till.reference')}</dt>
              <dd className="text-right font-mono" data-testid="lankaqr-reference">
                {reference}
              </dd>
            </dl>
          </div>
        ) : (
          <Alert variant="destructive">
            <AlertDescription>{t('till.failed')}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('till.cancel')}
          </Button>
          {canPrint && (
            <Button type="button" variant="outline" disabled={printing} onClick={() => void print()}>
              {t('till.print')}
            </Button>
          )}
          {code && (
            <Button type="button" disabled={busy} onClick={onConfirm}>
              {t('till.confirm')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

type QrSlip = { shopName: string; merchant: string; payload: string; amountCents: number; reference: string };

/** Printing the code on a slip: on paper only with a paired receipt printer (the browser's dialog would print the whole screen). */
function useQrSlipPrint(businessId: number, slip: QrSlip | null) {
  const { t } = useTranslation('lankaqr');
  const { language } = useReceiptLanguage();
  const [printing, setPrinting] = useState(false);
  const canPrint = !!slip && hasPairedPrinter(businessId);
  const print = async () => {
    if (!slip || printing) return;
    setPrinting(true);
    let printed = true;
    await printDirectOr(businessId, language, { kind: 'lankaqr', slip }, () => {
      printed = false;
    });
    setPrinting(false);
    if (printed) toast.success(t('till.printed'));
    else toast.error(t('till.printFailed'));
  };
  return { printing, canPrint, print };
}

/** The sale's code on the customer display while the dialog shows it. */
function useQrOnCustomerDisplay(businessId: number, code: string | null, amount: string) {
  useEffect(() => {
    if (!code) return;
    publishDisplayQr(businessId, { payload: code, amount });
    return () => publishDisplayQr(businessId, null);
  }, [businessId, code, amount]);
}
