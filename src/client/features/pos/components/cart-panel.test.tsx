import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PosProduct } from '#shared/contracts/sales';
import { fromCents } from '#shared/domain/money';
import { priceSale } from '#shared/domain/vat-pricing';
import i18n from '#client/lib/i18n';
import { formatMoney } from '#client/lib/format';
import { addToCart, cartTotals, type CartLine, type TillPricingMode } from '../lib/cart';
import { useCartActions } from '../lib/use-cart-actions';
import { CartPanel } from './cart-panel';
import { PayPanel } from './pay-panel';
import { ProductGrid } from './product-grid';

const tea: PosProduct = {
  id: 1,
  name: 'Ceylon Tea 100 g',
  sku: 'T100',
  barcode: null,
  category: null,
  price: 250.5,
  stock: 40,
  unit: 'pieces',
  taxCategory: 'standard',
  mrp: null,
};
const rice: PosProduct = {
  id: 2,
  name: 'Samba Rice',
  sku: null,
  barcode: null,
  category: null,
  price: 310,
  stock: 25,
  unit: 'kg',
  taxCategory: 'standard',
  mrp: null,
};

/** The till's cart: the product grid adds, the cart panel's lines change and remove (the till's own actions). */
const REGISTERED_INCLUSIVE: TillPricingMode = { vatRegistered: true, pricesIncludeVat: true, vatRateBp: 1800, nbtRateBp: 0 };
/** A configuration with an NBT rate too: every standard line is charged both of its rates. */
const WITH_NBT: TillPricingMode = { ...REGISTERED_INCLUSIVE, nbtRateBp: 200 };

function Till({ onPay = () => {}, pricing = REGISTERED_INCLUSIVE }: { onPay?: (m: string) => void; pricing?: TillPricingMode }) {
  const [cart, setCart] = useState<CartLine[]>([]);
  const actions = useCartActions(cart, setCart);
  return (
    <>
      <ProductGrid products={[tea, rice]} hasCatalogue truncated={false} onAdd={(p) => setCart((c) => addToCart(c, p))} />
      <CartPanel
        cart={cart}
        totals={cartTotals(cart, pricing)}
        pricing={pricing}
        busy={false}
        actions={actions}
        overStock={() => null}
        onClear={() => setCart([])}
        pay={
          <PayPanel
            totalCents={cartTotals(cart, pricing).totalCents}
            parts={[]}
            entry=""
            onEntry={() => {}}
            reference=""
            onReference={() => {}}
            busy={false}
            onMethod={onPay}
            onRemovePart={() => {}}
          />
        }
      />
    </>
  );
}

/** The totals the server's rule gives for these lines (quantities in thousandths). */
const expected = (lines: [PosProduct, number][], pricing: TillPricingMode = REGISTERED_INCLUSIVE) =>
  priceSale(
    lines.map(([p, quantity]) => ({
      priceCents: Math.round(p.price * 100),
      quantity,
      taxCategory: p.taxCategory,
    })),
    pricing,
  );

const cart = () => screen.getByTestId('cart-panel');
const total = () => screen.getByTestId('cart-total').textContent;
const shownTotals = () => cart().querySelector('dl')?.textContent ?? '';
const qty = (name: string) => screen.getByRole<HTMLInputElement>('spinbutton', { name: `Quantity of ${name}` });

beforeAll(async () => {
  await i18n.loadNamespaces('pos');
});
afterEach(cleanup);

