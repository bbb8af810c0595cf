import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScaleBarcodeRule } from '#shared/contracts/scale-barcodes';
import { MAX_DECIMALS, SCALE_BARCODE_KINDS } from '#shared/domain/scale-barcode';
import { Button, Input, NativeSelect } from '#client/components/ui';
import { ruleExample } from './rule-example';

export type RowErrors = Partial<Record<keyof ScaleBarcodeRule, string>>;

/** One column of a rule: its heading (the control has its own numbered label), the control, its error. */
function RuleField({ label, error, children }: { label: string; error?: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 text-sm">
      <span className="text-muted-foreground" aria-hidden="true">
        {label}
      </span>
      {children}
      {error && <span className="text-destructive">{error}</span>}
    </div>
  );
}

/** A choice of numbers 0…n or from a list, for a rule's digits and decimals. */
function NumberSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: number;
  options: number[];
  onChange: (n: number) => void;
}) {
  return (
    <NativeSelect aria-label={label} value={value} onChange={(e) => onChange(Number(e.target.value))}>
      {options.map((d) => (
        <option key={d} value={d}>
          {d}
        </option>
      ))}
    </NativeSelect>
  );
}

/** One layout of a scale's labels: its prefix, item digits, weight or price, decimals, and an example read with it. */
export function RuleRow(props: {
  n: number;
  rule: ScaleBarcodeRule;
  errors: RowErrors;
  onChange: (p: Partial<ScaleBarcodeRule>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('scale');
  const { n, rule, errors, onChange } = props;
  const example = ruleExample(rule);
  return (
    <div className="grid items-start gap-2 rounded-md border p-3 sm:grid-cols-[6rem_8rem_9rem_6rem_1fr_auto]" data-testid="scale-rule">
      <RuleField label={t('settings.columns.prefix')} error={errors.prefix}>
        <Input
          aria-label={t('settings.prefixLabel', { n })}
          inputMode="numeric"
          maxLength={3}
          value={rule.prefix}
          aria-invalid={!!errors.prefix}
          onChange={(e) => onChange({ prefix: e.target.value.trim() })}
        />
      </RuleField>
      <RuleField label={t('settings.columns.itemDigits')} error={errors.itemDigits}>
        <NumberSelect
          label={t('settings.itemDigitsLabel', { n })}
          value={rule.itemDigits}
          options={[4, 5, 6]}
          onChange={(itemDigits) => onChange({ itemDigits })}
        />
      </RuleField>
      <RuleField label={t('settings.columns.kind')} error={errors.kind}>
        <NativeSelect
          aria-label={t('settings.kindLabel', { n })}
          value={rule.kind}
          onChange={(e) => onChange({ kind: e.target.value as ScaleBarcodeRule['kind'] })}
        >
          {SCALE_BARCODE_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`settings.kind.${k}`)}
            </option>
          ))}
        </NativeSelect>
      </RuleField>
      <RuleField label={t('settings.columns.decimals')} error={errors.decimals}>
        <NumberSelect
          label={t('settings.decimalsLabel', { n })}
          value={rule.decimals}
          options={Array.from({ length: MAX_DECIMALS[rule.kind] + 1 }, (_, d) => d)}
          onChange={(decimals) => onChange({ decimals })}
        />
      </RuleField>
      <RuleField label={t('settings.columns.example')}>
        <span className="py-2 font-mono text-xs break-all" data-testid="scale-rule-example">
          {example ? t(rule.kind === 'weight' ? 'settings.exampleWeight' : 'settings.examplePrice', example) : '—'}
        </span>
      </RuleField>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="self-end"
        aria-label={t('settings.remove', { n })}
        onClick={props.onRemove}
      >
        <Trash2 />
      </Button>
    </div>
  );
}
