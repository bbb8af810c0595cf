import { useTranslation } from 'react-i18next';
import { LKR_DENOMINATIONS } from '#shared/domain/denominations';
import { Input, Label } from '#client/components/ui';
import { formatAmount } from '#client/lib/format';
import type { Counts } from '../lib/use-cash-count';

/** One field per LKR note and coin (5,000 … 1): how many are in the drawer. */
export function DenominationsCounter({ counts, onChange }: { counts: Counts; onChange: (counts: Counts) => void }) {
  const { t } = useTranslation('shifts');
  return (
    <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="denominations">
      <legend className="mb-2 text-sm font-medium">{t('closeShift.denominations')}</legend>
      {LKR_DENOMINATIONS.map((d) => {
        const id = `denomination-${d}`;
        const n = counts[String(d)] ?? 0;
        return (
          <div key={d} className="grid grid-cols-[4.5rem_1fr] items-center gap-2">
            <Label htmlFor={id} className="justify-end tabular-nums">
              {formatAmount(d).replace(/\.00$/, '')}
            </Label>
            <Input
              id={id}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              aria-label={t('closeShift.count', { value: formatAmount(d).replace(/\.00$/, '') })}
              value={n === 0 ? '' : String(n)}
              placeholder="0"
              onChange={(e) => {
                const digits = e.target.value.replace(/\D/g, '').slice(0, 6);
                onChange({ ...counts, [String(d)]: digits === '' ? 0 : Number(digits) });
              }}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
