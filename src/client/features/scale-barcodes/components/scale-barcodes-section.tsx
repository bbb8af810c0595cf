import { Plus, RotateCcw, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScaleBarcodeRules, type ScaleBarcodeRule } from '#shared/contracts/scale-barcodes';
import { MAX_DECIMALS, MAX_SCALE_RULES, SCALE_BARCODE_KINDS } from '#shared/domain/scale-barcode';
import {
  Alert,
  AlertTitle,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Input,
  NativeSelect,
  Skeleton,
  toast,
} from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { textOfMessage } from '#client/lib/error-text';
import { useBusinessId } from '#client/lib/use-business-id';
import { useScaleBarcodes } from '../api/get-scale-barcodes';
import { useSaveScaleBarcodes } from '../api/save-scale-barcodes';
import { ruleExample } from './rule-example';

type RowErrors = Partial<Record<keyof ScaleBarcodeRule, string>>;

/**
 * Settings → Weighing-scale barcodes: the layouts the till reads scale labels
 * by. The owner edits the rules and saves them apart from the rest of the settings; "Reset to
 * defaults" goes back to the common 21 / 23 / 02 layouts.
 */
export function ScaleBarcodesSection() {
  const businessId = useBusinessId();
  if (businessId === undefined) return null;
  return <ScaleBarcodesCard businessId={businessId} />;
}

export function ScaleBarcodesCard({ businessId }: { businessId: number }) {
  const { t } = useTranslation('scale');
  const query = useScaleBarcodes(businessId);
  return (
    <Card data-testid="settings-scale-barcodes">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {t('settings.title')}
          {query.data && <Badge variant="secondary">{t(query.data.isDefault ? 'settings.defaultBadge' : 'settings.customBadge')}</Badge>}
        </CardTitle>
        <CardDescription>{t('settings.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isLoading ? (
          <Skeleton className="h-24 w-full" />
        ) : query.isError || !query.data ? (
          <Alert variant="destructive">
            <AlertTitle>{serverMessageOf(query.error, t('settings.loadFailed'))}</AlertTitle>
          </Alert>
        ) : (
          // Keyed by what was saved: a save or a reset starts the editor again from the server's answer.
          <RulesEditor key={JSON.stringify(query.data)} businessId={businessId} saved={query.data.rules} />
        )}
      </CardContent>
    </Card>
  );
}

/** The issues of the whole list, by row and field, in the reader's language. */
function errorsOf(rules: ScaleBarcodeRule[]): { rows: RowErrors[]; list: string | null } | null {
  const parsed = ScaleBarcodeRules.safeParse(rules);
  if (parsed.success) return null;
  const rows: RowErrors[] = rules.map(() => ({}));
  let list: string | null = null;
  for (const issue of parsed.error.issues) {
    const [row, field] = issue.path;
    if (typeof row === 'number' && typeof field === 'string') rows[row][field as keyof ScaleBarcodeRule] ??= textOfMessage(issue.message);
    else list ??= textOfMessage(issue.message);
  }
  return { rows, list };
}

function RulesEditor({ businessId, saved }: { businessId: number; saved: ScaleBarcodeRule[] }) {
  const { t } = useTranslation('scale');
  const save = useSaveScaleBarcodes(businessId);
  const [rules, setRules] = useState<ScaleBarcodeRule[]>(saved);
  const [errors, setErrors] = useState<ReturnType<typeof errorsOf>>(null);
  const change = (i: number, patch: Partial<ScaleBarcodeRule>) =>
    setRules((rs) =>
      rs.map((r, j) => {
        if (j !== i) return r;
        const next = { ...r, ...patch };
        return { ...next, decimals: Math.min(next.decimals, MAX_DECIMALS[next.kind]) };
      }),
    );

  const submit = async (body: { rules: ScaleBarcodeRule[] | null }, done: string) => {
    const found = body.rules ? errorsOf(body.rules) : null;
    setErrors(found);
    if (found) return;
    try {
      await save.mutateAsync(body);
      toast.success(t(done));
    } catch (err) {
      toast.error(t('settings.saveFailed'), { description: serverMessageOf(err, '') || undefined });
    }
  };

  return (
    <div className="grid gap-3">
      {rules.length === 0 && <p className="text-sm text-muted-foreground">{t('settings.empty')}</p>}
      {rules.map((rule, i) => (
        <RuleRow
          key={i}
          n={i + 1}
          rule={rule}
          errors={errors?.rows[i] ?? {}}
          onChange={(patch) => change(i, patch)}
          onRemove={() => setRules((rs) => rs.filter((_, j) => j !== i))}
        />
      ))}
      {errors?.list && <p className="text-sm text-destructive">{errors.list}</p>}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={rules.length >= MAX_SCALE_RULES}
          onClick={() => setRules((rs) => [...rs, { prefix: '', itemDigits: 5, kind: 'weight', decimals: 3 }])}
        >
          <Plus />
          {t('settings.add')}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={save.isPending}
          onClick={() => void submit({ rules: null }, 'settings.resetDone')}
        >
          <RotateCcw />
          {t('settings.reset')}
        </Button>
        <Button type="button" disabled={save.isPending} onClick={() => void submit({ rules }, 'settings.saved')}>
          {t('settings.save')}
        </Button>
      </div>
    </div>
  );
}

function RuleRow(props: {
  n: number;
  rule: ScaleBarcodeRule;
  errors: RowErrors;
  onChange: (p: Partial<ScaleBarcodeRule>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('scale');
  const { n, rule, errors, onChange } = props;
  const example = ruleExample(rule);
  const field = (label: string, error: string | undefined, control: ReactNode) => (
    <div className="grid gap-1 text-sm">
      <span className="text-muted-foreground" aria-hidden="true">
        {label}
      </span>
      {control}
      {error && <span className="text-destructive">{error}</span>}
    </div>
  );
  return (
    <div className="grid items-start gap-2 rounded-md border p-3 sm:grid-cols-[6rem_8rem_9rem_6rem_1fr_auto]" data-testid="scale-rule">
      {field(
        t('settings.columns.prefix'),
        errors.prefix,
        <Input
          aria-label={t('settings.prefixLabel', { n })}
          inputMode="numeric"
          maxLength={3}
          value={rule.prefix}
          aria-invalid={!!errors.prefix}
          onChange={(e) => onChange({ prefix: e.target.value.trim() })}
        />,
      )}
      {field(
        t('settings.columns.itemDigits'),
        errors.itemDigits,
        <NativeSelect
          aria-label={t('settings.itemDigitsLabel', { n })}
          value={rule.itemDigits}
          onChange={(e) => onChange({ itemDigits: Number(e.target.value) })}
        >
          {[4, 5, 6].map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </NativeSelect>,
      )}
      {field(
        t('settings.columns.kind'),
        errors.kind,
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
        </NativeSelect>,
      )}
      {field(
        t('settings.columns.decimals'),
        errors.decimals,
        <NativeSelect
          aria-label={t('settings.decimalsLabel', { n })}
          value={rule.decimals}
          onChange={(e) => onChange({ decimals: Number(e.target.value) })}
        >
          {Array.from({ length: MAX_DECIMALS[rule.kind] + 1 }, (_, d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </NativeSelect>,
      )}
      {field(
        t('settings.columns.example'),
        undefined,
        <span className="py-2 font-mono text-xs break-all" data-testid="scale-rule-example">
          {example ? t(rule.kind === 'weight' ? 'settings.exampleWeight' : 'settings.examplePrice', example) : '—'}
        </span>,
      )}
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
