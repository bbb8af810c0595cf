import { useTranslation } from 'react-i18next';
import { useModuleText } from '#client/lib/module-text';
import type { PendingBusiness } from '#shared/contracts/admin';
import { Badge, TableCell, TableRow } from '#client/components/ui';
import { formatMoney } from '#client/lib/format';
import { DecisionButtons } from './decision-buttons';
import { ProofViewer } from './proof-viewer';
import { PendingTableCard } from './table-card';

/** Businesses that registered and wait for approval: owner, contact, modules chosen, payment proof. */
export function PendingBusinessesTable({ rows, isLoading }: { rows: PendingBusiness[] | undefined; isLoading: boolean }) {
  const { t } = useTranslation('admin');
  const text = useModuleText();
  return (
    <PendingTableCard
      section="pendingBusinesses"
      rows={rows}
      isLoading={isLoading}
      testId="pending-businesses"
      columns={[
        t('columns.business'),
        t('columns.owner'),
        t('columns.contact'),
        t('columns.registration'),
        t('columns.modules'),
        t('columns.status'),
        t('columns.actions'),
      ]}
    >
      {rows?.map((b) => (
        <TableRow key={b.id} data-testid={`pending-business-${b.id}`}>
          <TableCell className="font-medium">{b.name}</TableCell>
          <TableCell>{b.ownerName}</TableCell>
          <TableCell>
            <div>{b.email}</div>
            <div className="text-muted-foreground">{b.phone}</div>
          </TableCell>
          <TableCell>{b.registrationNumber ?? '—'}</TableCell>
          <TableCell>
            <div>{text.names(b.subscription?.modules ?? [])}</div>
            {b.subscription && (
              <div className="text-muted-foreground">
                {formatMoney(b.subscription.monthlyAmount)} {t('perMonth')}
              </div>
            )}
          </TableCell>
          <TableCell>
            <Badge variant="warning">{t(`status.${b.status}`, { defaultValue: b.status })}</Badge>
          </TableCell>
          <TableCell>
            <div className="flex flex-wrap items-center gap-2">
              {b.subscription?.paymentProofUrl && <ProofViewer url={b.subscription.paymentProofUrl} name={b.name} />}
              <DecisionButtons target="business" id={b.id} name={b.name} />
            </div>
          </TableCell>
        </TableRow>
      ))}
    </PendingTableCard>
  );
}
