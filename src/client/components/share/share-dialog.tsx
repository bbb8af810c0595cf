import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, Mail, MessageCircle, MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
// Paths and types only: the till preloads the receipt dialog this sits in.
import { MESSAGING_PATHS } from '#shared/contracts/messaging-paths';
import type { MessagingChannels, SendResult, ShareLinkCreated } from '#shared/contracts/messaging';
import { LOCALE_NAMES, LOCALES, isLocale, type Locale } from '#shared/locales';
import { api, serverMessageOf } from '#client/lib/api';
import { messagingKeys, type ShareTarget } from './share-target';
import { formatDate } from '#client/lib/format';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
  NativeSelect,
  Textarea,
  toast,
} from '../ui';

export function useMessagingChannels(businessId: number | undefined) {
  return useQuery({
    queryKey: messagingKeys.channels(businessId ?? 0),
    queryFn: () => api.get<MessagingChannels>(MESSAGING_PATHS.channels(businessId!)),
    enabled: !!businessId,
    staleTime: 60_000,
  });
}

function createPath(businessId: number, target: ShareTarget) {
  if (target.kind === 'receipt') return MESSAGING_PATHS.saleShareLink(businessId, target.saleId);
  return target.kind === 'debtor'
    ? MESSAGING_PATHS.debtorShareLink(businessId, target.id)
    : MESSAGING_PATHS.supplierShareLink(businessId, target.id);
}

export default function ShareDialog({ businessId, target, onClose }: { businessId: number; target: ShareTarget; onClose: () => void }) {
  const { t, i18n } = useTranslation('messaging');
  const qc = useQueryClient();
  const [locale, setLocale] = useState<Locale>(isLocale(i18n.language) ? i18n.language : 'en');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const channels = useMessagingChannels(businessId).data;
  const isStatement = target.kind !== 'receipt';

  const create = useMutation({
    mutationFn: () =>
      api.post<ShareLinkCreated>(createPath(businessId, target), {
        locale,
        ...(isStatement && from ? { from } : {}),
        ...(isStatement && to ? { to } : {}),
      }),
    onSuccess: (link) => {
      setPhone(link.phone ?? '');
      setEmail(link.email ?? '');
    },
    onError: (err) => toast.error(t('share.createFailed'), { description: serverMessageOf(err, '') || undefined }),
  });
  const link = create.data;

  const send = useMutation({
    mutationFn: (v: { channel: 'whatsapp' | 'sms' | 'email'; to: string }) =>
      api.post<SendResult>(MESSAGING_PATHS.sendShareLink(businessId, link!.id), { ...v, token: link!.token }),
    onSuccess: (res) => {
      void qc.invalidateQueries({ queryKey: ['messaging', businessId, 'messages'] });
      if (res.message.channel === 'whatsapp') return;
      if (res.message.status === 'sent') toast.success(t('share.sent'));
      else toast.error(t('share.failed', { error: res.message.error ?? '' }));
    },
    onError: (err, v) => {
      if (v.channel !== 'whatsapp') toast.error(t('share.sendFailed'), { description: serverMessageOf(err, '') || undefined });
    },
  });

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      toast.success(t('share.copied'));
    } catch {
      // Clipboard blocked: the link is on the screen to copy by hand.
    }
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t('share.close')} className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{isStatement ? t('share.statementTitle') : t('share.receiptTitle')}</DialogTitle>
          <DialogDescription>{t('share.description')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="share-locale">{t('share.language')}</Label>
            <NativeSelect id="share-locale" value={locale} onChange={(e) => setLocale(e.target.value as Locale)} disabled={!!link}>
              {LOCALES.map((l) => (
                <option key={l} value={l}>
                  {LOCALE_NAMES[l]}
                </option>
              ))}
            </NativeSelect>
          </div>
          {isStatement && (
            <div className="grid grid-cols-2 gap-3">
              <div className="grid gap-1.5">
                <Label htmlFor="share-from">{t('share.from')}</Label>
                <Input id="share-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} disabled={!!link} />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="share-to">{t('share.to')}</Label>
                <Input id="share-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} disabled={!!link} />
              </div>
            </div>
          )}
          {!link ? (
            <Button type="button" onClick={() => create.mutate()} disabled={create.isPending}>
              {create.isPending ? t('share.creating') : t('share.create')}
            </Button>
          ) : (
            <>
              <div className="grid gap-1.5">
                <Label htmlFor="share-text">{t('share.message')}</Label>
                <Textarea id="share-text" readOnly value={link.text} rows={4} data-testid="share-text" />
              </div>
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="text-muted-foreground">{t('share.expires', { date: formatDate(link.expiresAt) })}</span>
                <Button type="button" variant="ghost" size="sm" onClick={() => void copy()}>
                  <Copy aria-hidden="true" />
                  {t('share.copy')}
                </Button>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button asChild>
                  <a
                    href={link.whatsappUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-testid="share-whatsapp"
                    onClick={() => send.mutate({ channel: 'whatsapp', to: link.phone ?? '' })}
                  >
                    <MessageCircle aria-hidden="true" />
                    {t('share.whatsapp')}
                  </a>
                </Button>
              </div>
              {channels?.sms && (
                <SendRow
                  id="share-sms"
                  label={t('share.phone')}
                  type="tel"
                  value={phone}
                  onChange={setPhone}
                  button={t('share.sms')}
                  icon={<MessageSquare aria-hidden="true" />}
                  pending={send.isPending}
                  onSend={() => send.mutate({ channel: 'sms', to: phone })}
                />
              )}
              {channels?.email && link.email && (
                <SendRow
                  id="share-email"
                  label={t('share.emailAddress')}
                  type="email"
                  value={email}
                  onChange={setEmail}
                  button={t('share.email')}
                  icon={<Mail aria-hidden="true" />}
                  pending={send.isPending}
                  onSend={() => send.mutate({ channel: 'email', to: email })}
                />
              )}
            </>
          )}
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t('share.close')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function SendRow(props: {
  id: string;
  label: string;
  type: 'tel' | 'email';
  value: string;
  onChange: (v: string) => void;
  button: string;
  icon: React.ReactNode;
  pending: boolean;
  onSend: () => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={props.id}>{props.label}</Label>
      <div className="flex gap-2">
        <Input id={props.id} type={props.type} value={props.value} onChange={(e) => props.onChange(e.target.value)} />
        <Button type="button" variant="secondary" onClick={props.onSend} disabled={props.pending || !props.value.trim()}>
          {props.icon}
          {props.button}
        </Button>
      </div>
    </div>
  );
}
