import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LabelRow } from '#shared/contracts/labels';
import { isValidEan13 } from '#shared/domain/ean13';
import i18n from '#client/lib/i18n';
import LabelsPage from './labels-page';

vi.mock('#client/lib/use-business-id', () => ({ useBusinessId: () => 3 }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const product = (id: number, name: string, over: object = {}) => ({
  id,
  name,
  nameSi: null,
  nameTa: null,
  sku: null,
  barcode: null,
  category: null,
  buyingPrice: null,
  sellingPrice: 100,
  mrp: null,
  stock: 5,
  lowStockThreshold: 1,
  unit: 'pieces',
  vatRate: 0,
  taxCategory: 'standard',
  expiryDate: null,
  supplierId: null,
  isActive: true,
  stockStatus: 'in_stock',
  ...over,
});

const ROWS: Record<number, LabelRow> = {
  7: {
    productId: 7,
    name: 'Dhal 1kg',
    nameSi: 'පරිප්පු 1kg',
    nameTa: null,
    price: 420,
    mrp: 450,
    unit: 'pieces',
    barcode: '2000000000077',
    barcodeIsGenerated: true,
    quantity: 1,
  },
  8: {
    productId: 8,
    name: 'Soap',
    nameSi: null,
    nameTa: null,
    price: 95,
    mrp: null,
    unit: 'pieces',
    barcode: 'SOAP-01',
    barcodeIsGenerated: false,
    quantity: 1,
  },
};

let labelUrls: string[];
beforeAll(async () => {
  await i18n.loadNamespaces(['labels']);
});
beforeEach(() => {
  labelUrls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/businesses/3/inventory')
        return json(200, { products: [product(7, 'Dhal 1kg'), product(8, 'Soap')], categories: [], lowStockProducts: [], stats: {} });
      if (url === '/api/businesses/3/goods-received-notes')
        return json(200, [{ id: 5, grnNumber: 'GRN-000005', supplierName: 'Keells', receivedDate: '2026-11-20' }]);
      if (url === '/api/businesses/3/labels?grnId=5')
        return json(200, {
          labels: [
            { ...ROWS[7], quantity: 3 },
            { ...ROWS[8], unit: 'kg', quantity: 2.5 },
          ],
        });
      const m = /^\/api\/businesses\/3\/labels\?productIds=([\d,]+)$/.exec(url);
      if (m) {
        labelUrls.push(url);
        return json(200, { labels: m[1].split(',').map((id) => ROWS[Number(id)]) });
      }
      throw new Error(`unexpected ${url}`);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(url: string) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[url]}>
        <LabelsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('LabelsPage', () => {
  it('prints the chosen products: one label each, then the copies set, 24 to an A4 3 × 8 page', async () => {
    renderAt('/inventory/labels?productIds=7');
    await waitFor(() => expect(screen.getAllByTestId('label')).toHaveLength(1));
    await userEvent.click(await screen.findByRole('checkbox', { name: /Soap/ }));
    await waitFor(() => expect(screen.getAllByTestId('label')).toHaveLength(2));
    expect(labelUrls.at(-1)).toBe('/api/businesses/3/labels?productIds=7,8');

    fireEvent.change(screen.getByRole('spinbutton', { name: 'Copies of Dhal 1kg' }), { target: { value: '25' } });
    await waitFor(() => expect(screen.getAllByTestId('label')).toHaveLength(26));
    const pages = screen.getAllByTestId('label-page');
    expect(pages.map((p) => p.querySelectorAll('[data-testid="label"]').length)).toEqual([24, 2]);
    expect(screen.getByTestId('labels-summary').textContent).toBe('Labels: 26 · Pages: 2');

    const barcodes = screen.getAllByTestId('label-barcode');
    const dhal = barcodes[0];
    expect(dhal.dataset.value).toBe('2000000000077');
    expect(isValidEan13(dhal.dataset.value!)).toBe(true);
    expect(dhal.dataset.symbology).toBe('ean13');
    expect(dhal.querySelector('svg')).not.toBeNull();
    const soap = barcodes.at(-1)!;
    expect(soap.dataset).toMatchObject({ value: 'SOAP-01', symbology: 'code128' });
    expect(screen.getAllByTestId('label')[0].textContent).toContain('MRP LKR 450.00');
  });

  it('names each label in the chosen language, English when the product has no such name', async () => {
    renderAt('/inventory/labels?productIds=7,8');
    await waitFor(() => expect(screen.getAllByTestId('label')).toHaveLength(2));
    fireEvent.change(screen.getByLabelText('Label language'), { target: { value: 'si' } });
    await waitFor(() => expect(screen.getAllByTestId('label')[0].textContent).toContain('පරිප්පු 1kg'));
    expect(screen.getAllByTestId('label')[1].textContent).toContain('Soap');
    expect(screen.getAllByTestId('label')[0].closest('[lang]')?.getAttribute('lang')).toBe('si');
  });

  it('a roll prints one label per page', async () => {
    renderAt('/inventory/labels?productIds=7,8');
    await waitFor(() => expect(screen.getAllByTestId('label')).toHaveLength(2));
    fireEvent.change(screen.getByLabelText('Label stock'), { target: { value: 'roll-50x25' } });
    await waitFor(() => expect(screen.getAllByTestId('label-page')).toHaveLength(2));
    expect(document.querySelector('[data-print-root] > style')?.textContent).toBe('@page { size: 50mm 25mm; margin: 0mm 0mm 0mm 0mm; }');
  });

  it('a goods received note: one label each, or one per unit received (whole units up)', async () => {
    renderAt('/inventory/labels?grnId=5');
    await waitFor(() => expect(screen.getAllByTestId('label')).toHaveLength(2));
    expect(screen.getByRole('option', { name: /GRN-000005/ })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'One label per unit received' }));
    await waitFor(() => expect(screen.getAllByTestId('label')).toHaveLength(3 + 3));
    expect(screen.getAllByTestId('label').map((l) => l.dataset.productId)).toEqual(['7', '7', '7', '8', '8', '8']);
  });
});
