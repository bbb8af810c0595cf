import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from '#client/components/forms/settings-card';
import { Button, Input, Label, Skeleton } from '#client/components/ui';
import { useBusinessId } from '#client/lib/use-business-id';
import { useSmsGateway } from '../lib/use-sms-gateway';
import { GatewayText, SmsGatewayFields } from './sms-gateway-fields';
import { ShareLinksCard } from './share-links-card';

/** Settings → SMS gateway: the shop's provider's HTTP API, the key never shown back in full, and a test SMS. */
export function SmsGatewaySection() {
  const businessId = useBusinessId();
  if (businessId === undefined) return null;
  return (
    <>
      <SmsGatewayCard businessId={businessId} />
      <ShareLinksCard businessId={businessId} />
    </>
  );
}

function SmsGatewayCard({ businessId }: { businessId: number }) {
  const { t } = useTranslation('messaging');
  const { current, draft, set, save, remove, test } = useSmsGateway(businessId);
  return (
    <SettingsCard
      testId="sms-gateway-section"
      title={t('gateway.title')}
      description={t('gateway.description')}
      contentClassName="grid gap-4"
    >
      {current.isLoading ? (
        <Skeleton className="h-40" />
      ) : (
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate();
          }}
        >
          {!current.data?.configured && <p className="text-sm text-muted-foreground">{t('gateway.notConfigured')}</p>}
          <GatewayText
            draft={draft}
            set={set}
            id="url"
            label={t('gateway.url')}
            type="url"
            placeholder="https://app.notify.lk/api/v1/send"
          />
          <SmsGatewayFields draft={draft} set={set} apiKeyMasked={current.data?.gateway?.apiKeyMasked} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending || !draft.url.trim()}>
              {t('gateway.save')}
            </Button>
            {current.data?.configured && (
              <Button type="button" variant="outline" onClick={() => remove.mutate()} disabled={remove.isPending}>
                {t('gateway.remove')}
              </Button>
            )}
          </div>
        </form>
      )}
      {current.data?.configured && <TestSms pending={test.isPending} onSend={(to) => test.mutate(to)} />}
    </SettingsCard>
  );
}

/** A test SMS to a number typed here, through the saved gateway. */
function TestSms({ pending, onSend }: { pending: boolean; onSend: (to: string) => void }) {
  const { t } = useTranslation('messaging');
  const [to, setTo] = useState('');
  return (
    <div className="grid gap-1.5 border-t pt-4">
      <Label htmlFor="sms-test-to">{t('gateway.testTo')}</Label>
      <div className="flex gap-2">
        <Input id="sms-test-to" type="tel" value={to} onChange={(e) => setTo(e.target.value)} placeholder="077 123 4567" />
        <Button type="button" variant="secondary" onClick={() => onSend(to)} disabled={pending || !to.trim()}>
          {t('gateway.test')}
        </Button>
      </div>
    </div>
  );
}
