import { useTranslation } from 'react-i18next';
import type { Manager } from '#shared/contracts/users';
import { FormField, Input, NativeSelect } from '#client/components/ui';
import type { PinEntry } from './use-pin-entry';

/** Which manager approves, and their PIN (with the refusal of the last one tried). */
export function PinFields({ entry, managers, loading }: { entry: PinEntry; managers: Manager[] | undefined; loading: boolean }) {
  const { t } = useTranslation('pos');
  return (
    <>
      <FormField label={t('approval.manager')} htmlFor="approval-manager">
        <NativeSelect value={entry.chosen} onChange={(e) => entry.choose(e.target.value)} disabled={loading}>
          <option value="">{t('approval.chooseManager')}</option>
          {(managers ?? []).map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t('approval.pin')} htmlFor="approval-pin" error={entry.error ?? undefined} hint={t('approval.pinHint')}>
        <Input
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          value={entry.pin}
          onChange={(e) => entry.typePin(e.target.value)}
          autoFocus
        />
      </FormField>
    </>
  );
}
