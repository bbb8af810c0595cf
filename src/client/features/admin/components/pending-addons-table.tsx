import { useTranslation } from 'react-i18next';
import { useModuleText } from '#client/lib/module-text';
import type { PendingAddon } from '#shared/contracts/admin';
import { EmptyState, Skeleton, TableCell, TableRow } from '#client/components/ui';
import { formatMoney } from '#client/lib/format';
import { DecisionButtons } from './decision-buttons';
import { ProofViewer } from './proof-viewer';
import { TableCard } from './table-card';

/** Add-ons businesses asked for, with their payment proof, to approve or reject. */
export function PendingAddonsTable({ rows, isLoading }: { rows: PendingAddon[] | undefined; isLoading: boolean }) {
  const { t } = useTranslation('admin');
  const text = useModuleText();
  return (
    <TableCard
      title={t('pendingAddons.title')}
      loading={isLoading}
      skeleton={<Skeleton className="h-24" aria-label={t('loading')} />}
      isEmpty={!rows?.length}
      empty={<EmptyState title={t('pendingAddons.empty')} />}
      testId="pending-addons"
      columns={[t('columns.business'), t('columns.requestedModules'), t('columns.amount'), t('columns.proof'), t('columns.actions')]}
    >
      {rows?.map((a) => (
        <TableRow key={a.id} data-testid={`pending-addon-${a.id}`}>
          <TableCell className="font-medium">{a.businessName}</TableCell>
          <TableCell>{text.names(a.modules)}</TableCell>
          <TableCell>
            +{formatMoney(a.monthlyAmount)} {t('perMonth')}
          </TableCell>
          <TableCell>{a.paymentProofUrl ? <ProofViewer url={a.paymentProofUrl} name={a.businessName} /> : '—'}</TableCell>
          <TableCell>
            <DecisionButtons target="addon" id={a.id} name={a.businessName} />
          </TableCell>
        </TableRow>
      ))}
    </TableCard>
  );
}
