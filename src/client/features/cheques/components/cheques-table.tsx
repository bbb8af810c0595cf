import { useTranslation } from 'react-i18next';
import type { Cheque, ChequeStatus } from '#shared/contracts/cheques';
import { Badge, Button, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui';
import { formatDate, formatMoney } from '#client/lib/format';
import type { ChequeAction } from './cheque-status-dialog';

export const chequeStatusVariant: Record<ChequeStatus, 'secondary' | 'outline' | 'success' | 'destructive'> = {
  pending: 'secondary',
  deposited: 'outline',
  cleared: 'success',
  bounced: 'destructive',
};

/** Cheques with their status badge and the changes each may take next (Deposit / Cleared / Bounced). */
export function ChequesTable({ cheques, onAction }: { cheques: Cheque[]; onAction: (a: ChequeAction) => void }) {
  const { t } = useTranslation('cheques');
  return (
    <div className="overflow-x-auto">
      <Table data-testid="cheques-table">
        <TableHeader>
          <TableRow>
            <TableHead>{t('table.chequeDate')}</TableHead>
            <TableHead>{t('table.customer')}</TableHead>
            <TableHead>{t('table.bank')}</TableHead>
            <TableHead>{t('table.number')}</TableHead>
            <TableHead>{t('table.invoice')}</TableHead>
            <TableHead className="text-right">{t('table.amount')}</TableHead>
            <TableHead>{t('table.status')}</TableHead>
            <TableHead className="text-right">{t('table.actions')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {cheques.map((c) => (
            <TableRow key={c.id} data-testid={`cheque-row-${c.chequeNumber}`}>
              <TableCell className="whitespace-nowrap">{formatDate(c.chequeDate)}</TableCell>
              <TableCell className="font-medium">{c.customerName ?? t('unknownDrawer')}</TableCell>
              <TableCell>{c.bank}</TableCell>
              <TableCell className="tabular-nums">{c.chequeNumber}</TableCell>
              <TableCell>{c.invoiceNumber ?? '—'}</TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">{formatMoney(c.amount)}</TableCell>
              <TableCell>
                <Badge variant={chequeStatusVariant[c.status]} data-testid="cheque-status">
                  {t(`status.${c.status}`)}
                </Badge>
              </TableCell>
              <TableCell>
                <div className="flex justify-end gap-1">
                  {c.nextStatuses.map((status) => (
                    <Button
                      key={status}
                      type="button"
                      size="sm"
                      variant={status === 'bounced' ? 'destructive' : 'outline'}
                      aria-label={t(`actions.${status}Label`, { number: c.chequeNumber })}
                      onClick={() => onAction({ cheque: c, status })}
                    >
                      {t(`actions.${status}`)}
                    </Button>
                  ))}
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
