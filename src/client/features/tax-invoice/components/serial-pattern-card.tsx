import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TAX_INVOICE_SERIAL_PATTERNS,
  gazetteDate,
  taxInvoiceSerialFor,
  type TaxInvoiceSerialPattern,
} from '#shared/contracts/tax-invoice-paths';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, toast } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { shopToday } from '#client/lib/shop-time';
import { useSaveSerialPattern, useSerialPattern } from '../api/serial-pattern';

/**
 * How tax invoices are numbered (a tax setting): the gazette's YYMMM_QQQQ_XXXXX, the default, or
 * the plain TI-000001, each with a preview of the serial the shop's next invoice would get if
 * issued today (the server's running number). An admin changes it; invoices already issued keep
 * their serials.
 */
export function SerialPatternCard({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('sales');
  const current = useSerialPattern();
  const save = useSaveSerialPattern();
  const [chosen, setChosen] = useState<TaxInvoiceSerialPattern | null>(null);
  const saved = current.data?.pattern;
  const value = chosen ?? saved ?? 'gazette';
  const today = shopToday();
  const preview = (p: TaxInvoiceSerialPattern) =>
    t('taxInvoice.serials.preview', {
      serial: taxInvoiceSerialFor(p, current.data?.next ?? 1, today),
      date: p === 'gazette' ? gazetteDate(today) : today,
    });
  const submit = () =>
    save.mutate(value, {
      onSuccess: () => {
        setChosen(null);
        toast.success(t('taxInvoice.serials.saved'));
      },
      onError: (e) => toast.error(serverMessageOf(e, t('taxInvoice.serials.failed'))),
    });
  return (
    <Card data-testid="serial-pattern-card">
      <CardHeader>
        <CardTitle>{t('taxInvoice.serials.title')}</CardTitle>
        <CardDescription>{t('taxInvoice.serials.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <fieldset className="grid gap-2" disabled={!canEdit || current.isLoading}>
          <legend className="sr-only">{t('taxInvoice.serials.title')}</legend>
          {TAX_INVOICE_SERIAL_PATTERNS.map((p) => (
            <label key={p} className="flex cursor-pointer items-start gap-3 rounded-md border p-3 has-[:checked]:border-primary">
              <input
                type="radio"
                name="tax-invoice-serial-pattern"
                className="mt-1"
                value={p}
                checked={value === p}
                onChange={() => setChosen(p)}
              />
              <span className="grid gap-0.5">
                <span className="font-medium">{t(`taxInvoice.serials.${p}`)}</span>
                <span className="text-sm text-muted-foreground">{t(`taxInvoice.serials.${p}Hint`)}</span>
                <span className="font-mono text-sm" data-testid={`serial-preview-${p}`}>
                  {preview(p)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        {canEdit && (
          <Button type="button" onClick={submit} disabled={save.isPending || chosen === null || chosen === saved}>
            {t('taxInvoice.serials.save')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
