import { ChevronLeft, ChevronRight, Lock, Receipt } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sale } from '#shared/contracts/sales';
import type { SalesListRow } from '#shared/contracts/sales-list';
import { PageHeader } from '#client/components/layout/page-header';
import { ReceiptDialog } from '#client/components/receipt';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Badge,
  Button,
  Card,
  CardContent,
  EmptyState,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';
import { useBusinessId } from '#client/lib/use-business-id';
import { formatDateTime, formatMoney } from '#client/lib/format';
import { EMPTY_FILTERS, useReceiptProfile, useSale, useSalesList, type SalesFilters } from '../api/get-sales';
import { SaleDetailDialog } from '../components/sale-detail-dialog';
import { SalesFiltersForm } from '../components/sales-filters';

/** Every sale of the shop, searchable and paged (newest first); any sale opens and reprints. Admins only. */
export default function SalesPage() {
  const { t } = useTranslation('sales');
  const { user } = useAuth();
  const businessId = useBusinessId();
  if (user?.role === 'cashier' || businessId === undefined) {
    return (
      <Card className="mx-auto mt-10 max-w-lg text-center" data-testid="sales-restricted">
        <CardContent className="grid justify-items-center gap-3 p-8">
          <Lock className="size-10 text-muted-foreground" aria-hidden />
          <p className="font-medium">{t('restricted')}</p>
        </CardContent>
      </Card>
    );
  }
  return <SalesList businessId={businessId} />;
}

function SalesList({ businessId }: { businessId: number }) {
  const { t } = useTranslation('sales');
  const [filters, setFilters] = useState<SalesFilters>(EMPTY_FILTERS);
  // The cursors of the pages before this one: Previous pops, Next pushes.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors[cursors.length - 1];
  const list = useSalesList(businessId, filters, cursor);
  const [open, setOpen] = useState<SalesListRow | null>(null);
  const [reprint, setReprint] = useState<number | null>(null);
  const page = list.data;

  return (
    <div className="grid gap-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Card>
        <CardContent className="p-4">
          <SalesFiltersForm
            cashiers={page?.cashiers ?? []}
            onApply={(f) => {
              setFilters(f);
              setCursors([null]);
            }}
          />
        </CardContent>
      </Card>
      {list.isError ? (
        <Alert variant="destructive">
          <AlertTitle>{t('loadFailed')}</AlertTitle>
          <AlertDescription>{serverMessageOf(list.error, '')}</AlertDescription>
        </Alert>
      ) : !page ? (
        <Skeleton className="h-64" aria-label={t('loading')} />
      ) : page.sales.length === 0 ? (
        <EmptyState icon={Receipt} title={t('empty')} />
      ) : (
        <Card>
          <CardContent className="overflow-x-auto p-0">
            <Table aria-label={t('title')} data-testid="sales-list">
              <TableHeader>
                <TableRow>
                  <TableHead>{t('columns.invoice')}</TableHead>
                  <TableHead>{t('columns.date')}</TableHead>
                  <TableHead>{t('columns.customer')}</TableHead>
                  <TableHead>{t('columns.cashier')}</TableHead>
                  <TableHead>{t('columns.method')}</TableHead>
                  <TableHead>{t('columns.status')}</TableHead>
                  <TableHead className="text-right">{t('columns.total')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {page.sales.map((s) => (
                  <TableRow key={s.id}>
                    <TableCell>
                      <Button variant="link" className="h-auto p-0" onClick={() => setOpen(s)}>
                        {s.invoiceNumber}
                      </Button>
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{formatDateTime(s.saleDate)}</TableCell>
                    <TableCell>{s.customerName ?? t('walkIn')}</TableCell>
                    <TableCell>{s.cashierName ?? '—'}</TableCell>
                    <TableCell>
                      {t(`methods.${s.paymentMethod}`)}{' '}
                      {s.paymentStatus !== 'paid' && <Badge variant="secondary">{t(`statuses.${s.paymentStatus}`)}</Badge>}
                    </TableCell>
                    <TableCell>
                      <SaleStatusBadge status={s.status} />
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{formatMoney(s.totalAmount)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      )}
      <nav className="flex items-center justify-between" aria-label={t('pages.label')}>
        <Button variant="outline" disabled={cursors.length <= 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
          <ChevronLeft className="size-4" aria-hidden /> {t('pages.newer')}
        </Button>
        <span className="text-sm text-muted-foreground">{t('pages.page', { page: cursors.length })}</span>
        <Button
          variant="outline"
          disabled={!page?.nextCursor}
          onClick={() => page?.nextCursor && setCursors((c) => [...c, page.nextCursor])}
        >
          {t('pages.older')} <ChevronRight className="size-4" aria-hidden />
        </Button>
      </nav>
      {open && (
        <SaleDetailDialog
          businessId={businessId}
          row={open}
          onClose={() => setOpen(null)}
          onReprint={() => {
            setReprint(open.id);
            setOpen(null);
          }}
        />
      )}
      {reprint !== null && <Reprint businessId={businessId} saleId={reprint} onClose={() => setReprint(null)} />}
    </div>
  );
}

const STATUS_VARIANTS = { completed: 'outline', partly_returned: 'warning', returned: 'secondary', void: 'destructive' } as const;

/** completed, partly returned, returned or void: what became of the sale after it was made. */
function SaleStatusBadge({ status }: { status: SalesListRow['status'] }) {
  const { t } = useTranslation('sales');
  return (
    <Badge variant={STATUS_VARIANTS[status]} data-testid="sale-status">
      {t(`saleStatuses.${status}`)}
    </Badge>
  );
}

/** The till's own receipt dialog, with the business profile the till prints. */
function Reprint({ businessId, saleId, onClose }: { businessId: number; saleId: number; onClose: () => void }) {
  const sale = useSale(businessId, saleId).data as Sale | undefined;
  const profile = useReceiptProfile(businessId, true).data?.business;
  return <ReceiptDialog sale={sale ?? null} business={profile} onClose={onClose} />;
}
