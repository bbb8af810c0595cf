import { useTranslation } from 'react-i18next';
import type { PosProduct } from '#shared/contracts/sales';
import { shopToday } from '#client/lib/shop-time';

/**
 * The first cart line whose product would be sold from an expired batch: the
 * batch a sale takes first expired before the shop's today. The server refuses such a sale without
 * an admin's PIN (403 EXPIRED_BATCH_APPROVAL_REQUIRED); the till asks for it before payment.
 */
export function expiredLine(
  cart: readonly { productId: number }[],
  byId: ReadonlyMap<number, PosProduct>,
  today: string = shopToday(),
): { name: string; date: string } | null {
  for (const line of cart) {
    const p = byId.get(line.productId);
    if (p?.expiresOn && p.expiresOn < today) return { name: p.name, date: p.expiresOn };
  }
  return null;
}

/** The till's warning for an expired batch in the cart (null when there is none), in the till's language. */
export function useExpiredWarning(cart: readonly { productId: number }[], byId: ReadonlyMap<number, PosProduct>): string | null {
  const { t } = useTranslation('batches');
  const line = expiredLine(cart, byId);
  return line ? t('pos.expiredBody', line) : null;
}

/** The PIN dialog's button when it approves selling an expired batch (not a discount). */
export function useExpiryApproveLabel(): string {
  const { t } = useTranslation('batches');
  return t('pos.approve');
}
