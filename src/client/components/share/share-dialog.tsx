import { Copy, Mail, MessageCircle, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MessagingChannels, ShareLinkCreated } from '#shared/contracts/messaging';
import { LOCALE_NAMES, LOCALES, type Locale } from '#shared/locales';
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
} from '../ui';
import type { ShareTarget } from './share-target';
import { useMessagingChannels, useShareLink } from './use-share-link';

type ShareLink = ReturnType<typeof useShareLink>;

export default function ShareDialog({ businessId, target, onClose }: { businessId: number; target: ShareTarget; onClose: () => void }) {
  const { t } = useTranslation('messaging');
  const share = useShareLink(businessId, target);
  const channels = useMessagingChannels(businessId).data;
  const { create, link } = share;
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t('share.close')} className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{share.isStatement ? t('share.statementTitle') : t('share.receiptTitle')}</DialogTitle>
          <DialogDescription>{t('share.description')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          <LinkOptions options={share.options} isStatement={share.isStatement} locked={!!link} />
          {!link ? (
            <Button type="button" onClick={() => create.mutate()} disabled={create.isPending}>
              {create.isPending ? t('share.creating') : t('share.create')}
            </Button>
          ) : (
            <SendLink link={link} share={share} channels={channels} />
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

/** The link's language and, for a statement, its dates; fixed once the link is made. */
function LinkOptions({ options: o, isStatement, locked }: { options: ShareLink['options']; isStatement: boolean; locked: boolean }) {
  const { t } = useTranslation('messaging');
  return (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor="share-locale">{t('share.language')}</Label>
        <NativeSelect id="share-locale" value={o.locale} onChange={(e) => o.setLocale(e.target.value as Locale)} disabled={locked}>
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
            <Input id="share-from" type="date" value={o.from} onChange={(e) => o.setFrom(e.target.value)} disabled={locked} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="share-to">{t('share.to')}</Label>
            <Input id="share-to" type="date" value={o.to} onChange={(e) => o.setTo(e.target.value)} disabled={locked} />
          </div>
        </div>
      )}
    </>
  );
}

/** The link made: its message to copy, and WhatsApp, SMS (with a gateway) and e-mail (with an address) to send it. */
function SendLink({ link, share, channels }: { link: ShareLinkCreated; share: ShareLink; channels: MessagingChannels | undefined }) {
  const { t } = useTranslation('messaging');
  const { send, contacts: c } = share;
  return (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor="share-text">{t('share.message')}</Label>
        <Textarea id="share-text" readOnly value={link.text} rows={4} data-testid="share-text" />
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">{t('share.expires', { date: formatDate(link.expiresAt) })}</span>
        <Button type="button" variant="ghost" size="sm" onClick={() => void share.copy()}>
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
          channel="sms"
          value={c.phone}
          onChange={c.setPhone}
          pending={send.isPending}
          onSend={(to) => send.mutate({ channel: 'sms', to })}
        />
      )}
      {channels?.email && link.email && (
        <SendRow
          channel="email"
          value={c.email}
          onChange={c.setEmail}
          pending={send.isPending}
          onSend={(to) => send.mutate({ channel: 'email', to })}
        />
      )}
    </>
  );
}

/** Each direct channel's field and button: the number for an SMS, the address for an e-mail. */
const SEND_ROWS = {
  sms: { type: 'tel', label: 'share.phone', button: 'share.sms', Icon: MessageSquare },
  email: { type: 'email', label: 'share.emailAddress', button: 'share.email', Icon: Mail },
} as const;

function SendRow(props: {
  channel: 'sms' | 'email';
  value: string;
  onChange: (v: string) => void;
  pending: boolean;
  onSend: (to: string) => void;
}) {
  const { t } = useTranslation('messaging');
  const { type, label, button, Icon } = SEND_ROWS[props.channel];
  const id = `share-${props.channel}`;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{t(label)}</Label>
      <div className="flex gap-2">
        <Input id={id} type={type} value={props.value} onChange={(e) => props.onChange(e.target.value)} />
        <Button type="button" variant="secondary" onClick={() => props.onSend(props.value)} disabled={props.pending || !props.value.trim()}>
          <Icon aria-hidden="true" />
          {t(button)}
        </Button>
      </div>
    </div>
  );
}
