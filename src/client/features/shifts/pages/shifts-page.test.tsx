import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CurrentShift, Shift, ShiftDetail } from '#shared/contracts/shifts';
import { CASHIER, OWNER, renderScreen, setupScreenTests } from '#client/testing/render-screen';
import ShiftsPage from './shifts-page';

setupScreenTests();

const shift = (over: Partial<Shift>): Shift => ({
  id: 1,
  userId: CASHIER.id,
  userName: 'Sunil Silva',
  status: 'closed',
  openedAt: '2026-11-22T02:30:00.000Z',
  openingFloat: 5000,
  closedAt: '2026-11-22T14:30:00.000Z',
  closedBy: CASHIER.id,
  closedByName: 'Sunil Silva',
  zNumber: 11,
  expectedCash: 20_000,
  countedCash: 19_950,
  overShort: -50,
  denominations: null,
  ...over,
});
const SHIFTS = [
  shift({
    id: 3,
    status: 'open',
    openedAt: '2026-11-24T02:30:00.000Z',
    closedAt: null,
    closedBy: null,
    closedByName: null,
    zNumber: null,
    expectedCash: null,
    countedCash: null,
    overShort: null,
  }),
  shift({ id: 2, zNumber: 12, overShort: 20.1, countedCash: 20_020.1 }),
  shift({ id: 1 }),
  shift({ id: 4, userId: OWNER.id, userName: 'Nimal Perera', zNumber: 10, overShort: 0, countedCash: 20_000 }),
];
const DETAIL: ShiftDetail = {
  ...SHIFTS[0],
  cashMovements: [
    {
      id: 1,
      shiftId: 3,
      kind: 'out',
      amount: 1200,
      reason: 'Paid the bread supplier',
      userId: CASHIER.id,
      userName: 'Sunil Silva',
      createdAt: '2026-11-24T05:00:00.000Z',
    },
  ],
  drawerOpens: [{ id: 1, reason: 'Change for a customer', userName: 'Sunil Silva', openedAt: '2026-11-24T06:00:00.000Z' }],
};

const open = (current: CurrentShift, as = OWNER) =>
  renderScreen(<ShiftsPage />, {
    as,
    url: '/shifts',
    routes: {
      'GET /api/businesses/3/shifts': SHIFTS,
      'GET /api/businesses/3/shifts/current': current,
      'GET /api/businesses/3/shifts/3': DETAIL,
    },
  });
const cells = (id: number) =>
  within(screen.getByTestId(`shift-row-${id}`))
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('the shifts screen', () => {
  it('lists every shift with its float, drawer count and over/short, and totals over/short by cashier', async () => {
    open({ required: true, shift: null });
    await screen.findByTestId('shifts-list');
    expect(cells(3)).toEqual(['Sunil Silva', expect.any(String), 'Open', '—', 'LKR 5,000.00', '—', '—', '—', 'View']);
    expect(cells(2).slice(3)).toEqual(['12', 'LKR 5,000.00', 'LKR 20,000.00', 'LKR 20,020.10', 'Over LKR 20.10', 'View']);
    expect(cells(1)[7]).toBe('Short LKR 50.00');
    expect(cells(4)[7]).toBe('Exact');
    // −50 + 20.10, counted in cents: no floating-point crumbs.
    expect(screen.getByTestId('over-short-totals').textContent).toBe(
      'Over / short by cashierSunil Silva: Short LKR 29.90Nimal Perera: Exact',
    );
  });

  it('offers Open shift to a user without an open shift, which asks for the opening float', async () => {
    const { user } = open({ required: true, shift: null });
    await screen.findByTestId('shifts-list');
    await user.click(await screen.findByRole('button', { name: 'Open shift' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Open a shift' }));
    expect(dialog.getByLabelText('Opening float (LKR)')).toBeTruthy();
  });

  it('a cashier sees their own shifts: no cashier column, no totals, and no Open shift while theirs is open', async () => {
    open({ required: true, shift: SHIFTS[0] }, CASHIER);
    await screen.findByTestId('shifts-list');
    expect(screen.getByText('Your shifts at the till.')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Cashier' })).toBeNull();
    expect(screen.queryByTestId('over-short-totals')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open shift' })).toBeNull();
  });

  it('an open shift’s detail lists its cash movements and drawer opens, and offers cash in/out, close and the X report', async () => {
    const { user } = open({ required: true, shift: null });
    await screen.findByTestId('shifts-list');
    await user.click(within(screen.getByTestId('shift-row-3')).getByRole('button', { name: 'View' }));
    const detail = within(await screen.findByTestId('shift-detail'));
    expect(detail.getByRole('heading', { name: /^Shift of/ }).textContent).toBe('Shift of Sunil Silva Open');
    expect(await detail.findByText(/Cash out: Paid the bread supplier/)).toBeTruthy();
    expect(detail.getByText('-LKR 1,200.00')).toBeTruthy();
    expect(within(detail.getByTestId('shift-drawer-opens')).getByText('Change for a customer')).toBeTruthy();
    for (const name of ['Cash in', 'Cash out', 'Close shift', 'X report']) expect(detail.getByRole('button', { name })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('shift-detail')).toBeNull());
  });
});
