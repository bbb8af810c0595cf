import { useTranslation } from 'react-i18next';
import { Input, Label, NativeSelect } from '#client/components/ui';

/** The year of assessment (April–March) a 'YYYY-MM-DD' date falls in, and its quarter. */
function currentQuarter(today: string) {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7));
  const startYear = m >= 4 ? y : y - 1;
  return { startYear, quarter: Math.floor(((m - 4 + 12) % 12) / 3) + 1 };
}

/** A tax period to calculate or report: a month, or a quarter of a year of assessment. */
export function PeriodPicker({
  today,
  value,
  onChange,
  idPrefix,
}: {
  today: string;
  value: string;
  onChange: (p: string) => void;
  idPrefix: string;
}) {
  const { t } = useTranslation('tax');
  const isQuarter = /Q/.test(value);
  const cq = currentQuarter(today);
  const years = Array.from({ length: 6 }, (_, i) => cq.startYear - i);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1">
        <Label htmlFor={`${idPrefix}-kind`}>{t('calc.periodKind')}</Label>
        <NativeSelect
          id={`${idPrefix}-kind`}
          value={isQuarter ? 'quarter' : 'month'}
          onChange={(e) => onChange(e.target.value === 'quarter' ? `${cq.startYear}-Q${cq.quarter}` : today.slice(0, 7))}
        >
          <option value="month">{t('calc.month')}</option>
          <option value="quarter">{t('calc.quarter')}</option>
        </NativeSelect>
      </div>
      {isQuarter ? (
        <>
          <div className="grid gap-1">
            <Label htmlFor={`${idPrefix}-year`}>{t('calc.yearOfAssessment')}</Label>
            <NativeSelect
              id={`${idPrefix}-year`}
              value={value.slice(0, 4)}
              onChange={(e) => onChange(`${e.target.value}${value.slice(4)}`)}
            >
              {years.map((y) => (
                <option key={y} value={y}>{`${y}/${y + 1}`}</option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${idPrefix}-q`}>{t('calc.quarterLabel')}</Label>
            <NativeSelect id={`${idPrefix}-q`} value={value.slice(5)} onChange={(e) => onChange(`${value.slice(0, 4)}-${e.target.value}`)}>
              {[1, 2, 3, 4].map((q) => (
                <option key={q} value={`Q${q}`}>
                  {t(`calc.q${q}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </>
      ) : (
        <div className="grid gap-1">
          <Label htmlFor={`${idPrefix}-month`}>{t('calc.month')}</Label>
          <Input
            id={`${idPrefix}-month`}
            type="month"
            value={value}
            max={today.slice(0, 7)}
            onChange={(e) => e.target.value && onChange(e.target.value)}
          />
        </div>
      )}
    </div>
  );
}
