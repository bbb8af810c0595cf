import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MESSAGING_PATHS,
  SMS_BODY_FORMATS,
  SMS_KEY_PLACEMENTS,
  SMS_METHODS,
  type Message,
  type SmsGatewayInput,
  type ShareLinkSummary,
  type SmsGatewayView,
} from '#shared/contracts/messaging';
import { isLocale, LOCALE_NAMES } from '#shared/locales';
import { messagingKeys } from '#client/components/share';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Input,
  Label,
  NativeSelect,
  Skeleton,
  toast,
} from '#client/components/ui';
import { api, serverMessageOf } from '#client/lib/api';
import { formatDateTime } from '#client/lib/format';
import { useBusinessId } from '#client/lib/use-business-id';

type Draft = Required<Omit<SmsGatewayInput, 'apiKey'>> & { apiKey: string };

const EMPTY: Draft = {
  url: '',
  method: 'POST',
  bodyFormat: 'form',
  toParam: 'to',
  messageParam: 'message',
  senderParam: '',
  senderId: '',
  keyPlacement: 'param',
  keyName: '',
  keyPrefix: '',
  apiKey: '',
};

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

/** The links shared lately (receipts and statements), each revocable at once. */
function ShareLinksCard({ businessId }: { businessId: number }) {
  const { t } = useTranslation('messaging');
  const qc = useQueryClient();
  const links = useQuery({
    queryKey: messagingKeys.links(businessId),
    queryFn: () => api.get<ShareLinkSummary[]>(MESSAGING_PATHS.shareLinks(businessId)),
  });
  const revoke = useMutation({
    mutationFn: (id: number) => api.delete(MESSAGING_PATHS.shareLink(businessId, id)),
    onSuccess: () => {
      toast.success(t('links.revokeDone'));
      void qc.invalidateQueries({ queryKey: messagingKeys.links(businessId) });
    },
  });
  const now = Date.now();
  return (
    <Card data-testid="share-links-section">
      <CardHeader>
        <CardTitle>{t('links.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {links.isLoading ? (
          <Skeleton className="h-16" />
        ) : !links.data?.length ? (
          <p className="text-sm text-muted-foreground">{t('links.empty')}</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {links.data.map((l) => {
              const state = l.revokedAt ? 'revoked' : Date.parse(l.expiresAt) <= now ? 'expired' : 'active';
              return (
                <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 border-b pb-2 last:border-0">
                  <span>
                    <span className="font-medium">{l.label}</span>{' '}
                    <span className="text-muted-foreground">
                      · {formatDateTime(l.createdAt)} · {LOCALE_NAMES[l.locale]}
                    </span>
                  </span>
                  {state === 'active' ? (
                    <Button type="button" size="sm" variant="outline" onClick={() => revoke.mutate(l.id)} disabled={revoke.isPending}>
                      {t('links.revoke')}
                    </Button>
                  ) : (
                    <span className="text-muted-foreground">{t(`links.${state}`)}</span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function SmsGatewayCard({ businessId }: { businessId: number }) {
  const { t, i18n } = useTranslation('messaging');
  const qc = useQueryClient();
  const current = useQuery({
    queryKey: messagingKeys.gateway(businessId),
    queryFn: () => api.get<SmsGatewayView>(MESSAGING_PATHS.smsGateway(businessId)),
  });
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [testTo, setTestTo] = useState('');
  useEffect(() => {
    const g = current.data?.gateway;
    if (g) setDraft({ ...EMPTY, ...g, apiKey: '' });
  }, [current.data]);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: messagingKeys.gateway(businessId) });
    void qc.invalidateQueries({ queryKey: messagingKeys.channels(businessId) });
  };

  const save = useMutation({
    mutationFn: () => api.put<SmsGatewayView>(MESSAGING_PATHS.smsGateway(businessId), { ...draft, apiKey: draft.apiKey || undefined }),
    onSuccess: () => {
      toast.success(t('gateway.saved'));
      refresh();
    },
    onError: (err) => toast.error(t('gateway.saveFailed'), { description: serverMessageOf(err, '') || undefined }),
  });
  const remove = useMutation({
    mutationFn: () => api.delete<SmsGatewayView>(MESSAGING_PATHS.smsGateway(businessId)),
    onSuccess: () => {
      toast.success(t('gateway.removed'));
      setDraft(EMPTY);
      refresh();
    },
  });
  const test = useMutation({
    mutationFn: () =>
      api.post<Message>(MESSAGING_PATHS.smsTest(businessId), { to: testTo, locale: isLocale(i18n.language) ? i18n.language : 'en' }),
    onSuccess: (m) =>
      m.status === 'sent' ? toast.success(t('gateway.testSent')) : toast.error(t('gateway.testFailed', { error: m.error ?? '' })),
    onError: (err) => toast.error(t('gateway.testFailed', { error: serverMessageOf(err, '') }), {}),
  });

  const text = (id: keyof Draft, label: string, extra: { type?: string; placeholder?: string } = {}) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`sms-${id}`}>{label}</Label>
      <Input
        id={`sms-${id}`}
        type={extra.type ?? 'text'}
        placeholder={extra.placeholder}
        value={draft[id]}
        autoComplete="off"
        onChange={(e) => set(id, e.target.value as never)}
      />
    </div>
  );

  return (
    <Card data-testid="sms-gateway-section">
      <CardHeader>
        <CardTitle>{t('gateway.title')}</CardTitle>
        <CardDescription>{t('gateway.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
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
            {text('url', t('gateway.url'), { type: 'url', placeholder: 'https://app.notify.lk/api/v1/send' })}
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="grid gap-1.5">
                <Label htmlFor="sms-method">{t('gateway.method')}</Label>
                <NativeSelect id="sms-method" value={draft.method} onChange={(e) => set('method', e.target.value as Draft['method'])}>
                  {SMS_METHODS.map((m) => (
                    <option key={m} value={m}>
                      {m}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              {draft.method === 'POST' && (
                <div className="grid gap-1.5">
                  <Label htmlFor="sms-bodyFormat">{t('gateway.bodyFormat')}</Label>
                  <NativeSelect
                    id="sms-bodyFormat"
                    value={draft.bodyFormat}
                    onChange={(e) => set('bodyFormat', e.target.value as Draft['bodyFormat'])}
                  >
                    {SMS_BODY_FORMATS.map((f) => (
                      <option key={f} value={f}>
                        {f === 'json' ? 'JSON' : t('gateway.bodyFormats.form')}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              )}
              {text('toParam', t('gateway.toParam'))}
              {text('messageParam', t('gateway.messageParam'))}
              {text('senderParam', t('gateway.senderParam'))}
              {text('senderId', t('gateway.senderId'))}
              <div className="grid gap-1.5">
                <Label htmlFor="sms-keyPlacement">{t('gateway.keyPlacement')}</Label>
                <NativeSelect
                  id="sms-keyPlacement"
                  value={draft.keyPlacement}
                  onChange={(e) => set('keyPlacement', e.target.value as Draft['keyPlacement'])}
                >
                  {SMS_KEY_PLACEMENTS.map((p) => (
                    <option key={p} value={p}>
                      {t(`gateway.keyPlacements.${p}`)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              {draft.keyPlacement !== 'none' && text('keyName', t('gateway.keyName'))}
              {draft.keyPlacement === 'header' && text('keyPrefix', t('gateway.keyPrefix'), { placeholder: 'Bearer ' })}
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
                  {current.data?.gateway?.apiKeyMasked && (
                    <p className="text-xs text-muted-foreground">
                      {t('gateway.apiKeySaved', { masked: current.data.gateway.apiKeyMasked })}
                    </p>
                  )}
                </div>
              )}
            </div>
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
        {current.data?.configured && (
          <div className="grid gap-1.5 border-t pt-4">
            <Label htmlFor="sms-test-to">{t('gateway.testTo')}</Label>
            <div className="flex gap-2">
              <Input id="sms-test-to" type="tel" value={testTo} onChange={(e) => setTestTo(e.target.value)} placeholder="077 123 4567" />
              <Button type="button" variant="secondary" onClick={() => test.mutate()} disabled={test.isPending || !testTo.trim()}>
                {t('gateway.test')}
              </Button>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
