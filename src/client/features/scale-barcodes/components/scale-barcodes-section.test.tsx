import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScaleBarcodeRule } from '#shared/contracts/scale-barcodes';
import { DEFAULT_SCALE_BARCODE_RULES } from '#shared/domain/scale-barcode';
import i18n from '#client/lib/i18n';
import { ScaleBarcodesCard } from './scale-barcodes-section';

type Call = { method: string; body: unknown };
let calls: Call[];
let stored: ScaleBarcodeRule[] | null;
const URL = '/api/businesses/3/scale-barcodes';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const answer = () => json(200, { rules: stored ?? DEFAULT_SCALE_BARCODE_RULES, isDefault: stored === null });

beforeAll(async () => {
  await i18n.loadNamespaces(['scale', 'errors']);
});
beforeEach(() => {
  calls = [];
  stored = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, body });
      if (url !== URL) throw new Error(`unexpected ${method} ${url}`);
      if (method === 'PUT') stored = (body as { rules: ScaleBarcodeRule[] | null }).rules;
      return answer();
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCard() {
  const qc = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <ScaleBarcodesCard businessId={3} />
    </QueryClientProvider>,
  );
}
const puts = () => calls.filter((c) => c.method === 'PUT').map((c) => c.body);

describe('ScaleBarcodesCard', () => {
  it('lists the default rules with a sample label each', async () => {
    renderCard();
    await waitFor(() => expect(screen.getAllByTestId('scale-rule')).toHaveLength(3));
    expect(screen.getByText('Defaults')).toBeTruthy();
    expect((screen.getByLabelText('Prefix of rule 1') as HTMLInputElement).value).toBe('21');
    expect((screen.getByLabelText('Value of rule 2') as HTMLSelectElement).value).toBe('price');
    const examples = screen.getAllByTestId('scale-rule-example').map((e) => e.textContent);
    expect(examples).toEqual([
      '2112345007502 → item 12345, 0.750 kg',
      '2312345360007 → item 12345, LKR 360.00',
      '0212345360002 → item 12345, LKR 360.00',
    ]);
  });

  it('adds a rule, refuses an overlapping prefix on its field without saving, then saves; reset goes back to the defaults', async () => {
    renderCard();
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getAllByTestId('scale-rule')).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await user.type(screen.getByLabelText('Prefix of rule 4'), '2');
    await user.selectOptions(screen.getByLabelText('Item code digits of rule 4'), '4');
    await user.selectOptions(screen.getByLabelText('Value of rule 4'), 'price');
    await user.click(screen.getByRole('button', { name: 'Save scale rules' }));
    expect(await screen.findByText('Two rules start with the same digits: one prefix may not begin another')).toBeTruthy();
    expect(puts()).toEqual([]);

    await user.clear(screen.getByLabelText('Prefix of rule 4'));
    await user.type(screen.getByLabelText('Prefix of rule 4'), '25');
    await user.click(screen.getByRole('button', { name: 'Remove rule 3' }));
    await user.click(screen.getByRole('button', { name: 'Save scale rules' }));
    await waitFor(() => expect(screen.getByText('Your rules')).toBeTruthy());
    expect(puts()).toEqual([
      {
        rules: [
          { prefix: '21', itemDigits: 5, kind: 'weight', decimals: 3 },
          { prefix: '23', itemDigits: 5, kind: 'price', decimals: 2 },
          // Weight's 3 decimals became price's 2 when the kind changed.
          { prefix: '25', itemDigits: 4, kind: 'price', decimals: 2 },
        ],
      },
    ]);
    expect(screen.getAllByTestId('scale-rule')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    await waitFor(() => expect(screen.getByText('Defaults')).toBeTruthy());
    expect(puts()[1]).toEqual({ rules: null });
    expect((screen.getByLabelText('Prefix of rule 3') as HTMLInputElement).value).toBe('02');
  });

  it('refuses a prefix of letters with its message', async () => {
    renderCard();
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getAllByTestId('scale-rule')).toHaveLength(3));
    await user.clear(screen.getByLabelText('Prefix of rule 1'));
    await user.type(screen.getByLabelText('Prefix of rule 1'), 'ab');
    await user.click(screen.getByRole('button', { name: 'Save scale rules' }));
    expect(await screen.findByText('A prefix is 1 to 3 digits')).toBeTruthy();
    expect(puts()).toEqual([]);
  });
});
