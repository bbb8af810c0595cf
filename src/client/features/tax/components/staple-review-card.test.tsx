import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Product } from '#shared/contracts/catalog';
import i18n from '#client/lib/i18n';
import { StapleReviewCard } from './staple-review-card';

const product = (id: number, name: string, category: string | null, taxCategory: Product['taxCategory']): Product => ({
  id,
  name,
  nameSi: null,
  nameTa: null,
  sku: null,
  barcode: null,
  scaleCode: null,
  category,
  buyingPrice: null,
  sellingPrice: 100,
  mrp: null,
  stock: 5,
  lowStockThreshold: 1,
  unit: 'pieces',
  vatRate: 18,
  taxCategory,
  ssclExempt: false,
  expiryDate: null,
  supplierId: null,
  imageUrl: null,
  tracksBatches: false,
  isActive: true,
  stockStatus: 'in_stock',
});

function show(products: Product[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        products,
        categories: [],
        lowStockProducts: [],
        stats: { totalProducts: 0, lowStock: 0, outOfStock: 0, stockValue: 0 },
      }),
    ),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StapleReviewCard businessId={3} />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await i18n.loadNamespaces(['tax']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the tax panel lists standard-rated products in a staple food’s category for review', () => {
  it('lists them, and only them', async () => {
    show([
      product(1, 'Samba 5kg', 'Rice & Grains', 'standard'),
      product(2, 'Nadu 5kg', 'Rice & Grains', 'exempt'),
      product(3, 'Soap', 'Household', 'standard'),
      product(4, 'Carrots 1kg', 'Vegetables', 'standard'),
    ]);
    const card = await screen.findByTestId('staple-review');
    expect(within(card).getByText(i18n.t('tax:stapleReview.title'))).toBeTruthy();
    const items = within(card)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['Samba 5kgRice & Grains', 'Carrots 1kgVegetables']);
  });

  it('shows nothing when every staple is exempt', async () => {
    show([product(2, 'Nadu 5kg', 'Rice & Grains', 'exempt')]);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('staple-review')).toBeNull();
  });
});
