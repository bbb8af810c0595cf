import { isTaxCategory } from '#shared/domain/tax-category';
import { isProductUnit } from '#shared/domain/units';
import type { CartLine } from './cart';
import type { Discount } from './discounts';
import { TENDER_METHODS, type PaymentPart } from './payments';

/** A checkout sent but not known to have succeeded: pressing pay again for the same body reuses its key. */
export type PendingAttempt = { signature: string; key: string };

/** What the till keeps in the browser until the sale is paid (a reload must not lose the cart). */
export type SavedTill = {
  lines: CartLine[];
  attempt: PendingAttempt | null;
  customerId: number | null;
  applyTier: boolean;
  redeemText: string;
  /** The discount on the whole cart. */
  cartDiscount: Discount | null;
  /** Parts already paid (a card slip printed, cash in the drawer): a reload must not forget them. */
  parts: PaymentPart[];
};

export const EMPTY_TILL: SavedTill = {
  lines: [],
  attempt: null,
  customerId: null,
  applyTier: false,
  redeemText: '',
  cartDiscount: null,
  parts: [],
};

const isCount = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) > 0;

export function isDiscount(d: unknown): d is Discount {
  if (typeof d !== 'object' || d === null) return false;
  const o = d as Record<string, unknown>;
  return (o.kind === 'amount' && isCount(o.cents)) || (o.kind === 'percent' && isCount(o.bp) && (o.bp as number) <= 10_000);
}

const isText = (v: unknown) => v === undefined || typeof v === 'string';

function isPart(p: unknown): p is PaymentPart {
  if (typeof p !== 'object' || p === null) return false;
  const o = p as Record<string, unknown>;
  const cheque = o.cheque as Record<string, unknown> | undefined;
  return (
    (TENDER_METHODS as readonly unknown[]).includes(o.method) &&
    isCount(o.amountCents) &&
    (o.tenderedCents === undefined || isCount(o.tenderedCents)) &&
    isText(o.reference) &&
    (cheque === undefined ||
      (typeof cheque === 'object' &&
        typeof cheque.number === 'string' &&
        typeof cheque.bank === 'string' &&
        typeof cheque.date === 'string'))
  );
}

/** One cart per business and cashier on a shared computer. */
export const tillStorageKey = (businessId: number, userId: string) => `kade.till.v1.${businessId}.${userId}`;

const isLine = (l: unknown): l is CartLine => {
  if (typeof l !== 'object' || l === null) return false;
  const o = l as Record<string, unknown>;
  return (
    Number.isSafeInteger(o.productId) &&
    typeof o.name === 'string' &&
    (o.sku === null || typeof o.sku === 'string') &&
    isProductUnit(o.unit) &&
    typeof o.price === 'number' &&
    Number.isSafeInteger(o.quantity) &&
    (o.quantity as number) > 0 &&
    (o.discount == null || isDiscount(o.discount))
  );
};

/** The saved till, or an empty one when nothing (or something unreadable) is stored. */
export function loadTill(key: string): SavedTill {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return EMPTY_TILL;
    const o = JSON.parse(raw) as Partial<SavedTill>;
    // A cart saved before tax categories: standard until the catalogue refreshes it.
    const lines = Array.isArray(o.lines)
      ? o.lines.filter(isLine).map((l) => (isTaxCategory(l.taxCategory) ? l : { ...l, taxCategory: 'standard' as const }))
      : [];
    const a = o.attempt;
    const attempt = a && typeof a.signature === 'string' && typeof a.key === 'string' ? { signature: a.signature, key: a.key } : null;
    return {
      lines,
      attempt,
      customerId: Number.isSafeInteger(o.customerId) ? (o.customerId as number) : null,
      applyTier: o.applyTier === true,
      redeemText: typeof o.redeemText === 'string' ? o.redeemText : '',
      cartDiscount: isDiscount(o.cartDiscount) ? o.cartDiscount : null,
      parts: Array.isArray(o.parts) ? o.parts.filter(isPart) : [],
    };
  } catch {
    return EMPTY_TILL;
  }
}

/** Saves the till; an empty one (paid or cleared) is removed. Storage may be full or blocked: the till still works. */
export function saveTill(key: string, till: SavedTill): void {
  try {
    if (till.lines.length === 0 && till.attempt === null && till.customerId === null && till.parts.length === 0)
      localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(till));
  } catch {
    // private mode or quota: the cart lives on in memory
  }
}
