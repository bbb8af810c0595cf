import { useTranslation } from 'react-i18next';
import { PageHeader } from '#client/components/layout/page-header';
import { useAuth } from '#client/lib/auth';
import { useDeviceTerminal } from '#client/features/offline/device-terminal';
import type { TillShift } from '../lib/use-till-shift';
import { TillToolbar } from './till-toolbar';

/** The till's title with its toolbar (this browser's terminal, park, returns, the shift's menu). */
export function TillHeader({
  businessId,
  shift,
  parking,
  returns,
  phone,
}: {
  businessId: number;
  shift: TillShift;
  parking: { askPark: () => void; openList: () => void };
  returns: { askFind: () => void };
  phone: boolean;
}) {
  const { t } = useTranslation('pos');
  const role = useAuth().user?.role;
  // This browser's terminal for the business: its badge, and setting it up or forgetting it.
  const { terminal } = useDeviceTerminal(businessId);
  return (
    <PageHeader
      title={t('title')}
      subtitle={t('subtitle')}
      inline={phone}
      actions={
        <TillToolbar
          businessId={businessId}
          shift={shift}
          terminal={terminal}
          canSetUpTerminal={role === 'admin' || role === 'super_admin'}
          onPark={parking.askPark}
          onParked={parking.openList}
          onReturns={returns.askFind}
          phone={phone}
        />
      }
    />
  );
}
