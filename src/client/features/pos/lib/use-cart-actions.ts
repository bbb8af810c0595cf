import { useMemo, useRef, type Dispatch, type SetStateAction } from 'react';
import type { LineActions } from '../components/cart-line';
import { decrease, increase, removeLine, setQuantity, type CartLine } from './cart';

/**
 * The cart lines' buttons and quantity box, on the till's cart state. Stable across renders (the
 * lines are memoised); a typed quantity is checked against the cart as it is now.
 */
export function useCartActions(cart: CartLine[], setCart: Dispatch<SetStateAction<CartLine[]>>): LineActions {
  const cartRef = useRef(cart);
  cartRef.current = cart;
  return useMemo<LineActions>(
    () => ({
      onIncrease: (id) => setCart((c) => increase(c, id)),
      onDecrease: (id) => setCart((c) => decrease(c, id)),
      onRemove: (id) => setCart((c) => removeLine(c, id)),
      onQuantity: (id, text) => {
        const r = setQuantity(cartRef.current, id, text);
        if (r.cart !== cartRef.current) setCart(r.cart);
        return r.refused;
      },
    }),
    [setCart],
  );
}