describe('the till’s cart', () => {
  it('starts empty, adds products, steps and types quantities, removes lines, with the shared rule’s totals', async () => {
    const user = userEvent.setup();
    render(<Till pricing={WITH_NBT} />);
    expect(cart().textContent).toContain('Your cart is empty');

    await user.click(screen.getByRole('button', { name: `Add ${tea.name} to cart` }));
    await user.click(screen.getByRole('button', { name: `Add ${tea.name} to cart` }));
    await user.click(screen.getByRole('button', { name: `Add ${rice.name} to cart` }));
    expect(within(cart()).getAllByTestId('cart-line')).toHaveLength(2);
    expect(qty(tea.name).value).toBe('2');
    expect(qty(rice.name).value).toBe('1');
    let t = expected(
      [
        [tea, 2000],
        [rice, 1000],
      ],
      WITH_NBT,
    );
    expect(total()).toBe(formatMoney(fromCents(t.totalCents)));
    expect(shownTotals()).toContain(formatMoney(fromCents(t.vatCents)));
    expect(shownTotals()).toContain(formatMoney(fromCents(t.nbtCents)));

    await user.click(screen.getByRole('button', { name: `Increase quantity of ${tea.name}` }));
    await user.click(screen.getByRole('button', { name: `Decrease quantity of ${rice.name}` }));
    const kg = qty(rice.name);
    await user.clear(kg);
    await user.type(kg, '0.25{Enter}');
    expect(qty(tea.name).value).toBe('3');
    expect(kg.value).toBe('0.25');
    t = expected(
      [
        [tea, 3000],
        [rice, 250],
      ],
      WITH_NBT,
    );
    expect(total()).toBe(formatMoney(fromCents(t.totalCents)));

    await user.click(screen.getByRole('button', { name: `Remove ${tea.name}` }));
    expect(within(cart()).getAllByTestId('cart-line')).toHaveLength(1);
    expect(cart().textContent).not.toContain(tea.name);
    expect(total()).toBe(formatMoney(fromCents(expected([[rice, 250]], WITH_NBT).totalCents)));
  });

  it('refuses a quantity a counted unit cannot have, says why and keeps the line', async () => {
    const user = userEvent.setup();
    render(<Till />);
    await user.click(screen.getByRole('button', { name: `Add ${tea.name} to cart` }));
    const box = qty(tea.name);
    await user.clear(box);
    await user.type(box, '1.5{Enter}');
    expect(box.value).toBe('1');
    expect(within(cart()).getByRole('alert').textContent).toContain('1.5');
    expect(total()).toBe(formatMoney(fromCents(expected([[tea, 1000]]).totalCents)));
  });

  it('prices as the shop does: inclusive shows the VAT inside the shelf total; an unregistered shop shows no VAT line', async () => {
    const user = userEvent.setup();
    render(<Till />);
    await user.click(screen.getByRole('button', { name: `Add ${tea.name} to cart` }));
    // 250.50 includes 18%: the total is the shelf price, the VAT in it is 250.50 × 18 / 118 = 38.21.
    expect(total()).toBe(formatMoney(250.5));
    expect(screen.getByTestId('cart-vatIncluded').textContent).toContain(formatMoney(38.21));
    cleanup();

    render(<Till pricing={{ vatRegistered: false, pricesIncludeVat: true, vatRateBp: 1800, nbtRateBp: 0 }} />);
    await user.click(screen.getByRole('button', { name: `Add ${tea.name} to cart` }));
    expect(total()).toBe(formatMoney(250.5));
    expect(shownTotals()).not.toContain('VAT');
    cleanup();

    render(<Till pricing={{ vatRegistered: true, pricesIncludeVat: false, vatRateBp: 1800, nbtRateBp: 0 }} />);
    await user.click(screen.getByRole('button', { name: `Add ${tea.name} to cart` }));
    // Wholesale: 250.50 + 18% = 295.59.
    expect(total()).toBe(formatMoney(295.59));
    expect(screen.getByTestId('cart-vat').textContent).toContain(formatMoney(45.09));
  });

  it('pays with the button pressed', async () => {
    const user = userEvent.setup();
    const onPay = vi.fn();
    render(<Till onPay={onPay} />);
    await user.click(screen.getByRole('button', { name: `Add ${tea.name} to cart` }));
    await user.click(within(screen.getByRole('group', { name: 'Payment' })).getByRole('button', { name: 'Card' }));
    expect(onPay).toHaveBeenCalledWith('card');
  });
});
