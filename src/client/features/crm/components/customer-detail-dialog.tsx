import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdempotencyKey } from '#client/lib/use-idempotency-key';
import { INTERACTION_TYPES, type Customer, type InteractionType } from '#shared/contracts/customers';
import {
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  NativeSelect,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Textarea,
  toast,
} from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { formatDate, formatDateTime, formatMoney } from '#client/lib/format';
import { MessageLog } from '#client/components/share';
import { useAddInteraction, useAdjustPoints, useCustomerSales, useInteractions, useLoyaltyHistory } from '../api/customer-history';
import { shopDayStart } from '#client/lib/shop-time';
import { ListState } from '#client/components/layout/list-screen';

export function CustomerDetailDialog({
  businessId,
  customer,
  tierDiscount,
  onOpenChange,
}: {
  businessId: number;
  customer: Customer;
  tierDiscount: number;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('crm');
  const { t: tm } = useTranslation('messaging');
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('detail.close')} className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{customer.name}</DialogTitle>
          <DialogDescription>
            {t('detail.description', { code: customer.customerCode, date: formatDate(customer.createdAt) })}
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm">
          {t('detail.balance', { count: customer.loyaltyPoints })} ·{' '}
          {t('detail.tierDiscount', { tier: t(`tiers.${customer.loyaltyTier}`), percent: tierDiscount })} ·{' '}
          <span data-testid="customer-store-credit">{t('detail.storeCredit', { amount: formatMoney(customer.storeCredit) })}</span>
        </p>
        <Tabs defaultValue="purchases">
          <TabsList>
            <TabsTrigger value="purchases">{t('detail.purchases')}</TabsTrigger>
            <TabsTrigger value="interactions">{t('detail.interactions')}</TabsTrigger>
            <TabsTrigger value="loyalty">{t('detail.loyalty')}</TabsTrigger>
            <TabsTrigger value="messages">{tm('log.title')}</TabsTrigger>
          </TabsList>
          <TabsContent value="purchases">
            <Purchases businessId={businessId} id={customer.id} />
          </TabsContent>
          <TabsContent value="interactions">
            <Interactions businessId={businessId} id={customer.id} />
          </TabsContent>
          <TabsContent value="loyalty">
            <Loyalty businessId={businessId} id={customer.id} />
          </TabsContent>
          {/* Every receipt or message sent to this customer. */}
          <TabsContent value="messages">
            <MessageLog businessId={businessId} recipientKind="customer" recipientId={customer.id} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

function Purchases({ businessId, id }: { businessId: number; id: number }) {
  const { t } = useTranslation('crm');
  const q = useCustomerSales(businessId, id);
  if (q.isLoading) return <Skeleton className="h-24 w-full" />;
  if (!q.data?.length) return <p className="py-4 text-sm text-muted-foreground">{t('detail.noPurchases')}</p>;
  return (
    <ul className="divide-y text-sm" data-testid="customer-purchases">
      {q.data.map((s) => (
        <li key={s.id} className="grid gap-1 py-2">
          <div className="flex justify-between gap-2">
            <span className="font-medium">
              {s.invoiceNumber}{' '}
              {s.status !== 'completed' && (
                <Badge variant={s.status === 'void' ? 'destructive' : 'secondary'} data-testid="customer-sale-status">
                  {t(`detail.saleStatuses.${s.status}`)}
                </Badge>
              )}
            </span>
            <span className="text-muted-foreground">{formatDateTime(s.saleDate)}</span>
            <span className="capitalize">{s.paymentMethod}</span>
            <span className="font-semibold">{formatMoney(s.totalAmount)}</span>
          </div>
          {s.returns.map((r) => (
            <div key={r.id} className="flex justify-between gap-2 pl-4 text-xs text-muted-foreground" data-testid="customer-sale-return">
              <span>{r.kind === 'void' ? t('detail.voided') : t('detail.creditNote', { number: r.creditNoteNumber })}</span>
              <span>{formatDateTime(r.createdAt)}</span>
              <span className="tabular-nums">{formatMoney(-r.totalAmount)}</span>
            </div>
          ))}
        </li>
      ))}
    </ul>
  );
}

function Interactions({ businessId, id }: { businessId: number; id: number }) {
  const { t } = useTranslation('crm');
  const q = useInteractions(businessId, id);
  const add = useAddInteraction(businessId, id);
  const [type, setType] = useState<InteractionType>('call');
  const [notes, setNotes] = useState('');
  const [date, setDate] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (add.isPending) return;
    try {
      await add.mutateAsync({ type, notes, interactionDate: date ? shopDayStart(date) : undefined });
      setNotes('');
      toast.success(t('toast.interactionAdded'));
    } catch (err) {
      toast.error(t('toast.interactionFailed'), { description: serverMessageOf(err, '') || undefined });
    }
  };
  return (
    <div className="grid gap-4">
      <form onSubmit={submit} noValidate className="grid gap-3 rounded-md border p-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label={t('detail.interactionType')} htmlFor="interaction-type">
            <NativeSelect value={type} onChange={(e) => setType(e.target.value as InteractionType)}>
              {INTERACTION_TYPES.map((it) => (
                <option key={it} value={it}>
                  {t(`interactionTypes.${it}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={t('detail.interactionDate')} htmlFor="interaction-date">
            <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          </FormField>
        </div>
        <FormField label={t('detail.interactionNotes')} htmlFor="interaction-notes">
          <Textarea rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
        </FormField>
        <Button type="submit" size="sm" disabled={add.isPending} className="justify-self-end">
          {t('detail.record')}
        </Button>
      </form>
      <HistoryList rows={q.data} loading={q.isLoading} empty={t('detail.noInteractions')}>
        {(rows) =>
          rows.map((i) => (
            <li key={i.id} className="grid gap-1 py-2">
              <span className="font-medium">
                {t(`interactionTypes.${i.type}`)} · <span className="text-muted-foreground">{formatDate(i.interactionDate)}</span>
              </span>
              {i.notes && <span>{i.notes}</span>}
            </li>
          ))
        }
      </HistoryList>
    </div>
  );
}

function Loyalty({ businessId, id }: { businessId: number; id: number }) {
  const { t } = useTranslation('crm');
  const q = useLoyaltyHistory(businessId, id);
  const adjust = useAdjustPoints(businessId, id);
  // Points are worth money: a retried adjustment shares one Idempotency-Key, a new one gets its own.
  const idempotency = useIdempotencyKey();
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (adjust.isPending) return;
    try {
      await adjust.mutateAsync({ input: { points: Number(points), description: reason }, headers: idempotency.headers() });
      idempotency.reset();
      setPoints('');
      setReason('');
      toast.success(t('toast.adjusted'));
    } catch (err) {
      toast.error(t('toast.adjustFailed'), { description: serverMessageOf(err, '') || undefined });
    }
  };
  return (
    <div className="grid gap-4">
      <form onSubmit={submit} noValidate className="grid gap-3 rounded-md border p-3 sm:grid-cols-[8rem_1fr_auto] sm:items-end">
        <FormField label={t('detail.points')} htmlFor="adjust-points" hint={t('detail.adjustHint')}>
          <Input type="number" step="1" value={points} onChange={(e) => setPoints(e.target.value)} />
        </FormField>
        <FormField label={t('detail.reason')} htmlFor="adjust-reason">
          <Input value={reason} onChange={(e) => setReason(e.target.value)} />
        </FormField>
        <Button type="submit" size="sm" disabled={adjust.isPending || points.trim() === ''}>
          {t('detail.apply')}
        </Button>
      </form>
      <HistoryList rows={q.data} loading={q.isLoading} empty={t('detail.noLoyalty')}>
        {(rows) =>
          rows.map((e) => (
            <li key={e.id} className="flex justify-between gap-2 py-2">
              <span>{t(`detail.entryTypes.${e.transactionType}`)}</span>
              <span className={e.pointsEarned > 0 ? 'text-green-700' : 'text-red-700'}>
                {e.pointsEarned > 0 ? `+${e.pointsEarned}` : `−${e.pointsRedeemed}`}
              </span>
              <span className="text-muted-foreground">{e.description}</span>
              <span className="font-medium">{e.pointsBalance}</span>
              <span className="text-muted-foreground">{formatDate(e.createdAt)}</span>
            </li>
          ))
        }
      </HistoryList>
    </div>
  );
}

/** One of the customer's histories: a skeleton while it loads, a note when it is empty, else its rows. */
function HistoryList<T>({
  rows,
  loading,
  empty,
  children,
}: {
  rows: T[] | undefined;
  loading: boolean;
  empty: string;
  children: (rows: T[]) => ReactNode;
}) {
  return (
    <ListState
      loading={loading}
      skeleton={<Skeleton className="h-16 w-full" />}
      isEmpty={!rows?.length}
      empty={<p className="text-sm text-muted-foreground">{empty}</p>}
    >
      <ul className="divide-y text-sm">{children(rows ?? [])}</ul>
    </ListState>
  );
}
