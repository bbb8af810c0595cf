import { FileCheck2, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from '#client/components/forms/settings-card';
import { Input, Label, toast } from '#client/components/ui';
import { checkSlip } from './slip-check';

/** Bank slip picker: refuses wrong types and files over 5 MB with the specified toasts. */
export function SlipUpload({ id, file, onChange }: { id: string; file: File | null; onChange: (file: File | null) => void }) {
  const { t } = useTranslation('subscriptions');
  return (
    <SettingsCard icon={Upload} title={t('slip.title')} description={t('slip.description')} contentClassName="grid gap-2">
      <Label htmlFor={id}>{t('slip.label')}</Label>
      <Input
        id={id}
        type="file"
        accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
        onChange={(e) => {
          const picked = e.target.files?.[0] ?? null;
          if (picked) {
            const problem = checkSlip(picked);
            if (problem) {
              toast.error(t(`errors.${problem}.title`), { description: t(`errors.${problem}.description`) });
              e.target.value = '';
              onChange(null);
              return;
            }
          }
          onChange(picked);
        }}
      />
      {file && (
        <p className="flex items-center gap-2 text-sm text-success" data-testid="slip-selected">
          <FileCheck2 className="size-4" aria-hidden /> {file.name}
        </p>
      )}
      <p className="text-xs text-muted-foreground">{t('slip.hint')}</p>
    </SettingsCard>
  );
}
