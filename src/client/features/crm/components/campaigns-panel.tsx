import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CAMPAIGN_CHANNELS,
  CUSTOMER_PATHS,
  CUSTOMER_TYPES,
  type CampaignChannel,
  type CustomerType,
} from '../../../../shared/contracts/customers';
import { LOYALTY_TIER_NAMES, type LoyaltyTierName } from '../../../../shared/domain/loyalty';
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
} from '../../../components/ui';
import { ApiError, serverMessageOf } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useCampaign, useCampaigns, useCreateCampaign } from '../api/campaigns';

function toggle<T>(list: T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

export function CampaignsPanel({ businessId }: { businessId: number }) {
  const { t } = useTranslation('crm');
  const campaigns = useCampaigns(businessId);
  const create = useCreateCampaign(businessId);
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
      toast.success(t('toast.campaignCreated', { count: created.recipientCount }));
      setName('');
      setMessage('');
      setSelected(created.id);
    } catch (err) {
      setErrors((err instanceof ApiError && err.fieldErrors) || {});
      toast.error(t('toast.campaignFailed'), { description: serverMessageOf(err, '') || undefined });
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
                    </div>
                    <div className="flex items-center gap-2">
                      <Badge variant="outline">{t(`campaigns.status.${c.status}`)}</Badge>
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
                    <li key={r.id} className="flex justify-between gap-2 py-2">
                      <span>{r.name}</span>
                      <span className="text-muted-foreground">{r.contact}</span>
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
