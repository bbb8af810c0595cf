import type { PosProduct, TillPricing } from '#shared/contracts/sales';
import { fromThousandths, multiplyCentsByThousandths, toBasisPoints, toCents } from '#shared/domain/money';
import { parseQuantityEntry, stepQuantity, type QuantityRefusal } from '#shared/domain/till-quantity';
import { DEFAULT_TAX_CONFIG } from '#shared/domain/tax';
import { isFractionalUnit, type ProductUnit } from '#shared/domain/units';
import { priceSale, type PricedSale, type TaxCategory, type VatPricingLineInput, type VatPricingOptions } from '#shared/domain/vat-pricing';
import { lineDiscountOf, type Discount } from './discounts';

/** A cart line; the quantity is integer thousandths like everywhere else. */
export type CartLine = {
  productId: number;
  /** The product's name: what the sale records and the receipt prints. */
  name: string;
  /** Its Sinhala and Tamil names, when it has them: only for showing the line (productDisplayName). */
  nameSi?: string;
  nameTa?: string;
  sku: string | null;
  unit: ProductUnit;
  price: number;
  /** Only the category: a standard line is charged the tax configuration's rate (TillPricingMode). */
  taxCategory: TaxCategory;
  quantity: number;
  /** The line's own discount (an amount off the line, or a percentage of it). */
  discount?: Discount | null;
};

/**
 * How the till prices (GET /pos `pricing`, the tax configuration in force): the server's rule,
 * with the configuration's rates in basis points.
 */
export type TillPricingMode = Omit<VatPricingOptions, 'discountCents' | 'discountPercentBp'>;
/** A business with no tax configuration saved: not VAT-registered, shelf prices include VAT, the default rates. */
export const DEFAULT_TILL_PRICING: TillPricingMode = Object.freeze({
  vatRegistered: false,
  pricesIncludeVat: true,
  vatRateBp: DEFAULT_TAX_CONFIG.vatRateBp,
  nbtRateBp: DEFAULT_TAX_CONFIG.nbtRateBp,
});

/**
 * The till's pricing from GET /pos. A catalogue cached before the rates came with it: the
 * default rates (the server prices the sale by its configuration anyway).
 */
export function tillPricingMode(p: TillPricing | undefined): TillPricingMode {
  if (!p) return DEFAULT_TILL_PRICING;
  return {
    vatRegistered: p.vatRegistered,
    pricesIncludeVat: p.pricesIncludeVat,
    vatRateBp: p.vatRate == null ? DEFAULT_TAX_CONFIG.vatRateBp : toBasisPoints(p.vatRate),
    nbtRateBp: p.nbtRate == null ? DEFAULT_TAX_CONFIG.nbtRateBp : toBasisPoints(p.nbtRate),
  };
}

export const ONE = 1000;

/** The product's names in Sinhala and Tamil, only those it has (a line without them stays as it was). */
const localNames = (p: PosProduct): Pick<CartLine, 'nameSi' | 'nameTa'> => ({
  ...(p.nameSi ? { nameSi: p.nameSi } : {}),
  ...(p.nameTa ? { nameTa: p.nameTa } : {}),
});

/** A new line starts at one unit; adding the product again steps it up (1 piece, 0.1 kg). */
export function addToCart(cart: CartLine[], p: PosProduct): CartLine[] {
  const i = cart.findIndex((l) => l.productId === p.id);
  if (i >= 0) return cart.map((l, j) => (j === i ? { ...l, quantity: stepQuantity(l.unit, l.quantity, 1) } : l));
  return [
    ...cart,
    {
      productId: p.id,
      name: p.name,
      ...localNames(p),
      sku: p.sku,
      unit: p.unit,
      price: p.price,
      taxCategory: p.taxCategory,
      quantity: ONE,
    },
  ];
}

