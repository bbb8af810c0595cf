/**
 * Settings, as the app composes it: the business's own form and terminals (the settings feature),
 * then each card another feature owns: printers, scale barcodes, LankaQR, the SMS gateway and
 * payment reminders. Each card saves on its own, beside the form and not inside it: a dialog's
 * submit would otherwise bubble (through the portal, in React's tree) into the form's.
 */
import { useTranslation } from 'react-i18next';
import { Alert, AlertTitle } from '#client/components/ui';
import { LankaQrSection } from '#client/features/lankaqr/components/lankaqr-section';
import { SmsGatewaySection } from '#client/features/messaging/components/sms-gateway-section';
import { PrintersSection } from '#client/features/printing/components/printers-section';
import { ReminderSettingsSection } from '#client/features/reminders/components/reminder-settings-section';
import { ScaleBarcodesSection } from '#client/features/scale-barcodes/components/scale-barcodes-section';
import { TerminalsSection } from '#client/features/settings/components/terminals-section';
import { SettingsScreen } from '#client/features/settings/pages/settings-page';
import { useAuth } from '#client/lib/auth';

export default function SettingsPage() {
  const { t } = useTranslation('settings');
  const { user } = useAuth();
  if (user?.role === 'cashier') {
    return (
      <Alert variant="destructive">
        <AlertTitle>{t('restricted')}</AlertTitle>
      </Alert>
    );
  }
  return (
    <div className="grid gap-6">
      <SettingsScreen />
      <TerminalsSection />
      <PrintersSection />
      <ScaleBarcodesSection />
      <LankaQrSection />
      <SmsGatewaySection />
      <ReminderSettingsSection />
    </div>
  );
}
