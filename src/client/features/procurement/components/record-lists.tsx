import { Eye, Mail, MapPin, Pencil, Phone, Trash2, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Grn, PurchaseOrder, Supplier } from '#shared/contracts/procurement';
import { Badge, Button, Card, CardContent, EmptyState } from '#client/components/ui';
import { ShareButton } from '#client/components/share';
import { formatDate, formatMoney } from '#client/lib/format';
import { useBusinessId } from '#client/lib/use-business-id';

type RowActions<T> = { onView?: (row: T) => void; onEdit: (row: T) => void; onDelete: (row: T) => void };

function Actions<T>({ row, label, actions }: { row: T; label: string; actions: RowActions<T> }) {
  const { t } = useTranslation('procurement');
  return (
    <div className="flex gap-1">
      {actions.onView && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={t('actions.viewRecord', { label })}
          onClick={() => actions.onView?.(row)}
        >
          <Eye aria-hidden="true" className="size-4" />
        </Button>
      )}
      <Button type="button" variant="ghost" size="icon" aria-label={t('actions.editRecord', { label })} onClick={() => actions.onEdit(row)}>
        <Pencil aria-hidden="true" className="size-4" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={t('actions.deleteRecord', { label })}
        onClick={() => actions.onDelete(row)}
      >
        <Trash2 aria-hidden="true" className="size-4 text-destructive" />
      </Button>
    </div>
  );
}

/** An order's or a GRN's card: its number and status, the lines under it, its total and its buttons. */
function RecordCard<T>({
  row,
  number,
  status,
  total,
  actions,
  children,
}: {
  row: T;
  number: string;
  status: string;
  total: number;
  actions: RowActions<T>;
  children: ReactNode;
}) {
  const { t } = useTranslation('procurement');
  return (
    <li>
      <Card>
        <CardContent className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div className="grid gap-1">
            <p className="font-semibold">
              {number} <Badge variant="outline">{t(`status.${status}`)}</Badge>
            </p>
            {children}
          </div>
          <div className="flex items-center gap-3">
            <span className="font-semibold tabular-nums">{formatMoney(total)}</span>
            <Actions row={row} label={number} actions={actions} />
          </div>
        </CardContent>
      </Card>
    </li>
  );
}

/** The purchase orders' or the GRNs' cards, or the list's empty state (texts.noMatch while searching, else texts.empty). */
function RecordList<T extends { id: number; status: string; totalAmount: number }>({
  rows,
  searching,
  texts,
  numberOf,
  actions,
  children,
}: {
  rows: T[];
  searching: boolean;
  texts: 'orders' | 'grns';
  numberOf: (row: T) => string;
  actions: RowActions<T>;
  /** The lines under a record's number. */
  children: (row: T) => ReactNode;
}) {
  const { t } = useTranslation('procurement');
  if (rows.length === 0) return <EmptyState title={searching ? t(`${texts}.noMatch`) : t(`${texts}.empty`)} />;
  return (
    <ul className="grid gap-3">
      {rows.map((row) => (
        <RecordCard key={row.id} row={row} number={numberOf(row)} status={row.status} total={row.totalAmount} actions={actions}>
          {children(row)}
        </RecordCard>
      ))}
    </ul>
  );
}

export function OrderList({ orders, searching, ...actions }: { orders: PurchaseOrder[]; searching: boolean } & RowActions<PurchaseOrder>) {
  const { t } = useTranslation('procurement');
  return (
    <RecordList rows={orders} searching={searching} texts="orders" numberOf={(o) => o.orderNumber} actions={actions}>
      {(o) => (
        <p className="text-sm text-muted-foreground">
          {o.supplierName} · {formatDate(o.createdAt)} · {t('orders.items', { count: o.items.length })}
          {o.expectedDeliveryDate ? ` · ${t('orders.expected', { date: formatDate(o.expectedDeliveryDate) })}` : ''}
        </p>
      )}
    </RecordList>
  );
}

export function GrnList({ grns, searching, ...actions }: { grns: Grn[]; searching: boolean } & RowActions<Grn>) {
  const { t } = useTranslation('procurement');
  return (
    <RecordList rows={grns} searching={searching} texts="grns" numberOf={(g) => g.grnNumber} actions={actions}>
      {(g) => (
        <>
          <p className="text-sm text-muted-foreground">
            {g.supplierName} · {t('grns.forOrder', { number: g.purchaseOrderNumber })} · {formatDate(g.receivedDate)}
          </p>
          {g.inputVatSource !== 'none' && (
            <p className="text-sm text-muted-foreground" data-testid="grn-input-vat-line">
              {t('grns.inputVat', { amount: formatMoney(g.inputVat) })} ·{' '}
              {g.inputVatSource === 'computed'
                ? t(g.inputVatEstimate ? 'grns.inputVatEstimate' : 'grns.inputVatComputed')
                : g.supplierInvoiceNumber
                  ? t('grns.inputVatEntered', { invoice: g.supplierInvoiceNumber })
                  : t('grns.inputVatEnteredNoInvoice')}
            </p>
          )}
        </>
      )}
    </RecordList>
  );
}

export function SupplierList({ suppliers, searching, ...actions }: { suppliers: Supplier[]; searching: boolean } & RowActions<Supplier>) {
  const { t } = useTranslation('procurement');
  const businessId = useBusinessId();
  if (suppliers.length === 0)
    return <EmptyState title={t('suppliers.emptyTitle')} description={searching ? t('suppliers.noMatch') : t('suppliers.none')} />;
  return (
    <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
      {suppliers.map((s) => (
        <li key={s.id}>
          <Card className="h-full">
            <CardContent className="grid gap-2 p-4 text-sm">
              <div className="flex items-start justify-between gap-2">
                <h3 className="text-base font-semibold">{s.name}</h3>
                <Actions row={s} label={s.name} actions={actions} />
              </div>
              {s.contactPerson && (
                <p className="flex items-center gap-2">
                  <User aria-hidden="true" className="size-4 text-muted-foreground" /> {s.contactPerson}
                </p>
              )}
              {s.email && (
                <p className="flex items-center gap-2">
                  <Mail aria-hidden="true" className="size-4 text-muted-foreground" /> {s.email}
                </p>
              )}
              {s.phone && (
                <p className="flex items-center gap-2">
                  <Phone aria-hidden="true" className="size-4 text-muted-foreground" /> {s.phone}
                </p>
              )}
              {s.address && (
                <p className="flex items-center gap-2">
                  <MapPin aria-hidden="true" className="size-4 text-muted-foreground" /> {s.address}
                </p>
              )}
              {s.paymentTerms && <p className="text-muted-foreground">{s.paymentTerms}</p>}
              {s.vatNumber && <p className="text-muted-foreground">{t('suppliers.vatNumber', { number: s.vatNumber })}</p>}
              <p className="text-xs text-muted-foreground">
                {t('suppliers.added', { date: s.createdAt ? formatDate(s.createdAt) : t('suppliers.na') })}
              </p>
              {/* The supplier's statement by WhatsApp, SMS or e-mail. */}
              {businessId != null && (
                <div>
                  <ShareButton businessId={businessId} target={{ kind: 'supplier', id: s.id }} size="sm" />
                </div>
              )}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
