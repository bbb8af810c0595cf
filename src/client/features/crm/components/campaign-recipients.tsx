import { useTranslation } from 'react-i18next';
import { CUSTOMER_PATHS, type CampaignRecipientStatus } from '#shared/contracts/customers';
import { Badge, Card, CardContent, CardHeader, CardTitle } from '#client/components/ui';
import { useCampaign } from '../api/campaigns';

const RECIPIENT_VARIANT: Record<CampaignRecipientStatus, 'secondary' | 'destructive' | 'outline' | 'success'> = {
  pending: 'outline',
  sending: 'secondary',
  sent: 'success',
  failed: 'destructive',
  opted_out: 'secondary',
};

/** The recipients of the chosen campaign: contact, e-mail delivery, chat link; SMS campaigns download as CSV. */
export function CampaignRecipients({ businessId, campaignId }: { businessId: number; campaignId: number | null }) {
  const { t } = useTranslation('crm');
  const campaign = useCampaign(businessId, campaignId).data;
  if (!campaign) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {t('campaigns.recipientsTitle')} — {campaign.name}
        </CardTitle>
        {campaign.channel === 'sms' && (
          <a className="text-sm text-primary underline" href={CUSTOMER_PATHS.campaignCsv(campaign.id)} download>
            {t('campaigns.downloadCsv')}
          </a>
        )}
      </CardHeader>
      <CardContent>
        {!campaign.recipients.length ? (
          <p className="text-sm text-muted-foreground">{t('campaigns.noRecipients')}</p>
        ) : (
          <ul className="divide-y text-sm">
            {campaign.recipients.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>{r.name}</span>
                <span className="text-muted-foreground">{r.contact}</span>
                {campaign.channel === 'email' && (
                  <span className="flex items-center gap-2">
                    <Badge variant={RECIPIENT_VARIANT[r.status]}>{t(`campaigns.recipientStatus.${r.status}`)}</Badge>
                    {r.error && <span className="text-xs text-muted-foreground">{r.error}</span>}
                  </span>
                )}
                {r.link && (
                  <a className="text-primary underline" href={r.link} target="_blank" rel="noopener noreferrer">
                    {t('campaigns.openChat')}
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
