import { ScanLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { parseLankaQr } from '#shared/domain/lankaqr';
import { Alert, AlertDescription, AlertTitle, Button, Label, Textarea } from '#client/components/ui';

/**
 * The payload pasted (or scanned) from the bank's QR, read as it is typed: what is wrong with it,
 * or the merchant and city it names, to confirm before it is saved.
 */
export function LankaQrEditor({
  draft,
  onDraft,
  onScan,
  onCancel,
  onSave,
  saving,
}: {
  draft: string;
  onDraft: (text: string) => void;
  onScan: () => void;
  /** Stop replacing the saved payload; absent when there is none to go back to. */
  onCancel: (() => void) | undefined;
  onSave: () => void;
  saving: boolean;
}) {
  const { t } = useTranslation(['lankaqr', 'errors']);
  const parsed = draft.trim() ? parseLankaQr(draft) : null;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="lankaqr-payload">{t('section.payloadLabel')}</Label>
      <Textarea
        id="lankaqr-payload"
        value={draft}
        rows={3}
        spellCheck={false}
        autoComplete="off"
        className="font-mono text-xs break-all"
        placeholder={t('section.payloadPlaceholder')}
        aria-invalid={parsed?.ok === false}
        aria-describedby={parsed?.ok === false ? 'lankaqr-payload-error' : undefined}
        onChange={(e) => onDraft(e.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={onScan}>
          <ScanLine />
          {t('section.scan')}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('section.cancel')}
          </Button>
        )}
      </div>
      {parsed?.ok === false && (
        <p id="lankaqr-payload-error" role="alert" className="text-sm text-destructive">
          {t(parsed.code, { ns: 'errors' })}
        </p>
      )}
      {parsed?.ok && (
        <Alert>
          <AlertTitle>{t('section.confirmTitle')}</AlertTitle>
          <AlertDescription>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-muted-foreground">{t('section.merchant')}</dt>
              <dd className="font-semibold" data-testid="lankaqr-merchant">
                {parsed.merchantName}
              </dd>
              <dt className="text-muted-foreground">{t('section.city')}</dt>
              <dd data-testid="lankaqr-city">{parsed.merchantCity}</dd>
            </dl>
            <Button type="button" className="mt-3" disabled={saving} onClick={onSave}>
              {t('section.save')}
            </Button>
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}
