import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isLoyaltyReturnHigh, loyaltyReturnBasisPoints } from '#shared/domain/loyalty';
import { isMoneyString } from '#shared/domain/money';

const percent = new Intl.NumberFormat('en-LK', { maximumFractionDigits: 2 });

/** A rate as typed: a number, or text that reads as a plain decimal; anything else is not previewed. */
function rateOf(value: unknown): string | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return isMoneyString(text) ? text : null;
}

/**
 * What the loyalty programme gives back ("1% back"), from points per rupee (Settings) and the
 * value of a point (CRM programme), with a warning above 10% — the server accepts it, the owner is told.
 * Shown on the CRM programme card and on Settings; each passes the value it does not edit.
 */
export function LoyaltyReturnNote({ pointsPerRupee, rupeesPerPoint }: { pointsPerRupee: unknown; rupeesPerPoint: unknown }) {
  const { t } = useTranslation('common');
  const ppr = rateOf(pointsPerRupee);
  const rpp = rateOf(rupeesPerPoint);
  if (ppr === null || rpp === null) return null;
  let bp: number;
  try {
    bp = loyaltyReturnBasisPoints(ppr, rpp);
  } catch {
    return null; // more decimals than the setting allows: the field's own message says so
  }
  const values = { percent: percent.format(bp / 100), ppr: Number(ppr), rpp: Number(rpp) };
  return (
    <div className="grid gap-1 text-sm" data-testid="loyalty-return">
      <p>{t('loyaltyReturn.effectiveRate', values)}</p>
      {isLoyaltyReturnHigh(bp) && (
        <p role="alert" className="flex items-center gap-2 font-medium text-destructive">
          <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
          {t('loyaltyReturn.highRateWarning', values)}
        </p>
      )}
    </div>
  );
}
