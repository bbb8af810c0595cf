import type { RefObject } from 'react';
import { useTillKeys, type TillAction } from './pay-keys';
import type { TenderMethod } from './payments';

/**
 * The till's keyboard (pay-keys.ts): a payment method's key pays with it; the tendered key goes to
 * the amount box (opening the cart sheet on a phone); the others open discount, park, the parked
 * list or the returns' find box. Off while a sale is being sent.
 */
export function useTillKeyActions(a: {
  enabled: boolean;
  phone: boolean;
  cartEmpty: boolean;
  entryRef: RefObject<HTMLInputElement | null>;
  pay: { press: (method: TenderMethod) => void };
  parking: { askPark: () => void; openList: () => void };
  returns: { askFind: () => void };
  openSheet: () => void;
  discountCart: () => void;
}) {
  const onKey = (action: TillAction) => {
    if (action.kind === 'method') a.pay.press(action.method);
    else if (action.kind === 'tendered') {
      if (a.phone) a.openSheet();
      setTimeout(() => a.entryRef.current?.focus(), 0);
    } else if (action.kind === 'discount' && !a.cartEmpty) a.discountCart();
    else if (action.kind === 'park') a.parking.askPark();
    else if (action.kind === 'parked') a.parking.openList();
    else if (action.kind === 'returns') a.returns.askFind();
  };
  useTillKeys(onKey, a.enabled);
}
