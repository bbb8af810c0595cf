import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCREENS } from '#client/app/screens';
import { publishDisplay, publishDisplayQr, type DisplayState } from '#client/components/customer-display/display-channel';
import { DISPLAY_PATH } from '#client/components/customer-display/open-display';
import i18n from '#client/lib/i18n';
import CustomerDisplayPage, { amountText } from './customer-display-page';
import { DISPLAY_LOCALE_KEY } from './display-language';
import { displayView, PAID_SHOWN_MS } from './display-view';

// The customer display renders what the till publishes over a real
// BroadcastChannel (Node's, the same API as the browser's), in its own language.
vi.mock('#client/lib/auth', () => ({
  useAuth: () => ({ user: { business: { id: 7, name: 'Perera Stores' } } }),
}));

const SHOP = 7;
const cart: Partial<DisplayState> & { businessId: number } = {
  businessId: SHOP,
  shopName: 'Perera & Sons',
  phase: 'sale',
  lines: [
    { name: 'Sugar 1kg', nameSi: 'සීනි 1kg', nameTa: 'சீனி 1kg', quantity: 2, unit: 'pieces', amount: 580 },
    { name: 'Carrots', quantity: 0.25, unit: 'kg', amount: 100 },
  ],
  discount: 30,
  total: 650,
  tendered: null,
  change: null,
  paidAt: null,
};

beforeAll(async () => {
  await i18n.loadNamespaces(['display', 'common']);
});
beforeEach(() => {
  localStorage.clear();
  publishDisplay({ businessId: SHOP, phase: 'idle', lines: [], total: 0, lankaqr: null, paidAt: null });
});
afterEach(cleanup);
afterAll(async () => {
  await i18n.changeLanguage('en');
});

const display = () => screen.getByTestId('customer-display');

describe('the customer display', () => {
  it('is the route the till opens', () => {
    expect(SCREENS.customerDisplay).toBe(DISPLAY_PATH);
  });

  it('welcomes the customer when the till is idle', async () => {
    render(<CustomerDisplayPage />);
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(display().dataset.view).toBe('idle');
    expect(screen.getByTestId('display-shop').textContent).toBe('Perera Stores');
  });

  it('shows the cart lines, the discount and the total as the till publishes them', async () => {
    render(<CustomerDisplayPage />);
    await screen.findByRole('heading', { name: 'Welcome' });
    publishDisplay(cart);
    await waitFor(() => expect(display().dataset.view).toBe('sale'));
    const rows = screen.getAllByTestId('display-line').map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    expect(rows).toEqual([
      ['Sugar 1kg', '2', 'LKR 580.00'],
      ['Carrots', '0.250 kg', 'LKR 100.00'],
    ]);
    expect(screen.getByTestId('display-discount').textContent).toBe('Discount−LKR 30.00');
    expect(screen.getByTestId('display-total').textContent).toBe('LKR 650.00');
    expect(screen.getByTestId('display-shop').textContent).toBe('Perera & Sons');
  });

  it('shows the LankaQR code and its amount over the cart, and the cart again once it is taken down', async () => {
    render(<CustomerDisplayPage />);
    publishDisplay(cart);
    await waitFor(() => expect(display().dataset.view).toBe('sale'));
    publishDisplayQr(SHOP, { payload: '000201010212...6304ABCD', amount: 650 });
    await waitFor(() => expect(display().dataset.view).toBe('qr'));
    expect(screen.getByRole('heading', { name: 'Scan to pay with LankaQR' })).toBeTruthy();
    const code = await screen.findByRole('img', { name: 'LankaQR code for LKR 650.00' });
    expect(code.dataset.payload).toBe('000201010212...6304ABCD');
    expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    expect(screen.getByTestId('display-qr-amount').textContent).toBe('LKR 650.00');
    // The till's dialog sends the amount as the cashier reads it: the customer reads it in theirs.
    publishDisplayQr(SHOP, { payload: '000201010212...6304ABCD', amount: 'රු. 1,650.00' });
    await waitFor(() => expect(screen.getByTestId('display-qr-amount').textContent).toBe('LKR 1,650.00'));
    publishDisplayQr(SHOP, null);
    await waitFor(() => expect(display().dataset.view).toBe('sale'));
  });

  it('thanks the customer with the change after a cash sale, and keeps it up when the till goes idle', async () => {
    render(<CustomerDisplayPage />);
    publishDisplay(cart);
    await waitFor(() => expect(display().dataset.view).toBe('sale'));
    publishDisplay({ businessId: SHOP, phase: 'paid', lines: [], total: 650, tendered: 1000, change: 350, paidAt: Date.now() });
    await waitFor(() => expect(display().dataset.view).toBe('paid'));
    expect(screen.getByRole('heading', { name: 'Thank you!' })).toBeTruthy();
    expect(screen.getByTestId('display-tendered').textContent).toBe('LKR 1,000.00');
    expect(screen.getByTestId('display-change').textContent).toBe('LKR 350.00');
    publishDisplay({ businessId: SHOP, phase: 'idle', lines: [], total: 0 });
    await new Promise((r) => setTimeout(r, 50));
    expect(display().dataset.view).toBe('paid');
    // The next sale replaces the thank-you at once.
    publishDisplay(cart);
    await waitFor(() => expect(display().dataset.view).toBe('sale'));
  });

  it('switches to Sinhala on its own, names products in Sinhala, and remembers the choice', async () => {
    const user = userEvent.setup();
    render(<CustomerDisplayPage />);
    publishDisplay(cart);
    await waitFor(() => expect(display().dataset.view).toBe('sale'));
    await user.click(screen.getByRole('button', { name: 'සිංහල' }));
    await waitFor(() => expect(display().getAttribute('lang')).toBe('si'));
    expect(i18n.language).toBe('en'); // the cashier's screen keeps its language
    expect(localStorage.getItem(DISPLAY_LOCALE_KEY)).toBe('si');
    expect(screen.getByRole('button', { name: 'සිංහල' }).getAttribute('aria-pressed')).toBe('true');
    const first = within(screen.getAllByTestId('display-line')[0]).getAllByRole('cell');
    expect(first[0].textContent).toBe('සීනි 1kg');
    expect(within(screen.getAllByTestId('display-line')[1]).getAllByRole('cell')[1].textContent).toBe('0.250 කි.ග්‍රෑ.');
    expect(screen.getByText('මුළු එකතුව')).toBeTruthy();
    expect(screen.getByTestId('display-total').textContent).toBe('රු. 650.00');
    cleanup();
    // A display opened again speaks Sinhala from the start.
    render(<CustomerDisplayPage />);
    await waitFor(() => expect(display().getAttribute('lang')).toBe('si'));
    await user.click(screen.getByRole('button', { name: 'தமிழ்' }));
    await waitFor(() => expect(within(screen.getAllByTestId('display-line')[0]).getAllByRole('cell')[0].textContent).toBe('சீனி 1kg'));
    expect(screen.getByTestId('display-total').textContent).toBe('ரூ. 650.00');
  });
});

