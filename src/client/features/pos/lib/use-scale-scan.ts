import { useCallback, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { PosProduct } from '#shared/contracts/sales';
import { DEFAULT_SCALE_BARCODE_RULES } from '#shared/domain/scale-barcode';
import { productDisplayName } from '#shared/domain/product-names';
import { toast } from '#client/components/ui';
import { useScaleRules } from '../api/get-scale-rules';
import type { CartLine } from './cart';
import { addQuantityToCart, scanScaleBarcode } from './scale-scan';

/**
 * The till's reading of scale labels: `(code) => true` when the code was a scale label (its line
 * added, or a toast saying why not), false when it is not one (the caller goes on). Until the
 * shop's rules arrive (or on a device that never had them), the common layouts are used.
 */
export function useScaleScan(
  businessId: number,
  products: readonly PosProduct[] | undefined,
  setCart: Dispatch<SetStateAction<CartLine[]>>,
) {
  const { t, i18n } = useTranslation('scale');
  const rules = useScaleRules(businessId).data?.rules ?? DEFAULT_SCALE_BARCODE_RULES;
  return useCallback(
    (code: string): boolean => {
      const scan = scanScaleBarcode(code, rules, products ?? []);
      if (!scan) return false;
      if (scan.ok) {
        setCart((c) => addQuantityToCart(c, scan.product, scan.quantity));
        return true;
      }
      const name = scan.product ? productDisplayName(scan.product, i18n.language) : '';
      toast.error(t('scanTitle'), { description: t(`refusal.${scan.reason}`, { code: scan.itemCode ?? code.trim(), name }) });
      return true;
    },
    [rules, products, setCart, t, i18n.language],
  );
}
