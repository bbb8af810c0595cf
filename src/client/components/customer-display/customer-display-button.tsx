import { MonitorSmartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, toast } from '../ui';
import { openCustomerDisplay, type OpenOutcome } from './open-display';

/** Opens the customer display's window and says where it went; `label` names the control. */
export function useOpenCustomerDisplay() {
  // Never suspends the till's toolbar: its texts come with the till (app/namespaces.ts) anyway.
  const { t } = useTranslation('display', { useSuspense: false });
  const say = (o: OpenOutcome) => {
    if (o.kind === 'blocked') toast.error(t('open.blocked'));
    else if (o.kind === 'second-screen') toast.success(t('open.secondScreen', { screen: o.label || t('open.otherScreen') }));
    else if (o.reason === 'denied') toast.info(t('open.denied'));
    else if (o.reason === 'one-screen') toast.info(t('open.oneScreen'));
    else toast.info(t('open.popup'));
  };
  return { label: t('open.button'), open: () => void openCustomerDisplay().then(say) };
}

/** The till toolbar's "Customer display" (on phones the till's More menu has it as an item). */
export function CustomerDisplayButton() {
  const display = useOpenCustomerDisplay();
  return (
    <Button type="button" variant="outline" onClick={display.open}>
      <MonitorSmartphone aria-hidden="true" />
      {display.label}
    </Button>
  );
}
