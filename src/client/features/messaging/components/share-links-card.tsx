import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGING_PATHS, type ShareLinkSummary } from '#shared/contracts/messaging';
import { LOCALE_NAMES } from '#shared/locales';
import { SettingsCard } from '#client/components/forms/settings-card';
import { messagingKeys } from '#client/components/share';
import { Button, Skeleton, toast } from '#client/components/ui';
import { api } from '#client/lib/api';
import { formatDateTime } from '#client/lib/format';

/** The links shared lately (receipts and statements), each revocable at once. */
export function ShareLinksCard({ businessId }: { businessId: number }) {
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
    <SettingsCard testId="share-links-section" title={t('links.title')}>
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
    </SettingsCard>
  );
}
