import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PosProduct } from '#shared/contracts/sales';
import i18n from '#client/lib/i18n';
import { addToCart, type CartLine } from '../lib/cart';
import { CartLineRow, type LineActions } from './cart-line';
import { ProductGrid } from './product-grid';

// The till shows a product's name in its own language; the sale keeps the product's name.
const base = {
  sku: null,
  barcode: null,
  category: null,
  price: 290,
  stock: 10,
  unit: 'pieces',
  vatRate: 0,
  mrp: null,
} as const;
const sugar: PosProduct = { ...base, id: 1, name: 'Sugar 1kg', nameSi: 'සීනි 1kg', nameTa: 'சீனி 1kg', taxCategory: 'standard' };
const dhal: PosProduct = { ...base, id: 2, name: 'Dhal 1kg', nameTa: 'பருப்பு 1kg', taxCategory: 'standard' };
const noop: LineActions = { onIncrease: () => {}, onDecrease: () => {}, onRemove: () => {}, onQuantity: () => null };

let lines: CartLine[] = [];
function Till() {
  const [cart, setCart] = useState<CartLine[]>([]);
  lines = cart;
  return (
    <>
      <ProductGrid products={[sugar, dhal]} hasCatalogue truncated={false} onAdd={(p) => setCart((c) => addToCart(c, p))} />
      <ul>
        {cart.map((l) => (
          <CartLineRow key={l.productId} line={l} amount={l.price} stock={null} actions={noop} />
        ))}
      </ul>
    </>
  );
}

beforeAll(async () => {
  await i18n.loadNamespaces('pos');
});
afterEach(cleanup);
afterAll(async () => {
  await i18n.changeLanguage('en');
});

describe('product names in the till’s language', () => {
  it.each([
    ['si', ['සීනි 1kg', 'Dhal 1kg']],
    ['ta', ['சீனி 1kg', 'பருப்பு 1kg']],
    ['en', ['Sugar 1kg', 'Dhal 1kg']],
  ])('in %s the grid and the cart show %j, and the sale line keeps the product’s name', async (lang, [first, second]) => {
    await i18n.changeLanguage(lang);
    await i18n.loadNamespaces('pos');
    const user = userEvent.setup();
    render(<Till />);
    const cards = screen.getAllByRole('listitem').map((li) => li.textContent ?? '');
    expect(cards[0]).toContain(first);
    expect(cards[1]).toContain(second);
    await user.click(screen.getByTitle(first));
    expect(screen.getAllByText(first)).toHaveLength(2);
    expect(lines.map((l) => l.name)).toEqual(['Sugar 1kg']);
  });
});
