import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CAMPAIGN_CHANNELS,
  CUSTOMER_PATHS,
  CUSTOMER_TYPES,
  type Campaign,
  type CampaignChannel,
  type CampaignRecipientStatus,
  type CustomerType,
} from '#shared/contracts/customers';
import { LOYALTY_TIER_NAMES, type LoyaltyTierName } from '#shared/domain/loyalty';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Checkbox,
  FormField,
  Input,
  Label,
  NativeSelect,
  Textarea,
  toast,
} from '#client/components/ui';
import { ApiError, serverMessageOf } from '#client/lib/api';
import { formatDateTime } from '#client/lib/format';
import { useCampaign, useCampaignSettings, useCampaigns, useCreateCampaign, useSendCampaign } from '../api/campaigns';

type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline' | 'success' | 'warning';
const STATUS_VARIANT: Record<Campaign['status'], BadgeVariant> = {
  recorded: 'outline',
  not_sent: 'secondary',
  sending: 'secondary',
  sent: 'success',
  partially_sent: 'warning',
  failed: 'destructive',
};
const RECIPIENT_VARIANT: Record<CampaignRecipientStatus, BadgeVariant> = {
  pending: 'outline',
  sending: 'secondary',
  sent: 'success',
  failed: 'destructive',
  opted_out: 'secondary',
};

/** E-mail campaigns the server can still send: recipients pending or failed, and no send running. */
function canSend(c: Campaign, emailConfigured: boolean): boolean {
  return c.channel === 'email' && emailConfigured && c.status !== 'sending' && c.pendingCount + c.failedCount > 0;
}

function toggle<T>(list: T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

export function CampaignsPanel({ businessId }: { businessId: number }) {
  const { t } = useTranslation('crm');
  const campaigns = useCampaigns(businessId);
  const create = useCreateCampaign(businessId);
  const send = useSendCampaign(businessId);
  const emailConfigured = useCampaignSettings(businessId).data?.emailConfigured ?? false;
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [channel, setChannel] = useState<CampaignChannel>('whatsapp');
  const [tiers, setTiers] = useState<LoyaltyTierName[]>([]);
  const [types, setTypes] = useState<CustomerType[]>([]);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [selected, setSelected] = useState<number | null>(null);
  const detail = useCampaign(businessId, selected);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending) return;
    setErrors({});
    try {
      const created = await create.mutateAsync({ name, message, channel, segment: { tiers, customerTypes: types } });
      toast.success(t('toast.campaignCreated', { count: created.recipientCount }), {
        description: created.status === 'sending' ? t('toast.sendingDescription') : undefined,
      });
      setName('');
      setMessage('');
      setSelected(created.id);
    } catch (err) {
      setErrors((err instanceof ApiError && err.fieldErrors) || {});
      toast.error(t('toast.campaignFailed'), { description: serverMessageOf(err, '') || undefined });
    }
  };

  const sendEmails = async (c: Campaign) => {
    if (send.isPending) return;
    try {
      await send.mutateAsync(c.id);
      toast.success(t('toast.sendStarted', { count: c.pendingCount + c.failedCount }), { description: t('toast.sendingDescription') });
      setSelected(c.id);
    } catch (err) {
      toast.error(t('toast.sendFailed'), { description: serverMessageOf(err, '') || undefined });
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>{t('campaigns.new')}</CardTitle>
          <CardDescription>{t('campaigns.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} noValidate className="grid gap-4">
            <FormField label={t('campaigns.name')} htmlFor="campaign-name" error={errors.name?.[0]}>
              <Input value={name} onChange={(e) => setName(e.target.value)} />
            </FormField>
            <FormField label={t('campaigns.message')} htmlFor="campaign-message" error={errors.message?.[0]}>
              <Textarea rows={3} value={message} onChange={(e) => setMessage(e.target.value)} />
            </FormField>
            <FormField label={t('campaigns.channel')} htmlFor="campaign-channel">
              <NativeSelect value={channel} onChange={(e) => setChannel(e.target.value as CampaignChannel)}>
                {CAMPAIGN_CHANNELS.map((c) => (
                  <option key={c} value={c}>
                    {t(`campaigns.channels.${c}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            {channel === 'email' && (
              <p className="text-sm text-muted-foreground">
                {emailConfigured ? t('campaigns.emailWillSend') : t('campaigns.emailNotConfigured')}
              </p>
            )}
            <fieldset className="grid gap-2">
              <legend className="text-sm font-medium">{t('campaigns.segmentTiers')}</legend>
              <div className="flex flex-wrap gap-4">
                {LOYALTY_TIER_NAMES.map((tier) => (
                  <div key={tier} className="flex items-center gap-2">
                    <Checkbox
                      id={`seg-tier-${tier}`}
                      checked={tiers.includes(tier)}
                      onCheckedChange={() => setTiers((l) => toggle(l, tier))}
                    />
                    <Label htmlFor={`seg-tier-${tier}`}>{t(`tiers.${tier}`)}</Label>
                  </div>
                ))}
              </div>
            </fieldset>
            <fieldset className="grid gap-2">
              <legend className="text-sm font-medium">{t('campaigns.segmentTypes')}</legend>
              <div className="flex flex-wrap gap-4">
                {CUSTOMER_TYPES.map((type) => (
                  <div key={type} className="flex items-center gap-2">
                    <Checkbox
                      id={`seg-type-${type}`}
                      checked={types.includes(type)}
                      onCheckedChange={() => setTypes((l) => toggle(l, type))}
                    />
                    <Label htmlFor={`seg-type-${type}`}>{t(`types.${type}`)}</Label>
                  </div>
                ))}
              </div>
            </fieldset>
            <Button type="submit" disabled={create.isPending} className="justify-self-end">
              {create.isPending ? t('campaigns.creating') : t('campaigns.create')}
            </Button>
          </form>
        </CardContent>
      </Card>
      <div className="grid content-start gap-4">
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
                    <div className="grid">
                      <span className="font-medium">{c.name}</span>
                      <span className="text-xs text-muted-foreground">
                        {t(`campaigns.channels.${c.channel}`)} · {t('campaigns.recipients', { count: c.recipientCount })} ·{' '}
                        {formatDateTime(c.createdAt)}
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
                    <div className="flex flex-wrap items-center justify-end gap-2">
                      <Badge variant={STATUS_VARIANT[c.status]}>{t(`campaigns.status.${c.status}`)}</Badge>
                      {canSend(c, emailConfigured) && (
                        <Button type="button" size="sm" disabled={send.isPending} onClick={() => void sendEmails(c)}>
                          {t('campaigns.sendEmails')}
                        </Button>
                      )}
                      <Button type="button" size="sm" variant="outline" onClick={() => setSelected(c.id)}>
                        {t('campaigns.view')}
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        {detail.data && (
          <Card>
            <CardHeader>
              <CardTitle>
                {t('campaigns.recipientsTitle')} — {detail.data.name}
              </CardTitle>
              {detail.data.channel === 'sms' && (
                <a className="text-sm text-primary underline" href={CUSTOMER_PATHS.campaignCsv(detail.data.id)} download>
                  {t('campaigns.downloadCsv')}
                </a>
              )}
            </CardHeader>
            <CardContent>
              {!detail.data.recipients.length ? (
                <p className="text-sm text-muted-foreground">{t('campaigns.noRecipients')}</p>
              ) : (
                <ul className="divide-y text-sm">
                  {detail.data.recipients.map((r) => (
                    <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                      <span>{r.name}</span>
                      <span className="text-muted-foreground">{r.contact}</span>
                      {detail.data.channel === 'email' && (
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
        )}
      </div>
    </div>
  );
}
