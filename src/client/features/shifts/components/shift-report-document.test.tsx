import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ShiftReport } from '#shared/contracts/shifts';
import type { ReceiptLanguage } from '#shared/locales';
import i18n from '#client/lib/i18n';
import { queryKeys } from '#client/lib/query-keys';
import { PENDING_Z_NUMBER, ShiftReportDocument } from './shift-report-document';

const z: ShiftReport = {
  id: 7,
  userId: 'u1',
  userName: 'Nimal Perera',
  zNumber: 3,
  openedAt: '2026-11-24T02:30:00.000Z',
  closedAt: '2026-11-24T12:30:00.000Z',
  openingFloat: 1000,
  cashSales: 2500,
  cashRefunds: 700,
  cashIn: 0,
  cashOut: 0,
  expectedCash: 2800,
  countedCash: 2800,
  overShort: 0,
  byMethod: [
    { method: 'cash', count: 3, amount: 2500 },
    { method: 'card', count: 1, amount: 500 },
  ],
  salesCount: 4,
  grossSales: 3000,
  discounts: 0,
  refunds: 1200,
  vat: 0,
  netSales: 1800,
  refundsByMethod: [
    { method: 'cash', count: 2, amount: 700 },
    { method: 'card', count: 1, amount: 500 },
  ],
  voids: { count: 1, amount: 500 },
  noSaleOpens: 2,
};

beforeAll(async () => {
  await i18n.loadNamespaces('shifts');
});
afterEach(cleanup);

// The report prints in the shop's receipt language, read from the settings.
const renderZ = async (report: ShiftReport, receiptLanguage: ReceiptLanguage = 'en') => {
  const client = new QueryClient();
  client.setQueryData(queryKeys.settings, { receiptLanguage });
  render(
    <QueryClientProvider client={client}>
      <ShiftReportDocument report={report} businessName="Demo Stores" paper="roll-80mm" printedAt={new Date('2026-11-24T12:31:00Z')} />
    </QueryClientProvider>,
  );
  await screen.findByTestId('shift-report-document');
};

describe('ShiftReportDocument: returns and voids', () => {
  it('lists the refunds by method and the voided sales under the sales', async () => {
    await renderZ(z);
    const refunds = screen.getByTestId('report-refunds-by-method').textContent;
    expect(refunds).toContain('Refunds by method');
    expect(refunds).toContain('Cash (2)-700.00');
    expect(refunds).toContain('Card (1)-500.00');
    expect(screen.getByTestId('report-voids').textContent).toBe('Voided sales (1)-500.00');
    expect(screen.getByTestId('report-net-sales').textContent).toContain('1,800.00');
    expect(screen.getByTestId('report-no-sale-opens').textContent).toBe('No-sale drawer opens2');
  });

  it('shows neither for a shift without returns, nor for a Z stored before them', async () => {
    await renderZ({ ...z, refundsByMethod: [], voids: { count: 0, amount: 0 } });
    expect(screen.queryByTestId('report-refunds-by-method')).toBeNull();
    expect(screen.queryByTestId('report-voids')).toBeNull();
    cleanup();
    const { refundsByMethod: _r, voids: _v, ...old } = z;
    await renderZ(old as ShiftReport);
    expect(screen.queryByTestId('report-refunds-by-method')).toBeNull();
  });
});

describe('ShiftReportDocument in the receipt language', () => {
  it('prints Tamil, and English + Tamil on each label, whatever the screen language', async () => {
    // Only the words this test reads: the real Tamil catalogue fills in the rest when it is there.
    i18n.addResourceBundle('ta', 'shifts', { report: { voids: 'ரத்து செய்த விற்பனைகள்', zTitle: 'Z அறிக்கை' } }, true, false);
    await renderZ(z, 'ta');
    expect(screen.getByTestId('report-title').textContent).toContain('Z அறிக்கை');
    expect(screen.getByTestId('shift-report-document').closest('[lang]')?.getAttribute('lang')).toBe('ta');
    cleanup();
    await renderZ(z, 'en+ta');
    expect(screen.getByTestId('report-voids').textContent).toMatch(/^Voided sales \/ [\u0B80-\u0BFF ]+ \(1\)-500\.00$/);
    expect(i18n.language).toBe('en');
  });
});

describe('ShiftReportDocument: a Z printed by a till with no connection', () => {
  it('says its number is pending until synced, and prints no number', async () => {
    await renderZ({ ...z, zNumber: PENDING_Z_NUMBER });
    expect(screen.getByTestId('report-title').textContent).toBe('Z REPORT');
    expect(screen.getByTestId('report-z-pending').textContent).toBe('Z number pending until synced');
  });

  it('a numbered Z says nothing of the kind', async () => {
    await renderZ(z);
    expect(screen.getByTestId('report-title').textContent).toBe('Z REPORT Z no. 3');
    expect(screen.queryByTestId('report-z-pending')).toBeNull();
  });
});
