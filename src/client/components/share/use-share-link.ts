import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
// Paths and types only: the till preloads the receipt dialog this sits in.
import { MESSAGING_PATHS } from '#shared/contracts/messaging-paths';
import type { MessagingChannels, SendResult, ShareLinkCreated } from '#shared/contracts/messaging';
import { isLocale, type Locale } from '#shared/locales';
import { api, serverMessageOf } from '#client/lib/api';
import { toast } from '../ui';
import { messagingKeys, type ShareTarget } from './share-target';

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

export type SendChannel = 'whatsapp' | 'sms' | 'email';

/**
 * A share link in the making: its language (and a statement's dates) chosen, then created, then
 * sent by WhatsApp, SMS or e-mail to the buyer's number and address (filled from the link, editable).
 */
export function useShareLink(businessId: number, target: ShareTarget) {
  const { t, i18n } = useTranslation('messaging');
  const qc = useQueryClient();
  const [locale, setLocale] = useState<Locale>(isLocale(i18n.language) ? i18n.language : 'en');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
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
    mutationFn: (v: { channel: SendChannel; to: string }) =>
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

  return {
    isStatement,
    options: { locale, setLocale, from, setFrom, to, setTo },
    contacts: { phone, setPhone, email, setEmail },
    create,
    link,
    send,
    copy,
  };
}
