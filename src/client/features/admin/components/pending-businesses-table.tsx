import { useTranslation } from 'react-i18next';
import { useModuleText } from '#client/lib/module-text';
import type { PendingBusiness } from '#shared/contracts/admin';
import {
  Badge,
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

export function PendingBusinessesTable({ rows, isLoading }: { rows: PendingBusiness[] | undefined; isLoading: boolean }) {
  const { t } = useTranslation('admin');
  const text = useModuleText();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('pendingBusinesses.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Skeleton className="h-24" aria-label={t('loading')} />
        ) : !rows?.length ? (
          <EmptyState title={t('pendingBusinesses.empty')} />
        ) : (
          <Table data-testid="pending-businesses">
            <TableHeader>
              <TableRow>
                <TableHead>{t('columns.business')}</TableHead>
                <TableHead>{t('columns.owner')}</TableHead>
                <TableHead>{t('columns.contact')}</TableHead>
                <TableHead>{t('columns.registration')}</TableHead>
                <TableHead>{t('columns.modules')}</TableHead>
                <TableHead>{t('columns.status')}</TableHead>
                <TableHead>{t('columns.actions')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((b) => (
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
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
