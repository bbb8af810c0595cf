import { ScanBarcode } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseDecimalText } from '#shared/domain/decimal-text';
import { Button, DecimalInput, Input, Label } from '#client/components/ui';
import { ApiError, serverMessageOf } from '#client/lib/api';
import { formatQuantity } from '#client/lib/format';
import { useCount } from '../api/stocktakes';

/** The scan form's code and quantity, the last scan's result, and the count it sends (focus goes where the next entry is due). */
function useStocktakeScan(businessId: number, stocktakeId: number) {
  const { t } = useTranslation(['stocktakes', 'common']);
  const count = useCount(businessId, stocktakeId);
  const [code, setCode] = useState('');
  const [quantity, setQuantity] = useState('');
  const [last, setLast] = useState<{ ok: boolean; text: string } | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const quantityRef = useRef<HTMLInputElement>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const scanned = code.trim();
    if (!scanned) return;
    const read = parseDecimalText(quantity);
    count.mutate(
      { code: scanned, ...(read.ok ? { quantity: read.text } : {}) },
      {
        onSuccess: ({ line }) => {
          setLast({
            ok: true,
            text: t('scan.counted', {
              name: line.productName,
              counted: formatQuantity(line.counted, line.unit),
              unit: t(`common:units.${line.unit}`, { count: line.counted }),
            }),
          });
          setCode('');
          setQuantity('');
          codeRef.current?.focus();
        },
        onError: (err) => {
          setLast({ ok: false, text: serverMessageOf(err, t('scan.failed')) });
          // Weighed goods: keep the code, ask for the quantity.
          if (err instanceof ApiError && err.code === 'STOCKTAKE_QUANTITY_NEEDED') quantityRef.current?.focus();
          else {
            setCode('');
            codeRef.current?.focus();
          }
        },
      },
    );
  };

  return { code, setCode, quantity, setQuantity, last, codeRef, quantityRef, submit, pending: count.isPending };
}

/**
 * Counting by scanner (a scanner types the code and Enter): each scan adds one; a typed quantity is
 * added instead (goods sold by weight or measure must type theirs, in kg, l…, unless the scan is
 * the label their pack got on the shop's scale: the server reads its weight). Works the same on a
 * phone with a Bluetooth scanner or the keyboard.
 */
export function StocktakeScan({ businessId, stocktakeId }: { businessId: number; stocktakeId: number }) {
  const { t } = useTranslation(['stocktakes', 'common']);
  const { code, setCode, quantity, setQuantity, last, codeRef, quantityRef, submit, pending } = useStocktakeScan(businessId, stocktakeId);
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2" aria-label={t('scan.label')}>
      <div className="grid gap-2 sm:grid-cols-[1fr_10rem_auto] sm:items-end">
        <div className="flex flex-col gap-1">
          <Label htmlFor="stocktake-code">{t('scan.code')}</Label>
          <div className="relative">
            <ScanBarcode
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              ref={codeRef}
              id="stocktake-code"
              className="pl-9"
              autoComplete="off"
              autoFocus
              placeholder={t('scan.codePlaceholder')}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </div>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="stocktake-quantity">{t('scan.quantity')}</Label>
          <DecimalInput
            ref={quantityRef}
            id="stocktake-quantity"
            placeholder="1"
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={pending || !code.trim()}>
          {t('scan.count')}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">{t('scan.hint')}</p>
      <p role="status" className={last?.ok === false ? 'text-sm text-destructive' : 'text-sm'} data-testid="stocktake-last-scan">
        {last?.text ?? ''}
      </p>
    </form>
  );
}
