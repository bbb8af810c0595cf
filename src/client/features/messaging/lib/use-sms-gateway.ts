import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGING_PATHS, type Message, type SmsGatewayInput, type SmsGatewayView } from '#shared/contracts/messaging';
import { isLocale } from '#shared/locales';
import { messagingKeys } from '#client/components/share';
import { toast } from '#client/components/ui';
import { api, serverMessageOf } from '#client/lib/api';

/** The gateway as edited: every setting filled, and the key typed anew (the saved one is never sent back). */
export type SmsGatewayDraft = Required<Omit<SmsGatewayInput, 'apiKey'>> & { apiKey: string };

const EMPTY: SmsGatewayDraft = {
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

/** The saved gateway, the draft it starts, and its save, removal and test SMS, each saying how it went. */
export function useSmsGateway(businessId: number) {
  const { t, i18n } = useTranslation('messaging');
  const qc = useQueryClient();
  const current = useQuery({
    queryKey: messagingKeys.gateway(businessId),
    queryFn: () => api.get<SmsGatewayView>(MESSAGING_PATHS.smsGateway(businessId)),
  });
  const [draft, setDraft] = useState<SmsGatewayDraft>(EMPTY);
  useEffect(() => {
    const g = current.data?.gateway;
    if (g) setDraft({ ...EMPTY, ...g, apiKey: '' });
  }, [current.data]);
  const set = <K extends keyof SmsGatewayDraft>(key: K, value: SmsGatewayDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
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
    mutationFn: (to: string) =>
      api.post<Message>(MESSAGING_PATHS.smsTest(businessId), { to, locale: isLocale(i18n.language) ? i18n.language : 'en' }),
    onSuccess: (m) =>
      m.status === 'sent' ? toast.success(t('gateway.testSent')) : toast.error(t('gateway.testFailed', { error: m.error ?? '' })),
    onError: (err) => toast.error(t('gateway.testFailed', { error: serverMessageOf(err, '') }), {}),
  });

  return { current, draft, set, save, remove, test };
}
