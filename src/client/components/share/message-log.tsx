import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGING_PATHS, type RecipientKind } from '#shared/contracts/messaging-paths';
import type { Message } from '#shared/contracts/messaging';
import { api } from '#client/lib/api';
import { formatDateTime } from '#client/lib/format';
import { Badge, Skeleton, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../ui';
import { messagingKeys } from './share-target';

const statusVariant = { prepared: 'secondary', sent: 'success', failed: 'destructive' } as const;

/** A customer's, debtor's or supplier's messages, newest first (every one sent or prepared is logged). */
export function MessageLog({
  businessId,
  recipientKind,
  recipientId,
}: {
  businessId: number;
  recipientKind: RecipientKind;
  recipientId: number;
}) {
  const { t } = useTranslation('messaging');
  const q = useQuery({
    queryKey: messagingKeys.messages(businessId, recipientKind, recipientId),
    queryFn: () =>
      api.get<Message[]>(`${MESSAGING_PATHS.messages(businessId)}?recipientKind=${recipientKind}&recipientId=${recipientId}&limit=20`),
  });
  return (
    <section className="grid gap-2" data-testid="message-log">
      <h3 className="font-semibold">{t('log.title')}</h3>
      {q.isLoading ? (
        <Skeleton className="h-16 w-full" />
      ) : q.isError ? (
        <p className="text-sm text-destructive">{t('log.loadFailed')}</p>
      ) : !q.data?.length ? (
        <p className="text-sm text-muted-foreground">{t('log.empty')}</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t('log.when')}</TableHead>
              <TableHead>{t('log.channel')}</TableHead>
              <TableHead>{t('log.to')}</TableHead>
              <TableHead>{t('log.status')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {q.data.map((m) => (
              <TableRow key={m.id}>
                <TableCell className="whitespace-nowrap">{formatDateTime(m.createdAt)}</TableCell>
                <TableCell>
                  {t(`log.channels.${m.channel}`)} · {t(`log.purposes.${m.purpose}`)}
                </TableCell>
                <TableCell className="tabular-nums">{m.to || '—'}</TableCell>
                <TableCell>
                  <Badge variant={statusVariant[m.status]} title={m.error ?? undefined}>
                    {t(`log.statuses.${m.status}`)}
                  </Badge>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
