import { useTranslation } from 'react-i18next';
import { SMS_BODY_FORMATS, SMS_KEY_PLACEMENTS, SMS_METHODS } from '#shared/contracts/messaging';
import { LabelledSelect } from '#client/components/forms/labelled-select';
import { Input, Label } from '#client/components/ui';
import type { SmsGatewayDraft } from '../lib/use-sms-gateway';

type FieldsProps = {
  draft: SmsGatewayDraft;
  set: <K extends keyof SmsGatewayDraft>(key: K, value: SmsGatewayDraft[K]) => void;
};

/** One of the gateway's text settings: the provider's URL, a parameter's name, the sender. */
export function GatewayText({
  draft,
  set,
  id,
  label,
  type = 'text',
  placeholder,
}: FieldsProps & { id: keyof SmsGatewayDraft; label: string; type?: string; placeholder?: string }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={`sms-${id}`}>{label}</Label>
      <Input
        id={`sms-${id}`}
        type={type}
        placeholder={placeholder}
        value={draft[id]}
        autoComplete="off"
        onChange={(e) => set(id, e.target.value as never)}
      />
    </div>
  );
}

/**
 * How the provider's HTTP API is called: the method and body, the parameters' names, and where the
 * key goes (with the saved key shown masked, never in full).
 */
export function SmsGatewayFields({ draft, set, apiKeyMasked }: FieldsProps & { apiKeyMasked: string | undefined }) {
  const { t } = useTranslation('messaging');
  const text = (id: keyof SmsGatewayDraft, label: string, placeholder?: string) => (
    <GatewayText draft={draft} set={set} id={id} label={label} placeholder={placeholder} />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <LabelledSelect
        id="sms-method"
        label={t('gateway.method')}
        value={draft.method}
        options={SMS_METHODS}
        onChange={(v) => set('method', v as SmsGatewayDraft['method'])}
      />
      {draft.method === 'POST' && (
        <LabelledSelect
          id="sms-bodyFormat"
          label={t('gateway.bodyFormat')}
          value={draft.bodyFormat}
          options={SMS_BODY_FORMATS}
          optionLabel={(f) => (f === 'json' ? 'JSON' : t('gateway.bodyFormats.form'))}
          onChange={(v) => set('bodyFormat', v as SmsGatewayDraft['bodyFormat'])}
        />
      )}
      {text('toParam', t('gateway.toParam'))}
      {text('messageParam', t('gateway.messageParam'))}
      {text('senderParam', t('gateway.senderParam'))}
      {text('senderId', t('gateway.senderId'))}
      <LabelledSelect
        id="sms-keyPlacement"
        label={t('gateway.keyPlacement')}
        value={draft.keyPlacement}
        options={SMS_KEY_PLACEMENTS}
        optionLabel={(p) => t(`gateway.keyPlacements.${p}`)}
        onChange={(v) => set('keyPlacement', v as SmsGatewayDraft['keyPlacement'])}
      />
      {draft.keyPlacement !== 'none' && text('keyName', t('gateway.keyName'))}
      {draft.keyPlacement === 'header' && text('keyPrefix', t('gateway.keyPrefix'), 'Bearer ')}
      {draft.keyPlacement !== 'none' && (
        <div className="grid gap-1.5">
          <Label htmlFor="sms-apiKey">{t('gateway.apiKey')}</Label>
          <Input
            id="sms-apiKey"
            type="password"
            autoComplete="new-password"
            value={draft.apiKey}
            onChange={(e) => set('apiKey', e.target.value)}
          />
          {apiKeyMasked && <p className="text-xs text-muted-foreground">{t('gateway.apiKeySaved', { masked: apiKeyMasked })}</p>}
        </div>
      )}
    </div>
  );
}
