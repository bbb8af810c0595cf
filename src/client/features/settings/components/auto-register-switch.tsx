import { useTranslation } from 'react-i18next';
import { ToggleRow, toast } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useSaveSettings } from '../api/save-settings';

/**
 * Settings → Terminals: whether the first browser that opens the till becomes a terminal by itself
 * (`autoRegisterTerminals`, on by default) or the till asks the owner first. Saved as it is switched,
 * like the terminals beside it.
 */
export function AutoRegisterSwitch({ value }: { value: boolean }) {
  const { t } = useTranslation('settings');
  const save = useSaveSettings();
  const checked = save.isPending && save.variables ? save.variables.autoRegisterTerminals === true : value;
  const onChange = (on: boolean) =>
    save.mutate(
      { autoRegisterTerminals: on },
      {
        onSuccess: () => toast.success(t(on ? 'terminals.auto.on' : 'terminals.auto.off')),
        onError: (err) => toast.error(t('terminals.auto.saveFailed'), { description: serverMessageOf(err, '') || undefined }),
      },
    );
  return (
    <ToggleRow
      id="settings-autoRegisterTerminals"
      label={t('terminals.auto.label')}
      hint={t('terminals.auto.hint')}
      checked={checked}
      onChange={onChange}
    />
  );
}
