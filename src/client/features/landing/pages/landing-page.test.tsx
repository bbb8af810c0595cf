import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuthProviders, CurrentUser } from '#shared/contracts/auth';
import type { Module } from '#shared/contracts/modules';
import { queryKeys } from '#client/lib/query-keys';
import { json, OWNER, renderScreen, setupScreenTests } from '#client/testing/render-screen';
import LandingPage from './landing-page';

setupScreenTests();

const module = (id: number, key: Module['key'], name: string, monthlyPrice: number): Module => ({
  id,
  key,
  name,
  description: `${name} for the shop`,
  monthlyPrice,
  features: [],
  isActive: true,
});
const MODULES = [module(1, 'pos', 'Point of Sale', 5000), module(2, 'inventory', 'Inventory Management', 3000)];
const PROVIDERS: AuthProviders = { devLogin: false, oidc: false, google: false, github: false, facebook: false };

// A visitor: GET /api/auth/user answers 401.
const open = (routes: Record<string, unknown> = {}) =>
  renderScreen(<LandingPage />, {
    as: null,
    routes: { 'GET /api/modules': MODULES, 'GET /api/auth/providers': PROVIDERS, ...routes },
  });

describe('the landing page', () => {
  it('prices each module from the catalogue, and the complete package against buying them separately', async () => {
    open();
    const pos = await screen.findByTestId('module-card-pos');
    expect(within(pos).getByText('Point of Sale')).toBeTruthy();
    expect(within(pos).getByText('Essential')).toBeTruthy();
    expect(pos.textContent).toContain('LKR 5,000/month');
    expect(screen.getByTestId('module-card-inventory').textContent).toContain('LKR 3,000/month');
    const pack = screen.getByTestId('complete-package');
    expect(pack.textContent).toContain('LKR 15,000/month');
    // The sum of the modules bought one by one, struck through.
    expect(within(pack).getByText('LKR 8,000 /month').className).toContain('line-through');
    expect(pack.textContent).toContain('One-time setup fee LKR 1,500');
    expect(
      within(pack)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.trim()),
    ).toEqual(['Point of Sale', 'Inventory Management']);
  });

  it('says why the modules are missing when the catalogue cannot be fetched', async () => {
    open({ 'GET /api/modules': json(503, { message: 'Service unavailable' }) });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch modules: 503');
    expect(screen.queryByTestId('module-card-pos')).toBeNull();
  });

  it('Watch Demo opens a guided tour, step by step, when there is no demo sign-in', async () => {
    const { user } = open();
    await screen.findByTestId('module-card-pos');
    await user.click(screen.getByRole('button', { name: 'Watch Demo' }));
    const tour = within(await screen.findByRole('dialog', { name: 'A quick tour of Kade' }));
    expect(tour.getByText('Step 1 of 6')).toBeTruthy();
    expect(tour.getByRole('heading', { name: 'Point of Sale' })).toBeTruthy();
    expect((tour.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(tour.getByRole('button', { name: 'Next' }));
    expect(tour.getByText('Step 2 of 6')).toBeTruthy();
    expect(tour.getByRole('heading', { name: 'Inventory' })).toBeTruthy();
    for (let i = 0; i < 4; i++) await user.click(tour.getByRole('button', { name: 'Next' }));
    // The last step offers the trial instead of Next.
    expect(tour.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(tour.getByRole('button', { name: 'Start Your Free Trial' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('on a development host with the demo sign-in, Watch Demo signs in to the demo shop instead', async () => {
    const demoUser: CurrentUser = { ...OWNER, email: 'demo@kade.lk' };
    const { user, requests, qc } = open({
      'GET /api/auth/providers': { ...PROVIDERS, devLogin: true },
      'POST /api/login': { user: demoUser },
    });
    await screen.findByTestId('module-card-pos');
    await waitFor(() => expect(requests('GET', '/api/auth/providers')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Watch Demo' }));
    await waitFor(() => expect(qc.getQueryData(queryKeys.auth.user)).toEqual(demoUser));
    expect(requests('POST', '/api/login')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
