// The close's sections around the count: the baskets still parked, and the cash expected against the count.
import { useTranslation } from 'react-i18next';
import type { ParkedSale } from '#shared/contracts/parked-sales';
import { fromCents } from '#shared/domain/money';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui';
import { formatMoney } from '#client/lib/format';
import { formatShopDateTime } from '#client/lib/shop-time';

/** The baskets still parked when the shift closes: a warning, each with who parked it and when. */
export function ParkedAtClose({ parked }: { parked: ParkedSale[] | undefined }) {
  const { t } = useTranslation('shifts');
  if (!parked || parked.length === 0) return null;
  return (
    <Alert data-testid="parked-at-close">
      <AlertTitle>{t('closeShift.parkedTitle')}</AlertTitle>
      <AlertDescription>
        <p>{t('closeShift.parkedDescription', { count: parked.length })}</p>
        <ul className="mt-1 list-disc pl-5">
          {parked.map((p) => (
            <li key={p.id}>
              {t('closeShift.parkedBy', { name: p.customerName ?? p.cashierName ?? '—', time: formatShopDateTime(p.createdAt) })}
              {p.note ? ` — ${p.note}` : ''}
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}

/** What the drawer should hold and how far the counted cash is over (+) or short (red) of it. */
export function ExpectedAndOverShort({ expectedCents, countedCents }: { expectedCents: number | null; countedCents: number | null }) {
  const { t } = useTranslation('shifts');
  const overShort = countedCents !== null && expectedCents !== null ? countedCents - expectedCents : null;
  return (
    <dl className="grid grid-cols-2 gap-2 rounded-md border p-3 text-sm">
      <dt>{t('closeShift.expected')}</dt>
      <dd className="text-right tabular-nums" data-testid="close-expected">
        {expectedCents === null ? '…' : formatMoney(fromCents(expectedCents))}
      </dd>
      <dt>{t('closeShift.overShort')}</dt>
      <dd
        className={`text-right font-semibold tabular-nums ${overShort !== null && overShort < 0 ? 'text-destructive' : ''}`}
        data-testid="close-over-short"
      >
        {overShort === null ? '—' : `${overShort > 0 ? '+' : ''}${formatMoney(fromCents(overShort))}`}
      </dd>
    </dl>
  );
}
