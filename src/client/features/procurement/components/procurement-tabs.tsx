import { Search } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Grn, PurchaseOrder, Supplier } from '#shared/contracts/procurement';
import { normalizeForSearch } from '#shared/domain/product-names';
import { Input, Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui';
import { CreditorsTab } from './creditors-tab';
import { DebitNoteList } from './debit-note-list';
import type { Deleting } from './procurement-delete-dialog';
import { GrnList, OrderList, SupplierList } from './record-lists';

/** Names in any script: both sides normalised (NFD, joiners dropped, lower case). */
const has = (value: string | null | undefined, q: string) => normalizeForSearch(value ?? '').includes(q);

/** What a record's buttons open: its view, its form, its delete. */
export interface ProcurementActions {
  onView: (record: { order: PurchaseOrder } | { grn: Grn }) => void;
  onEditOrder: (order: PurchaseOrder) => void;
  onEditGrn: (grn: Grn) => void;
  onEditSupplier: (supplier: Supplier) => void;
  onDelete: (deleting: Deleting) => void;
}

/** Each tab's search (names in any script) and the rows it finds. */
function useRecordSearch(orders: PurchaseOrder[], grns: Grn[], suppliers: Supplier[]) {
  const [search, setSearch] = useState({ orders: '', grns: '', suppliers: '' });
  const q = {
    orders: normalizeForSearch(search.orders),
    grns: normalizeForSearch(search.grns),
    suppliers: normalizeForSearch(search.suppliers),
  };
  const orderRows = orders.filter(
    (o) => !q.orders || has(o.supplierName, q.orders) || has(o.orderNumber, q.orders) || has(o.status, q.orders),
  );
  const grnRows = grns.filter(
    (g) =>
      !q.grns || has(g.supplierName, q.grns) || has(g.grnNumber, q.grns) || has(g.purchaseOrderNumber, q.grns) || has(g.status, q.grns),
  );
  const supplierRows = suppliers.filter(
    (s) => !q.suppliers || has(s.name, q.suppliers) || has(s.contactPerson, q.suppliers) || has(s.email, q.suppliers),
  );
  return { search, setSearch, q, orderRows, grnRows, supplierRows };
}

/** The orders, GRNs and suppliers tabs, each with its own search, and the creditors tab (opened by ?tab=creditors). */
export function ProcurementTabs({
  businessId,
  orders,
  grns,
  suppliers,
  actions,
}: {
  businessId: number;
  orders: PurchaseOrder[];
  grns: Grn[];
  suppliers: Supplier[];
  actions: ProcurementActions;
}) {
  const { t } = useTranslation('procurement');
  const { t: tc } = useTranslation('creditors');
  const [params] = useSearchParams();
  const { search, setSearch, q, orderRows, grnRows, supplierRows } = useRecordSearch(orders, grns, suppliers);
  const searchTab = (key: keyof typeof search, list: ReactNode) => (
    <TabsContent value={key} className="grid gap-4">
      <SearchBox label={t(`search.${key}`)} value={search[key]} onChange={(value) => setSearch((s) => ({ ...s, [key]: value }))} />
      {list}
    </TabsContent>
  );

  return (
    <Tabs defaultValue={params.get('tab') === 'creditors' ? 'creditors' : 'orders'} className="grid gap-4">
      <TabsList>
        <TabsTrigger value="orders">{t('tabs.orders')}</TabsTrigger>
        <TabsTrigger value="grns">{t('tabs.grns')}</TabsTrigger>
        <TabsTrigger value="debitNotes">{t('tabs.debitNotes')}</TabsTrigger>
        <TabsTrigger value="suppliers">{t('tabs.suppliers')}</TabsTrigger>
        <TabsTrigger value="creditors">{tc('tab')}</TabsTrigger>
      </TabsList>
      {searchTab(
        'orders',
        <OrderList
          orders={orderRows}
          searching={!!q.orders}
          onView={(order) => actions.onView({ order })}
          onEdit={actions.onEditOrder}
          onDelete={(row) => actions.onDelete({ kind: 'order', row })}
        />,
      )}
      {searchTab(
        'grns',
        <GrnList
          grns={grnRows}
          searching={!!q.grns}
          onView={(grn) => actions.onView({ grn })}
          onEdit={actions.onEditGrn}
          onDelete={(row) => actions.onDelete({ kind: 'grn', row })}
        />,
      )}
      <TabsContent value="debitNotes" className="grid gap-4">
        <DebitNoteList businessId={businessId} />
      </TabsContent>
      {searchTab(
        'suppliers',
        <SupplierList
          suppliers={supplierRows}
          searching={!!q.suppliers}
          onEdit={actions.onEditSupplier}
          onDelete={(row) => actions.onDelete({ kind: 'supplier', row })}
        />,
      )}
      <TabsContent value="creditors" className="grid gap-4">
        <CreditorsTab businessId={businessId} />
      </TabsContent>
    </Tabs>
  );
}

function SearchBox({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="relative max-w-md">
      <Search aria-hidden="true" className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        className="pl-9"
        type="search"
        aria-label={label}
        placeholder={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
