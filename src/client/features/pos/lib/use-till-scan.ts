import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { PosProduct } from '#shared/contracts/sales';
import { toast } from '#client/components/ui';
import { addToCart, type CartLine } from './cart';
import { findByCode, type SearchIndex } from './search-index';
import { useScaleScan } from './use-scale-scan';

/**
 * What a code does at the till, typed or scanned: a product's code adds it; a weighing scale's
 * label adds its weight; then the other codes (an invoice number opens its sale for a return).
 * The camera scanner's dialog is opened and closed here.
 */
export function useTillScan(
  businessId: number,
  order: { pos: { data?: { products: PosProduct[] } }; index: SearchIndex; till: { setCart: Dispatch<SetStateAction<CartLine[]>> } },
  /** A code that is not a product's nor a scale's: true when it was used (an invoice number). */
  onOtherCode: (code: string) => boolean,
) {
  const { t } = useTranslation('pos');
  const { index } = order;
  const { setCart } = order.till;
  const [scannerOpen, setScannerOpen] = useState(false);
  const add = useCallback((p: PosProduct) => setCart((c) => addToCart(c, p)), [setCart]);
  const scaleScan = useScaleScan(businessId, order.pos.data?.products, setCart);
  const onOther = useCallback((code: string) => scaleScan(code) || onOtherCode(code), [scaleScan, onOtherCode]);
  const openScanner = useCallback(() => setScannerOpen(true), []);
  const onScan = useCallback(
    (code: string) => {
      setScannerOpen(false);
      const p = findByCode(index, code);
      if (p) add(p);
      else if (onOther(code)) return;
      else toast.error(t('error'), { description: t('notFoundCode', { code }) });
    },
    [index, add, t, onOther],
  );
  return { add, onOther, scannerOpen, openScanner, closeScanner: () => setScannerOpen(false), onScan };
}
