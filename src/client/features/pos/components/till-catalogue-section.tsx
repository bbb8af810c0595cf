import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '#client/components/ui';
import type { TillCheckout } from '../checkout/use-till-checkout';
import type { TillOrder } from '../lib/use-till-order';
import type { useTillScan } from '../lib/use-till-scan';
import { CatalogueState } from './catalogue-state';
import { RecentSales } from './recent-sales';
import { TillSearch } from './till-search';

/** The till's products side: the search box with its results, and the recent sales to reprint. */
export function TillCatalogueSection({
  order,
  scan,
  checkout,
  searchRef,
}: {
  order: TillOrder;
  scan: ReturnType<typeof useTillScan>;
  checkout: Pick<TillCheckout, 'reprint' | 'reprinting'>;
  searchRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation('pos');
  const { pos } = order;
  const reprint = async (saleId: number) => {
    const r = await checkout.reprint(saleId);
    if (!r.ok) toast.error(t('error'), { description: r.message || t('reprintFailed') });
  };
  return (
    <section className="flex min-w-0 flex-col gap-4">
      <TillSearch
        index={order.index}
        catalogueReady={!!pos.data}
        inputRef={searchRef}
        onAdd={scan.add}
        onScan={scan.openScanner}
        onOtherCode={scan.onOther}
        placeholder={pos.isLoading || pos.isError ? <CatalogueState pos={pos} /> : undefined}
      />
      <RecentSales sales={pos.data?.recentSales ?? []} onReprint={(id) => void reprint(id)} busyId={checkout.reprinting} />
    </section>
  );
}
