import { Receipt } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sale } from '#shared/contracts/sales';
import type { SalesListRow } from '#shared/contracts/sales-list';
import { ListScreen } from '#client/components/layout/list-screen';
import { RestrictedNotice } from '#client/components/layout/restricted-notice';
import { ReceiptDialog } from '#client/components/receipt';
import { Alert, AlertDescription, AlertTitle, Card, CardContent, EmptyState, Skeleton } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';
import { useBusinessId } from '#client/lib/use-business-id';
import { EMPTY_FILTERS, useReceiptProfile, useSale, useSalesList, type SalesFilters } from '../api/get-sales';
import { SaleDetailDialog } from '../components/sale-detail-dialog';
import { SalesFiltersForm } from '../components/sales-filters';
import { SalesPager } from '../components/sales-pager';
import { SalesTable } from '../components/sales-table';

/** Every sale of the shop, searchable and paged (newest first); any sale opens and reprints. Admins only. */
export default function SalesPage() {
  const { t } = useTranslation('sales');
  const { user } = useAuth();
  const businessId = useBusinessId();
  if (user?.role === 'cashier' || businessId === undefined) {
    return <RestrictedNotice testId="sales-restricted" message={t('restricted')} />;
  }
  return <SalesList businessId={businessId} />;
}

/** The filters and the page of sales they select: the cursors of the pages before this one (Previous pops, Next pushes). */
function useSalesPages(businessId: number) {
  const [filters, setFilters] = useState<SalesFilters>(EMPTY_FILTERS);
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const list = useSalesList(businessId, filters, cursors[cursors.length - 1]);
  const next = list.data?.nextCursor;
  return {
    list,
    pageNumber: cursors.length,
    apply: (f: SalesFilters) => {
      setFilters(f);
      setCursors([null]);
    },
    newer: cursors.length > 1 ? () => setCursors((c) => c.slice(0, -1)) : undefined,
    older: next ? () => setCursors((c) => [...c, next]) : undefined,
  };
}

function SalesList({ businessId }: { businessId: number }) {
  const { t } = useTranslation('sales');
  const { list, pageNumber, apply, newer, older } = useSalesPages(businessId);
  const [open, setOpen] = useState<SalesListRow | null>(null);
  const [reprint, setReprint] = useState<number | null>(null);
  const page = list.data;

  return (
    <ListScreen
      title={t('title')}
      subtitle={t('subtitle')}
      filters={
        <Card>
          <CardContent className="p-4">
            <SalesFiltersForm cashiers={page?.cashiers ?? []} onApply={apply} />
          </CardContent>
        </Card>
      }
      error={
        list.isError && (
          <Alert variant="destructive">
            <AlertTitle>{t('loadFailed')}</AlertTitle>
            <AlertDescription>{serverMessageOf(list.error, '')}</AlertDescription>
          </Alert>
        )
      }
      loading={!page}
      skeleton={<Skeleton className="h-64" aria-label={t('loading')} />}
      isEmpty={page?.sales.length === 0}
      empty={<EmptyState icon={Receipt} title={t('empty')} />}
      paging={<SalesPager page={pageNumber} onNewer={newer} onOlder={older} />}
      dialogs={
        <>
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
        </>
      }
    >
      {page && <SalesTable sales={page.sales} onOpen={setOpen} />}
    </ListScreen>
  );
}

/** The till's own receipt dialog, with the business profile the till prints. */
function Reprint({ businessId, saleId, onClose }: { businessId: number; saleId: number; onClose: () => void }) {
  const sale = useSale(businessId, saleId).data as Sale | undefined;
  const profile = useReceiptProfile(businessId, true).data?.business;
  return <ReceiptDialog sale={sale ?? null} business={profile} onClose={onClose} />;
}
