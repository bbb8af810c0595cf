import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LankaQrSettingsData } from '#shared/contracts/lankaqr-paths';
import { crcHex, parseLankaQr } from '#shared/domain/lankaqr';
import i18n from '#client/lib/i18n';
import { LankaQrCard } from './lankaqr-section';

const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;
/** A shop's static LankaQR (a made-up merchant account), sealed with its CRC. */
function testLankaQr(over: { country?: string } = {}) {
  const body = [
    tlv('00', '01'),
    tlv('01', '11'),
    tlv('26', tlv('00', 'LK.CBSL.LANKAQR') + tlv('01', '7011234567')),
    tlv('52', '5411'),
    tlv('53', '144'),
    tlv('58', over.country ?? 'LK'),
    tlv('59', 'KADE TEST SHOP'),
    tlv('60', 'COLOMBO'),
  ].join('');
  return `${body}6304${crcHex(`${body}6304`)}`;
}

type Call = { method: string; body: unknown };
let calls: Call[];
let stored: LankaQrSettingsData;
const NONE: LankaQrSettingsData = { payload: null, merchantName: null, merchantCity: null };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// A small fake of the LankaQR route: read, save (checked as the server does), remove.
function server(url: string, init: RequestInit): Response {
  if (url !== '/api/businesses/3/lankaqr') throw new Error(`unexpected ${url}`);
  const method = init.method ?? 'GET';
  if (method === 'GET') return json(200, stored);
  if (method === 'DELETE') return json(200, (stored = NONE));
  const { payload } = JSON.parse(String(init.body)) as { payload: string };
  const parsed = parseLankaQr(payload);
  if (!parsed.ok) return json(422, { message: parsed.message, code: parsed.code });
  stored = { payload, merchantName: parsed.merchantName, merchantCity: parsed.merchantCity };
  return json(200, stored);
}

beforeAll(async () => {
  await i18n.loadNamespaces(['lankaqr', 'errors']);
});
beforeEach(() => {
  calls = [];
  stored = NONE;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
      return server(url, init);
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
      <LankaQrCard businessId={3} />
    </QueryClientProvider>,
  );
}
const saves = () => calls.filter((c) => c.method === 'PUT').map((c) => c.body);

describe('LankaQrCard', () => {
  it('a pasted code shows its merchant and city to confirm; Save LankaQR stores it and the card shows it as current', async () => {
    renderCard();
    const user = userEvent.setup();
    const box = await screen.findByLabelText('LankaQR code');
    expect(screen.getByRole('button', { name: "Scan the shop's QR" })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save LankaQR' })).toBeNull();
    const payload = testLankaQr();
    await user.click(box);
    await user.paste(`${payload}\n`);
    expect(screen.getByTestId('lankaqr-merchant').textContent).toBe('KADE TEST SHOP');
    expect(screen.getByTestId('lankaqr-city').textContent).toBe('COLOMBO');
    await user.click(screen.getByRole('button', { name: 'Save LankaQR' }));
    await waitFor(() => expect(within(screen.getByTestId('lankaqr-current')).getByText('KADE TEST SHOP')).toBeTruthy());
    expect(saves()).toEqual([{ payload }]);
    expect(screen.queryByLabelText('LankaQR code')).toBeNull();
  });

  it.each([
    ['a changed byte', testLankaQr().replace('COLOMBO', 'COLOMBA'), 'This LankaQR code fails its checksum: copy or scan it again'],
    ['an Indian code', testLankaQr({ country: 'IN' }), 'This QR code is not for Sri Lanka (country LK)'],
    ['a web address', 'https://example.lk', 'This is not a LankaQR code: it must start with 000201'],
  ])('says what is wrong with %s and offers no save', async (_, payload, message) => {
    renderCard();
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('LankaQR code'));
    await user.paste(payload);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(screen.queryByTestId('lankaqr-merchant')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save LankaQR' })).toBeNull();
    expect(saves()).toEqual([]);
  });

  it('removes the current code after a confirmation', async () => {
    stored = { payload: testLankaQr(), merchantName: 'KADE TEST SHOP', merchantCity: 'COLOMBO' };
    renderCard();
    const user = userEvent.setup();
    await screen.findByTestId('lankaqr-current');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByTestId('lankaqr-current')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
    expect(await screen.findByLabelText('LankaQR code')).toBeTruthy();
  });
});
