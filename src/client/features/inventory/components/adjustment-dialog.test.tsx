import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductBatches } from '#shared/contracts/batches';
import type { PosProduct } from '#shared/contracts/sales';
import i18n from '#client/lib/i18n';
import { AdjustmentDialog } from './adjustment-dialog';

type Call = { url: string; method: string; body: unknown };
let calls: Call[];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const product = (p: Partial<PosProduct> & Pick<PosProduct, 'id' | 'name'>): PosProduct => ({
  sku: null,
  barcode: null,
  category: null,
  price: 1240,
  stock: 14,
  unit: 'pieces',
  taxCategory: 'standard',
  mrp: null,
  ...p,
});
const CHEESE = product({ id: 7, name: 'Kotmale Cheese Slices 200g', barcode: '4791', tracksBatches: true });
const TEA = product({ id: 8, name: 'Tea 100g', barcode: '4792' });
const BATCHES: ProductBatches = {
  productId: 7,
  tracksBatches: true,
  unit: 'pieces',
  today: '2026-11-25',
  stock: 16,
  unbatched: 2,
  batches: [
    { id: 31, batchNumber: 'KC-2610', expiryDate: '2026-11-22', quantity: 2, expired: true },
    { id: 32, batchNumber: 'KC-2611', expiryDate: '2027-01-04', quantity: 12, expired: false },
  ],
};

beforeAll(async () => {
  await i18n.loadNamespaces(['adjustments', 'inventory', 'common', 'errors']);
});
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method: init.method ?? 'GET', body });
      if (url.endsWith('/products/7/batches')) return json(200, BATCHES);
      if (init.method === 'POST') return json(201, { adjustments: [] });
      return json(200, { products: [CHEESE, TEA] });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openWith(code: string) {
  const qc = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={qc}>
      <AdjustmentDialog open businessId={3} isAdmin onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  const dialog = within(screen.getByRole('dialog'));
  await waitFor(() => expect(calls.some((c) => c.url.includes('/pos'))).toBe(true));
  await user.type(dialog.getByLabelText('Product'), `${code}{Enter}`);
  return { user, dialog, onOpenChange };
}

const posted = () => calls.filter((c) => c.method === 'POST').map((c) => c.body as { lines: unknown[] });

describe('an adjustment of a batch-tracked product', () => {
  it('reason Expired picks the expired batch, and the write-off names it', async () => {
    const { user, dialog, onOpenChange } = await openWith('4791');
    const batch = (await dialog.findByLabelText('Batch')) as HTMLSelectElement;
    expect(batch.value).toBe('');
    expect(within(batch).getByRole('option', { name: /KC-2610.*expired/ })).toBeTruthy();
    await user.selectOptions(dialog.getByLabelText('Reason'), 'expired');
    expect(batch.value).toBe('31');
    await user.type(dialog.getByLabelText(/^Quantity/), '3');
    await user.click(dialog.getByRole('button', { name: 'Save adjustment' }));
    expect(await dialog.findByText('This batch holds only 2')).toBeTruthy();
    expect(posted()).toEqual([]);
    await user.clear(dialog.getByLabelText(/^Quantity/));
    await user.type(dialog.getByLabelText(/^Quantity/), '2');
    await user.click(dialog.getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(posted()[0].lines).toEqual([{ productId: 7, quantity: '-2', batchNumber: 'KC-2610', expiryDate: '2026-11-22' }]);
  });

  it('first to expire sends no batch; stock found goes into the batch typed', async () => {
    const { user, dialog, onOpenChange } = await openWith('4791');
    await user.selectOptions(dialog.getByLabelText('Reason'), 'found');
    await user.type(dialog.getByLabelText('Batch number'), 'KC-2700');
    await user.type(dialog.getByLabelText('Expiry date'), '2027-02-01');
    await user.type(dialog.getByLabelText(/^Quantity/), '4');
    await user.click(dialog.getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(posted()[0].lines).toEqual([{ productId: 7, quantity: '4', batchNumber: 'KC-2700', expiryDate: '2027-02-01' }]);
  });

  it('a product without batches shows no batch and sends none', async () => {
    const { user, dialog, onOpenChange } = await openWith('4792');
    await user.selectOptions(dialog.getByLabelText('Reason'), 'damaged');
    expect(dialog.queryByLabelText('Batch')).toBeNull();
    await user.type(dialog.getByLabelText(/^Quantity/), '1');
    await user.click(dialog.getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(posted()[0].lines).toEqual([{ productId: 8, quantity: '-1' }]);
    expect(calls.some((c) => c.url.includes('/batches'))).toBe(false);
  });
});
