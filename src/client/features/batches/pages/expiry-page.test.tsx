import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ExpiryBatch, ExpiryReport } from '#shared/contracts/batches';
import { json, renderScreen, setupScreenTests, type FakeRequest } from '#client/testing/render-screen';
import ExpiryPage from './expiry-page';

setupScreenTests();

const batch = (over: Partial<ExpiryBatch>): ExpiryBatch => ({
  id: 1,
  productId: 10,
  productName: 'Anchor Milk Powder 400g',
  sku: null,
  category: 'Dairy',
  batchNumber: 'B-221',
  expiryDate: '2026-11-20',
  daysLeft: -4,
  bucket: 'expired',
  quantity: 6,
  unit: 'pieces',
  value: 5400,
  ...over,
});

const EXPIRED = batch({});
const SOON = batch({
  id: 2,
  productId: 11,
  productName: 'Curd 1L',
  batchNumber: '',
  expiryDate: '2026-12-09',
  daysLeft: 15,
  bucket: 'd30',
  quantity: 2.5,
  unit: 'l',
  value: 1250,
});

/** The server's answer for the asked bucket: its batches, and every bucket's totals whatever the filter. */
function report(req: FakeRequest): ExpiryReport {
  const bucket = req.query.get('bucket');
  return {
    today: '2026-11-24',
    totals: [
      { bucket: 'expired', count: 1, value: 5400 },
      { bucket: 'd30', count: 1, value: 1250 },
    ],
    batches: [EXPIRED, SOON].filter((b) => !bucket || b.bucket === bucket),
    categories: ['Dairy'],
  };
}

const rows = () =>
  screen.getAllByTestId('expiry-row').map((r) =>
    within(r)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  );

describe('the expiry report', () => {
  it('lists the batches soonest first, marks the expired ones and totals each bucket at cost', async () => {
    renderScreen(<ExpiryPage />, { url: '/inventory/expiry', routes: { 'GET /api/businesses/3/batches/expiry': report } });
    await screen.findByTestId('expiry-table');
    expect(rows()).toEqual([
      ['Anchor Milk Powder 400gDairy', 'B-221', '20 Nov 2026', 'Expired 4 d ago', '6 pieces', 'LKR 5,400.00'],
      ['Curd 1LDairy', '—', '09 Dec 2026', '15', '2.500 l', 'LKR 1,250.00'],
    ]);
    expect(screen.getByTestId('expiry-total-expired').textContent).toBe('ExpiredLKR 5,400.00Batches: 1');
    expect(screen.getByTestId('expiry-total-d90').textContent).toBe('61–90 daysLKR 0.00Batches: 0');
  });

  it('a bucket card filters the list by asking the server for that bucket, and a second press shows all again', async () => {
    const { user, requests, location } = renderScreen(<ExpiryPage />, {
      url: '/inventory/expiry',
      routes: { 'GET /api/businesses/3/batches/expiry': report },
    });
    await screen.findByTestId('expiry-table');
    const expired = screen.getByTestId('expiry-total-expired');
    expect(expired.getAttribute('aria-pressed')).toBe('false');

    await user.click(expired);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0][0]).toContain('Anchor Milk Powder');
    expect(expired.getAttribute('aria-pressed')).toBe('true');
    expect(requests('GET', '/api/businesses/3/batches/expiry').at(-1)!.url).toBe('/api/businesses/3/batches/expiry?bucket=expired');
    // The filter is kept in the URL, so the dashboard's card and a reload land on the same view.
    expect(location()).toBe('/inventory/expiry?bucket=expired');
    expect((screen.getByLabelText('Show') as HTMLSelectElement).value).toBe('expired');

    await user.click(expired);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(location()).toBe('/inventory/expiry');
  });

  it('opens on the bucket in the URL, and says so when nothing in it expires', async () => {
    const { requests } = renderScreen(<ExpiryPage />, {
      url: '/inventory/expiry?bucket=d60',
      routes: { 'GET /api/businesses/3/batches/expiry': report },
    });
    expect(await screen.findByText('Nothing in stock expires in the next 90 days.')).toBeTruthy();
    expect(screen.queryByTestId('expiry-table')).toBeNull();
    expect(requests('GET', '/api/businesses/3/batches/expiry').map((r) => r.url)).toEqual(['/api/businesses/3/batches/expiry?bucket=d60']);
  });

  it('says the report could not be loaded when the server fails', async () => {
    renderScreen(<ExpiryPage />, { url: '/inventory/expiry', routes: { 'GET /api/businesses/3/batches/expiry': json(500, {}) } });
    expect(await screen.findByText('Could not load the expiry report.')).toBeTruthy();
  });
});
