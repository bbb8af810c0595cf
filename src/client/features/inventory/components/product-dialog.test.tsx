import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Category, Product } from '#shared/contracts/catalog';
import i18n from '#client/lib/i18n';
import { ProductDialog } from './product-dialog';

const CATEGORIES: Category[] = ['Rice & Grains', 'Household', 'Vegetables'].map((name, i) => ({
  id: i + 1,
  name,
  description: null,
  isActive: true,
}));

/** The dialog open on a new product (or `product`), once its fields are shown. */
async function open(product: Product | null = null) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <ProductDialog businessId={1} open product={product} categories={CATEGORIES} onOpenChange={() => {}} onAddCategory={() => {}} />
    </QueryClientProvider>,
  );
  await screen.findByLabelText(i18n.t('inventory:form.taxCategory'));
}

const category = () => screen.getByLabelText<HTMLSelectElement>(i18n.t('inventory:form.category'));
const taxCategory = () => screen.getByLabelText<HTMLSelectElement>(i18n.t('inventory:form.taxCategory'));

beforeAll(async () => {
  await i18n.loadNamespaces(['inventory', 'batches', 'common', 'errors']);
});
// Nothing here needs the server: any request the dialog makes is answered empty.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the product dialog proposes exempt for a staple’s category', () => {
  it('a new product filed under a staple is proposed exempt, and a standard category proposes standard again', async () => {
    const user = userEvent.setup();
    await open();
    expect(taxCategory().value).toBe('standard');
    await user.selectOptions(category(), 'Rice & Grains');
    expect(taxCategory().value).toBe('exempt');
    expect(screen.getByText(i18n.t('inventory:form.stapleProposed'))).toBeTruthy();
    await user.selectOptions(category(), 'Household');
    expect(taxCategory().value).toBe('standard');
    expect(screen.queryByText(i18n.t('inventory:form.stapleProposed'))).toBeNull();
  });

  it('the user’s own choice stands when the category changes', async () => {
    const user = userEvent.setup();
    await open();
    await user.selectOptions(category(), 'Vegetables');
    await user.selectOptions(taxCategory(), 'zero_rated');
    await user.selectOptions(category(), 'Rice & Grains');
    expect(taxCategory().value).toBe('zero_rated');
  });

  it('the form has no VAT or NBT rate of its own', async () => {
    await open();
    expect(screen.queryByLabelText(/VAT Rate/i)).toBeNull();
    expect(screen.queryByLabelText(/NBT Rate/i)).toBeNull();
  });
});
