import { Plus, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScaleBarcodeRules, type ScaleBarcodeRule } from '#shared/contracts/scale-barcodes';
import { MAX_DECIMALS, MAX_SCALE_RULES } from '#shared/domain/scale-barcode';
import { SavedSettings, SettingsCard } from '#client/components/forms/settings-card';
import { Badge, Button, toast } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { textOfMessage } from '#client/lib/error-text';
import { useBusinessId } from '#client/lib/use-business-id';
import { useScaleBarcodes } from '../api/get-scale-barcodes';
import { useSaveScaleBarcodes } from '../api/save-scale-barcodes';
import { RuleRow, type RowErrors } from './rule-row';

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
    <SettingsCard
      testId="settings-scale-barcodes"
      title={
        <>
          {t('settings.title')}
          {query.data && <Badge variant="secondary">{t(query.data.isDefault ? 'settings.defaultBadge' : 'settings.customBadge')}</Badge>}
        </>
      }
      titleClassName="flex items-center gap-2"
      description={t('settings.description')}
    >
      {/* The editor is keyed by what was saved: a save or a reset starts it again from the server's answer. */}
      <SavedSettings query={query} loadFailed={t('settings.loadFailed')}>
        {(saved) => <RulesEditor key={JSON.stringify(saved)} businessId={businessId} saved={saved.rules} />}
      </SavedSettings>
    </SettingsCard>
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
