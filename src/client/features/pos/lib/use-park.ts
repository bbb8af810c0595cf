import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PosProduct } from '../../../../shared/contracts/sales';
import { fromThousandths, toThousandths } from '../../../../shared/domain/money';
import { toast } from '../../../components/ui';
import { ApiError } from '../../../lib/api';
import { useDeleteParked, usePark, type ParkedSale } from '../api/parked-sales';
import { addToCart, effectiveDiscount, type CartLine } from './cart';
import { discountFields, discountFrom } from './discounts';

/** A parked basket back as cart lines, at today's catalogue prices; products no longer sold are left out. */
export function linesFromParked(
  p: Pick<ParkedSale, 'items'>,
  byId: ReadonlyMap<number, PosProduct>,
): { lines: CartLine[]; missing: number } {
  let lines: CartLine[] = [];
  let missing = 0;
  for (const item of p.items) {
    const product = byId.get(item.productId);
    if (!product) {
      missing += 1;
      continue;
    }
    lines = addToCart(lines, product).map((l) =>
      l.productId === product.id ? { ...l, quantity: toThousandths(item.quantity), discount: discountFrom(item) } : l,
    );
  }
  return { lines, missing };
}

type ParkTill = {
  cart: CartLine[];
  customerId: number | null;
  hasParts: boolean;
  setCart: (lines: CartLine[]) => void;
  setCustomerId: (id: number | null) => void;
  reset: () => void;
};

/**
 * Park and recall (issue 18 point 3): Park keeps the basket on the server (optional note) and
 * clears the till; Recall deletes the parked basket first — so two tills never both recall it —
 * then loads it into the (empty) cart at today's prices.
 */
export function useParkAndRecall(businessId: number, till: ParkTill, byId: ReadonlyMap<number, PosProduct>, crmEnabled: boolean) {
  const { t } = useTranslation('pos');
  const park = usePark(businessId);
  const remove = useDeleteParked(businessId);
  const [parkOpen, setParkOpen] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);

  const askPark = () => {
    if (till.cart.length === 0) toast.error(t('error'), { description: t('cartIsEmpty') });
    else if (till.hasParts) toast.error(t('error'), { description: t('park.hasPayments') });
    else setParkOpen(true);
  };

  const doPark = (note: string) => {
    const items = till.cart.map((l) => ({
      productId: l.productId,
      quantity: fromThousandths(l.quantity),
      ...discountFields(effectiveDiscount(l)),
    }));
    park.mutate(
      { items, ...(crmEnabled && till.customerId != null ? { customerId: till.customerId } : {}), ...(note ? { note } : {}) },
      {
        onSuccess: () => {
          setParkOpen(false);
          till.reset();
          toast.success(t('park.done'), { description: note || undefined });
        },
        onError: (err) => toast.error(t('error'), { description: (err instanceof ApiError && err.serverMessage) || t('park.failed') }),
      },
    );
  };

  const recall = async (p: ParkedSale) => {
    if (till.cart.length > 0 || till.hasParts) {
      toast.error(t('error'), { description: t('parked.cartNotEmpty') });
      return;
    }
    setBusyId(p.id);
    try {
      await remove.mutateAsync(p.id);
      const { lines, missing } = linesFromParked(p, byId);
      till.setCart(lines);
      if (crmEnabled) till.setCustomerId(p.customerId);
      setListOpen(false);
      if (missing > 0) toast.error(t('parked.missing', { count: missing }));
      else toast.success(t('parked.recalled'));
    } catch (err) {
      toast.error(t('error'), {
        description:
          err instanceof ApiError && err.status === 404
            ? t('parked.gone')
            : (err instanceof ApiError && err.serverMessage) || t('parked.failed'),
      });
    } finally {
      setBusyId(null);
    }
  };

  const discard = async (p: ParkedSale) => {
    setBusyId(p.id);
    try {
      await remove.mutateAsync(p.id);
    } catch {
      // Gone already: the list refreshes either way.
    } finally {
      setBusyId(null);
    }
  };

  return {
    askPark,
    parkOpen,
    closePark: () => setParkOpen(false),
    doPark,
    parking: park.isPending,
    listOpen,
    openList: () => setListOpen(true),
    closeList: () => setListOpen(false),
    recall: (p: ParkedSale) => void recall(p),
    discard: (p: ParkedSale) => void discard(p),
    busyId,
  };
}
