/**
 * The words of a tax alert: the server sends a code and its parameters (tax-alerts.ts), the
 * catalogue words them in the reader's language with its plurals; money and dates are formatted
 * here, and a threshold alert says which threshold it used.
 */
import type { TFunction } from 'i18next';
import type { TaxAlert } from '#shared/contracts/tax';
import { formatDate, formatRupees } from '#client/lib/format';

const MONEY_PARAMS = new Set(['turnover', 'threshold', 'expenses', 'revenue', 'amount']);

export function alertText(t: TFunction, a: TaxAlert): { message: string; recommendation: string; threshold: string | null } {
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(a.params)) {
    if (value == null) continue;
    values[key] = MONEY_PARAMS.has(key) && typeof value === 'number' ? formatRupees(value) : value;
  }
  const base = `alerts.codes.${a.code}`;
  const known = t(`${base}.recommendation`, { defaultValue: '' }) !== '';
  if (!known) return { message: t('alerts.unknown', { code: a.code }), recommendation: '', threshold: null };
  const threshold =
    'thresholdFrom' in a.params
      ? a.params.thresholdFrom
        ? t('alerts.thresholdFrom', { date: formatDate(String(a.params.thresholdFrom)) })
        : t('alerts.thresholdDefault')
      : null;
  return { message: t(`${base}.message`, values), recommendation: t(`${base}.recommendation`, values), threshold };
}
