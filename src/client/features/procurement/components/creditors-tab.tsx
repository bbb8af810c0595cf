import { HandCoins } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Skeleton } from '#client/components/ui';
import { useCreditors, useSupplierCheques } from '../api/creditors';
import { CreditorCard, CreditorTotals, DueThisWeekCard, IssuedChequesCard } from './creditor-sections';
import { PaySupplierDialog } from './pay-supplier-dialog';
import { SupplierLedgerDialog } from './supplier-ledger-dialog';

type SupplierRef = { id: number; name: string };

/**
 * Procurement's Creditors tab: what the shop owes each supplier for goods taken
 * on credit, by age; what falls due this week; paying a supplier; each supplier's ledger; and the
 * cheques issued, by the date they will be presented.
 */
export function CreditorsTab({ businessId }: { businessId: number }) {
  const { t } = useTranslation('creditors');
  const list = useCreditors(businessId);
  const cheques = useSupplierCheques(businessId);
  const [paying, setPaying] = useState<SupplierRef | null>(null);
  const [viewing, setViewing] = useState<SupplierRef | null>(null);

  if (list.isLoading) return <Skeleton className="h-64" />;
  const data = list.data;
  return (
    <div className="grid gap-4">
      {data && <CreditorTotals totals={data.totals} />}
      {data && data.dueSoon.length > 0 && <DueThisWeekCard dueSoon={data.dueSoon} />}
      {!data || data.creditors.length === 0 ? (
        <EmptyState icon={HandCoins} title={t('list.empty')} description={t('list.emptyHint')} />
      ) : (
        <ul className="grid gap-3" aria-label={t('list.title')}>
          {data.creditors.map((c) => (
            <li key={c.supplierId}>
              <CreditorCard
                creditor={c}
                onLedger={() => setViewing({ id: c.supplierId, name: c.name })}
                onPay={() => setPaying({ id: c.supplierId, name: c.name })}
              />
            </li>
          ))}
        </ul>
      )}
      <IssuedChequesCard cheques={cheques.data?.cheques} />
      <PaySupplierDialog businessId={businessId} supplier={paying} onOpenChange={(open) => !open && setPaying(null)} />
      <SupplierLedgerDialog businessId={businessId} supplier={viewing} onOpenChange={(open) => !open && setViewing(null)} />
    </div>
  );
}
