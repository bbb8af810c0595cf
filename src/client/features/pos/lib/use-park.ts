import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '#client/components/ui';
import type { CartLine } from './cart';
import type { Discount } from './discounts';

type ParkTill = {
  cart: CartLine[];
  customerId: number | null;
  hasParts: boolean;
  setCart: (lines: CartLine[]) => void;
  setCartDiscount: (d: Discount | null) => void;
  setCustomerId: (id: number | null) => void;
  reset: () => void;
};

/**
 * Park and recall at the till: which dialog is open, and what parking or
 * recalling does to the till. The requests live in the dialogs (parked-dialogs.tsx), loaded on
 * their first opening with the rest of their code.
 */
export function useParkAndRecall(till: ParkTill, crmEnabled: boolean) {
  const { t } = useTranslation('pos');
  const [parkOpen, setParkOpen] = useState(false);
  const [listOpen, setListOpen] = useState(false);

  const askPark = () => {
    if (till.cart.length === 0) toast.error(t('error'), { description: t('cartIsEmpty') });
    else if (till.hasParts) toast.error(t('error'), { description: t('park.hasPayments') });
    else setParkOpen(true);
  };

  return {
    askPark,
    parkOpen,
    closePark: () => setParkOpen(false),
    /** Parked on the server: the till is clear for the next customer. */
    parked: () => {
      setParkOpen(false);
      till.reset();
    },
    listOpen,
    openList: () => setListOpen(true),
    closeList: () => setListOpen(false),
    /** Finish or park the cart in the till before recalling another. */
    canRecall: till.cart.length === 0 && !till.hasParts,
    /** The recalled basket (deleted from the parked list) goes into the empty cart, with its cart discount. */
    recalled: (lines: CartLine[], customerId: number | null, cartDiscount: Discount | null) => {
      till.setCart(lines);
      till.setCartDiscount(cartDiscount);
      if (crmEnabled) till.setCustomerId(customerId);
      setListOpen(false);
    },
    crmEnabled,
  };
}
