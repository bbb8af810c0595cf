import { useTranslation } from 'react-i18next';
import { useModuleText } from '#client/lib/module-text';
import type { PendingAddon } from '#shared/contracts/admin';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#client/components/ui';
import { formatMoney } from '#client/lib/format';
import { DecisionButtons } from './decision-buttons';
import { ProofViewer } from './proof-viewer';

export function PendingAddonsTable({ rows, isLoading }: { rows: PendingAddon[] | undefined; isLoading: boolean }) {
  const { t } = useTranslation('admin');
  const text = useModuleText();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('pendingAddons.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Skeleton className="h-24" aria-label={t('loading')} />
        ) : !rows?.length ? (
          <EmptyState title={t('pendingAddons.empty')} />
        ) : (
          <Table data-testid="pending-addons">
            <TableHeader>
              <TableRow>
                <TableHead>{t('columns.business')}</TableHead>
                <TableHead>{t('columns.requestedModules')}</TableHead>
                <TableHead>{t('columns.amount')}</TableHead>
                <TableHead>{t('columns.proof')}</TableHead>
                <TableHead>{t('columns.actions')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((a) => (
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
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
