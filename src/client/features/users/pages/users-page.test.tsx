import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BusinessUser } from '#shared/contracts/users';
import { CASHIER, OWNER, renderScreen, setupScreenTests, statCard } from '#client/testing/render-screen';
import UsersPage from './users-page';

setupScreenTests();

const USERS_PATH = '/api/businesses/3/users';
const member = (over: Partial<BusinessUser>): BusinessUser => ({
  id: OWNER.id,
  email: OWNER.email,
  firstName: 'Nimal',
  lastName: 'Perera',
  role: 'admin',
  isOwner: true,
  isActive: true,
  hasManagerPin: true,
  createdAt: '2026-01-05T04:00:00.000Z',
  ...over,
});
const SUNIL = member({
  id: CASHIER.id,
  email: CASHIER.email,
  firstName: 'Sunil',
  lastName: 'Silva',
  role: 'cashier',
  isOwner: false,
  hasManagerPin: false,
});
const KUMARI = member({
  id: 'a3c4e5f6-0718-4293-a4b5-c6d7e8f90a1b',
  email: 'kumari@perera.lk',
  firstName: 'Kumari',
  lastName: 'Dias',
  role: 'cashier',
  isOwner: false,
  isActive: false,
  hasManagerPin: false,
});
const TEAM = [member({}), SUNIL, KUMARI];

const open = (users: BusinessUser[] = TEAM) =>
  renderScreen(<UsersPage />, {
    url: '/users',
    routes: {
      [`GET ${USERS_PATH}`]: users,
      [`POST ${USERS_PATH}`]: member({ id: 'new', role: 'admin', isOwner: false }),
      [`POST ${USERS_PATH}/${SUNIL.id}/deactivate`]: { ...SUNIL, isActive: false },
      [`POST ${USERS_PATH}/${KUMARI.id}/reactivate`]: { ...KUMARI, isActive: true },
    },
  });
const card = (name: string) => screen.getAllByTestId('user-card').find((c) => c.textContent?.includes(name))!;

describe('user management', () => {
  it('shows each member’s role and state, and only the actions allowed on them', async () => {
    open();
    await waitFor(() => expect(screen.getAllByTestId('user-card')).toHaveLength(3));
    expect(statCard('Total Users').value).toBe('3');
    expect(statCard('Cashiers').value).toBe('2 / 2');
    expect(screen.getByTestId('cashier-limit').textContent).toContain('You can only create up to 2 cashier accounts');

    // Yourself, the owner: no delete, no deactivate; your own manager PIN.
    const me = within(card('Nimal Perera'));
    expect(me.getByText('(You)')).toBeTruthy();
    expect(me.getByTestId('manager-pin-badge')).toBeTruthy();
    expect(me.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(me.queryByRole('button', { name: 'Deactivate' })).toBeNull();

    const sunil = within(card('Sunil Silva'));
    expect(sunil.getByRole('button', { name: 'Delete Sunil Silva' })).toBeTruthy();
    expect(sunil.getByRole('button', { name: 'Deactivate' })).toBeTruthy();
    const kumari = card('Kumari Dias');
    expect(kumari.dataset.active).toBe('false');
    expect(within(kumari).getByText('Deactivated')).toBeTruthy();
    expect(within(kumari).getByRole('button', { name: 'Reactivate' })).toBeTruthy();
  });

  it('deactivating asks first; reactivating is one click', async () => {
    const { user, requests } = open();
    await waitFor(() => expect(screen.getAllByTestId('user-card')).toHaveLength(3));
    await user.click(within(card('Sunil Silva')).getByRole('button', { name: 'Deactivate' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Deactivate Sunil Silva?' }));
    expect(requests('POST', `${USERS_PATH}/${SUNIL.id}/deactivate`)).toHaveLength(0);
    await user.click(confirm.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(requests('POST', `${USERS_PATH}/${SUNIL.id}/deactivate`)).toHaveLength(1));

    await user.click(within(card('Kumari Dias')).getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(requests('POST', `${USERS_PATH}/${KUMARI.id}/reactivate`)).toHaveLength(1));
  });

  it('with the cashier limit reached a new user is an admin; the form checks the contract before sending', async () => {
    const { user, requests } = open();
    await waitFor(() => expect(screen.getAllByTestId('user-card')).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Create New User' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New User' }));
    const role = dialog.getByLabelText('Role') as HTMLSelectElement;
    expect(role.value).toBe('admin');
    expect((dialog.getByRole('option', { name: 'Cashier (Limit reached)' }) as HTMLOptionElement).disabled).toBe(true);

    await user.type(dialog.getByLabelText('Email'), 'kasun');
    await user.type(dialog.getByLabelText('Password'), '123');
    await user.click(dialog.getByRole('button', { name: 'Add User' }));
    expect(await dialog.findByText('Invalid email address')).toBeTruthy();
    expect(dialog.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(dialog.getByText('First name is required')).toBeTruthy();
    expect(requests('POST', USERS_PATH)).toHaveLength(0);

    await user.type(dialog.getByLabelText('First Name'), 'Kasun');
    await user.type(dialog.getByLabelText('Last Name'), 'Bandara');
    await user.type(dialog.getByLabelText('Email'), '@Perera.LK');
    await user.type(dialog.getByLabelText('Password'), '456');
    await user.click(dialog.getByRole('button', { name: 'Add User' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests('POST', USERS_PATH)[0].body).toEqual({
      email: 'kasun@perera.lk',
      password: '123456',
      firstName: 'Kasun',
      lastName: 'Bandara',
      role: 'admin',
    });
  });

  it('finds members by name, e-mail or role', async () => {
    const { user } = open();
    await waitFor(() => expect(screen.getAllByTestId('user-card')).toHaveLength(3));
    await user.type(screen.getByRole('textbox', { name: 'Search users...' }), 'cashier');
    expect(screen.getAllByTestId('user-card').map((c) => c.textContent?.match(/Sunil|Kumari|Nimal/)?.[0])).toEqual(['Sunil', 'Kumari']);
    await user.clear(screen.getByRole('textbox', { name: 'Search users...' }));
    await user.type(screen.getByRole('textbox', { name: 'Search users...' }), 'zzz');
    expect(screen.getByText('No users found')).toBeTruthy();
  });

  it('is for admins only: a cashier is told so and the members are not fetched', async () => {
    const { requests } = renderScreen(<UsersPage />, { as: CASHIER, url: '/users', routes: { [`GET ${USERS_PATH}`]: TEAM } });
    expect(screen.getByTestId('users-restricted').textContent).toBe('Access Restricted - Only admins can manage users');
    // Time for a query to be sent, had the screen started one.
    await new Promise((r) => setTimeout(r, 20));
    expect(requests('GET', USERS_PATH)).toHaveLength(0);
  });
});
