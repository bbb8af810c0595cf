import { useTranslation } from 'react-i18next';
import { useModuleText } from '#client/lib/module-text';
import type { PendingAddon } from '#shared/contracts/admin';
import { TableCell, TableRow } from '#client/components/ui';
import { formatMoney } from '#client/lib/format';
import { DecisionButtons } from './decision-buttons';
import { ProofViewer } from './proof-viewer';
import { PendingTableCard } from './table-card';

/** Add-ons businesses asked for, with their payment proof, to approve or reject. */
export function PendingAddonsTable({ rows, isLoading }: { rows: PendingAddon[] | undefined; isLoading: boolean }) {
  const { t } = useTranslation('admin');
  const text = useModuleText();
  return (
    <PendingTableCard
      section="pendingAddons"
      rows={rows}
      isLoading={isLoading}
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
    </PendingTableCard>
  );
}