describe('amountText', () => {
  const lang = { money: (n: number) => `LKR ${n.toFixed(2)}` };
  it.each([
    [650, 'LKR 650.00'],
    ['රු. 1,650.50', 'LKR 1650.50'],
    ['ரூ. 20.00', 'LKR 20.00'],
    ['LKR 5', 'LKR 5.00'],
    ['2 for 100', '2 for 100'],
    ['free', 'free'],
  ])('%j → %j', (amount, shown) => {
    expect(amountText(amount, lang)).toBe(shown);
  });
});

describe('displayView', () => {
  const now = 1_000_000;
  const paid = { businessId: SHOP, lines: [], total: 650, phase: 'paid', paidAt: now - 1000 } as DisplayState;
  const sale = { ...cart, lankaqr: null } as DisplayState;
  it.each([
    ['nothing published', null, null, 'idle'],
    ['a cart', sale, null, 'sale'],
    ['an empty cart', { ...sale, lines: [] }, null, 'idle'],
    ['a cart with a QR', { ...sale, lankaqr: { payload: 'x', amount: 1 } }, null, 'qr'],
    ['another shop’s cart', { ...sale, businessId: 8 }, null, 'idle'],
    ['a sale paid a second ago', paid, paid, 'paid'],
    ['idle after a sale paid a second ago', { ...sale, phase: 'idle', lines: [] }, paid, 'paid'],
    ['a sale paid long ago', paid, { ...paid, paidAt: now - PAID_SHOWN_MS }, 'idle'],
    ['a new cart after a sale', sale, paid, 'sale'],
  ] as const)('%s → %s', (_, current, lastPaid, kind) => {
    expect(displayView(current as DisplayState | null, lastPaid as DisplayState | null, SHOP, now).kind).toBe(kind);
  });
});
