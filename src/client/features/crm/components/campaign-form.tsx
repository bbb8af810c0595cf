import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_CHANNELS, CUSTOMER_TYPES, type CampaignChannel, type CustomerType } from '#shared/contracts/customers';
import { LOYALTY_TIER_NAMES, type LoyaltyTierName } from '#shared/domain/loyalty';
import {
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
import { useCreateCampaign } from '../api/campaigns';

function toggle<T>(list: T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

/** New campaign: its name, message, channel and the segment (tiers, customer types) it goes to. */
export function CampaignForm({
  businessId,
  emailConfigured,
  onCreated,
}: {
  businessId: number;
  emailConfigured: boolean;
  onCreated: (campaignId: number) => void;
}) {
  const { t } = useTranslation('crm');
  const create = useCreateCampaign(businessId);
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [channel, setChannel] = useState<CampaignChannel>('whatsapp');
  const [tiers, setTiers] = useState<LoyaltyTierName[]>([]);
  const [types, setTypes] = useState<CustomerType[]>([]);
  const [errors, setErrors] = useState<Record<string, string[]>>({});

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
      onCreated(created.id);
    } catch (err) {
      setErrors((err instanceof ApiError && err.fieldErrors) || {});
      toast.error(t('toast.campaignFailed'), { description: serverMessageOf(err, '') || undefined });
    }
  };

  return (
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
          <ChannelField channel={channel} onChange={setChannel} emailConfigured={emailConfigured} />
          <SegmentChoice
            legend={t('campaigns.segmentTiers')}
            idPrefix="seg-tier"
            options={LOYALTY_TIER_NAMES}
            labelOf={(tier) => t(`tiers.${tier}`)}
            chosen={tiers}
            onToggle={(tier) => setTiers((l) => toggle(l, tier))}
          />
          <SegmentChoice
            legend={t('campaigns.segmentTypes')}
            idPrefix="seg-type"
            options={CUSTOMER_TYPES}
            labelOf={(type) => t(`types.${type}`)}
            chosen={types}
            onToggle={(type) => setTypes((l) => toggle(l, type))}
          />
          <Button type="submit" disabled={create.isPending} className="justify-self-end">
            {create.isPending ? t('campaigns.creating') : t('campaigns.create')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** One part of the segment as checkboxes (loyalty tiers, or customer types); none chosen means all. */
function SegmentChoice<T extends string>({
  legend,
  idPrefix,
  options,
  labelOf,
  chosen,
  onToggle,
}: {
  legend: string;
  idPrefix: string;
  options: readonly T[];
  labelOf: (option: T) => string;
  chosen: T[];
  onToggle: (option: T) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-4">
        {options.map((option) => (
          <div key={option} className="flex items-center gap-2">
            <Checkbox id={`${idPrefix}-${option}`} checked={chosen.includes(option)} onCheckedChange={() => onToggle(option)} />
            <Label htmlFor={`${idPrefix}-${option}`}>{labelOf(option)}</Label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** WhatsApp, SMS or e-mail; for e-mail, whether the shop's mail is set up to send it. */
function ChannelField({
  channel,
  onChange,
  emailConfigured,
}: {
  channel: CampaignChannel;
  onChange: (channel: CampaignChannel) => void;
  emailConfigured: boolean;
}) {
  const { t } = useTranslation('crm');
  return (
    <>
      <FormField label={t('campaigns.channel')} htmlFor="campaign-channel">
        <NativeSelect value={channel} onChange={(e) => onChange(e.target.value as CampaignChannel)}>
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
    </>
  );
}
