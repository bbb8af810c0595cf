import { useTranslation } from 'react-i18next';
import type { Campaign } from '#shared/contracts/customers';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, toast } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { formatDateTime } from '#client/lib/format';
import { useCampaigns, useSendCampaign } from '../api/campaigns';

const STATUS_VARIANT: Record<Campaign['status'], 'secondary' | 'destructive' | 'outline' | 'success' | 'warning'> = {
  recorded: 'outline',
  not_sent: 'secondary',
  sending: 'secondary',
  sent: 'success',
  partially_sent: 'warning',
  failed: 'destructive',
};

/** E-mail campaigns the server can still send: recipients pending or failed, and no send running. */
function canSend(c: Campaign, emailConfigured: boolean): boolean {
  return c.channel === 'email' && emailConfigured && c.status !== 'sending' && c.pendingCount + c.failedCount > 0;
}

/** The shop's campaigns, newest first: channel, recipients, delivery, status; send the e-mails or view the recipients. */
export function CampaignList({
  businessId,
  emailConfigured,
  onView,
}: {
  businessId: number;
  emailConfigured: boolean;
  onView: (campaignId: number) => void;
}) {
  const { t } = useTranslation('crm');
  const campaigns = useCampaigns(businessId);
  const send = useSendCampaign(businessId);

  const sendEmails = async (c: Campaign) => {
    if (send.isPending) return;
    try {
      await send.mutateAsync(c.id);
      toast.success(t('toast.sendStarted', { count: c.pendingCount + c.failedCount }), { description: t('toast.sendingDescription') });
      onView(c.id);
    } catch (err) {
      toast.error(t('toast.sendFailed'), { description: serverMessageOf(err, '') || undefined });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('campaigns.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {!campaigns.data?.length ? (
          <p className="text-sm text-muted-foreground">{t('campaigns.none')}</p>
        ) : (
          <ul className="divide-y text-sm">
            {campaigns.data.map((c) => (
              <li key={c.id} className="flex items-center justify-between gap-2 py-2">
                <CampaignSummary campaign={c} />
                <div className="flex flex-wrap items-center justify-end gap-2">
                  <Badge variant={STATUS_VARIANT[c.status]}>{t(`campaigns.status.${c.status}`)}</Badge>
                  {canSend(c, emailConfigured) && (
                    <Button type="button" size="sm" disabled={send.isPending} onClick={() => void sendEmails(c)}>
                      {t('campaigns.sendEmails')}
                    </Button>
                  )}
                  <Button type="button" size="sm" variant="outline" onClick={() => onView(c.id)}>
                    {t('campaigns.view')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** A campaign's name, channel, recipients and date, and for e-mail how many were sent, failed or not sent. */
function CampaignSummary({ campaign: c }: { campaign: Campaign }) {
  const { t } = useTranslation('crm');
  return (
    <div className="grid">
      <span className="font-medium">{c.name}</span>
      <span className="text-xs text-muted-foreground">
        {t(`campaigns.channels.${c.channel}`)} · {t('campaigns.recipients', { count: c.recipientCount })} · {formatDateTime(c.createdAt)}
      </span>
      {c.statusMessage && <span className="text-xs text-muted-foreground">{c.statusMessage}</span>}
      {c.channel === 'email' && (
        <span className="text-xs" data-testid={`campaign-delivery-${c.id}`}>
          {t('campaigns.delivery', {
            sent: c.sentCount,
            failed: c.failedCount,
            notSent: c.pendingCount + c.optedOutCount,
          })}
          {c.optedOutCount > 0 && ` ${t('campaigns.optedOut', { count: c.optedOutCount })}`}
        </span>
      )}
    </div>
  );
}