/** "−": one step down, never below one step (the shared till rule). */
export function decrease(cart: CartLine[], productId: number): CartLine[] {
  return cart.map((l) => (l.productId === productId ? { ...l, quantity: stepQuantity(l.unit, l.quantity, -1) } : l));
}

export function increase(cart: CartLine[], productId: number): CartLine[] {
  return cart.map((l) => (l.productId === productId ? { ...l, quantity: stepQuantity(l.unit, l.quantity, 1) } : l));
}

export function removeLine(cart: CartLine[], productId: number): CartLine[] {
  return cart.filter((l) => l.productId !== productId);
}

/**
 * Sets a typed quantity ("0.250"). A refused entry leaves the cart as it was and says why, so the
 * line keeps its last valid quantity and the cashier sees the reason.
 */
export function setQuantity(cart: CartLine[], productId: number, text: string): { cart: CartLine[]; refused: QuantityRefusal | null } {
  const line = cart.find((l) => l.productId === productId);
  if (!line) return { cart, refused: null };
  const entry = parseQuantityEntry(line.unit, text);
  if (!entry.ok) return { cart, refused: entry.reason };
  if (entry.quantity === line.quantity) return { cart, refused: null };
  return { cart: cart.map((l) => (l === line ? { ...l, quantity: entry.quantity } : l)), refused: null };
}

/** Gives a line its own discount (null takes it off). */
export function setLineDiscount(cart: CartLine[], productId: number, discount: Discount | null): CartLine[] {
  return cart.map((l) => (l.productId === productId ? { ...l, discount } : l));
}

/**
 * A line's discount as it is priced and sent: an amount larger than the line (its quantity
 * lowered after the discount was given) counts as the whole line.
 */
export function effectiveDiscount(l: CartLine): Discount | null {
  const d = l.discount ?? null;
  if (d?.kind !== 'amount') return d;
  const gross = multiplyCentsByThousandths(toCents(l.price), l.quantity);
  return d.cents > gross ? { kind: 'amount', cents: gross } : d;
}

/** The cart's lines as the shared VAT rule takes them. */
export function cartLineInputs(cart: readonly CartLine[]): VatPricingLineInput[] {
  return cart.map((l) => {
    const discount = lineDiscountOf(effectiveDiscount(l));
    return {
      priceCents: toCents(l.price),
      quantity: l.quantity,
      taxCategory: l.taxCategory,
      ...(discount ? { discount } : {}),
    };
  });
}

/** Live totals with the shared rule the server uses to decide. */
export function cartTotals(cart: CartLine[], pricing: TillPricingMode): PricedSale {
  return priceSale(cartLineInputs(cart), pricing);
}

export const cartCount = (cart: CartLine[]) => cart.length;
export const quantityText = (l: CartLine) => String(fromThousandths(l.quantity));

/**
 * A cart restored from the browser shows the catalogue's current name, price and tax (the server
 * prices the sale anyway). Returns the same array when nothing changed.
 */
export function refreshFromCatalogue(cart: CartLine[], byId: ReadonlyMap<number, PosProduct>): CartLine[] {
  let changed = false;
  const next = cart.map((l) => {
    const p = byId.get(l.productId);
    if (!p) return l;
    const same =
      p.name === l.name &&
      p.nameSi === l.nameSi &&
      p.nameTa === l.nameTa &&
      p.price === l.price &&
      p.taxCategory === l.taxCategory &&
      p.unit === l.unit;
    if (same) return l;
    changed = true;
    const { name, sku, unit, price, taxCategory } = p;
    const { nameSi: _si, nameTa: _ta, ...rest } = l;
    return { ...rest, name, ...localNames(p), sku, unit, price, taxCategory };
  });
  return changed ? next : cart;
}

/** What a cashier calls the number of items: each piece (pack, box…) counts, a weighed line counts once. */
export function itemCount(cart: CartLine[]): number {
  return cart.reduce((n, l) => n + (isFractionalUnit(l.unit) ? 1 : Math.round(l.quantity / ONE)), 0);
}
