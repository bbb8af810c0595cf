import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render as rtlRender, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Sale } from '#shared/contracts/sales';
import { crcHex, parseLankaQr } from '#shared/domain/lankaqr';
import { registerDirectPrinter, type DirectPrintJob } from '#client/components/print/direct-print';
import i18n from '#client/lib/i18n';
import { queryKeys } from '#client/lib/query-keys';
import { shortSaleReference } from '../lib/lankaqr-reference';
import type { PaymentPart } from '../lib/payments';
import { usePayFlow } from '../lib/use-pay-flow';
import { LankaQrPayDialog } from './lankaqr-pay-dialog';
import { PayPanel } from './pay-panel';

// The customer display's channel (features/customer-display/display-channel.ts), listened to as a display would.
const DISPLAY_CHANNEL = 'kade-customer-display';
type DisplayState = { businessId: number; lankaqr?: { payload: string; amount: string } | null };

const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;
const body = [
  tlv('00', '01'),
  tlv('01', '11'),
  tlv('26', tlv('00', 'LK.CBSL.LANKAQR') + tlv('01', '7011234567')),
  tlv('52', '5411'),
  tlv('53', '144'),
  tlv('58', 'LK'),
  tlv('59', 'KADE TEST SHOP'),
  tlv('60', 'COLOMBO'),
].join('');
const SHOP = `${body}6304${crcHex(`${body}6304`)}`;

/** The pay panel on its flow with the LankaQR dialog, as the till wires them; the checkout records what it sends. */
function Till({ payload, sent, reference }: { payload: string | null; sent: PaymentPart[][]; reference: () => Promise<string> }) {
  const [parts, setParts] = useState<PaymentPart[]>([]);
  const pay = usePayFlow({
    totalCents: 125_050,
    parts,
    setParts,
    blocked: () => false,
    needsApproval: false,
    checkout: async (p) => {
      sent.push(p);
      setParts([]);
      return { ok: true, sale: {} as Sale };
    },
    onRefused: () => {},
    lankaqr: { payload, reference },
  });
  return (
    <>
      <PayPanel
        totalCents={125_050}
        parts={parts}
        entry={pay.entry}
        onEntry={pay.setEntry}
        reference={pay.reference}
        onReference={pay.setReference}
        busy={false}
        onMethod={pay.press}
        onRemovePart={pay.removePart}
      />
      <LankaQrPayDialog
        open={pay.qr != null}
        businessId={7}
        payload={pay.qr?.payload ?? ''}
        amountCents={pay.qr?.part.amountCents ?? 0}
        reference={pay.qr?.reference ?? ''}
        shopName="Demo Stores"
        busy={false}
        onConfirm={pay.qrDone}
        onCancel={pay.qrCancel}
      />
    </>
  );
}

/** The dialog reads the shop's receipt language (a query): English when the settings are not loaded. */
function render(ui: React.ReactElement) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.settings, { receiptLanguage: 'en' });
  return rtlRender(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

beforeAll(async () => {
  await i18n.loadNamespaces(['pos', 'lankaqr']);
});
afterEach(() => {
  cleanup();
  registerDirectPrinter(async () => false);
});

describe('paying by LankaQR at the till', () => {
  it('shows the sale’s code (12, the amount, the reference), publishes it to the display, and records the part with that reference', async () => {
    const display = new BroadcastChannel(DISPLAY_CHANNEL);
    const shown: DisplayState[] = [];
    display.onmessage = (e: MessageEvent<{ type: string; state: DisplayState }>) => {
      if (e.data.type === 'state') shown.push(e.data.state);
    };
    const sent: PaymentPart[][] = [];
    const user = userEvent.setup();
    render(<Till payload={SHOP} sent={sent} reference={async () => 'INV-T1-000042'} />);
    await user.click(screen.getByRole('button', { name: /LankaQR/ }));
    const dialog = within(await screen.findByRole('dialog'));
    const code = parseLankaQr(dialog.getByTestId('lankaqr-code').getAttribute('data-payload')!);
    expect(code).toMatchObject({ ok: true, pointOfInitiation: '12', amount: '1250.50', reference: 'INV-T1-000042' });
    expect(dialog.getByTestId('lankaqr-pay-merchant').textContent).toBe('KADE TEST SHOP');
    expect(dialog.getByTestId('lankaqr-reference').textContent).toBe('INV-T1-000042');
    expect(sent).toEqual([]);
    await waitFor(() => expect(shown.at(-1)?.lankaqr?.payload).toBe(dialog.getByTestId('lankaqr-code').getAttribute('data-payload')));
    expect(shown.at(-1)).toMatchObject({ businessId: 7 });

    await user.click(dialog.getByRole('button', { name: 'Paid — confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([[{ method: 'lankaqr', amountCents: 125_050, reference: 'INV-T1-000042' }]]);
    await waitFor(() => expect(shown.at(-1)?.lankaqr).toBeNull());
    display.close();
  });

  it('Cancel takes no payment; shown again, the code keeps its reference', async () => {
    const sent: PaymentPart[][] = [];
    const reference = vi.fn(async () => 'S-ABC123');
    const user = userEvent.setup();
    render(<Till payload={SHOP} sent={sent} reference={reference} />);
    await user.click(screen.getByRole('button', { name: /LankaQR/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: /LankaQR/ }));
    expect(within(await screen.findByRole('dialog')).getByTestId('lankaqr-reference').textContent).toBe('S-ABC123');
    expect(reference).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
  });

  it('without the shop’s LankaQR, takes the typed reference as before', async () => {
    const sent: PaymentPart[][] = [];
    const user = userEvent.setup();
    render(<Till payload={null} sent={sent} reference={async () => 'never'} />);
    await user.type(screen.getByRole('textbox', { name: 'Reference' }), 'QR-88');
    await user.click(screen.getByRole('button', { name: /LankaQR/ }));
    await waitFor(() => expect(sent).toEqual([[{ method: 'lankaqr', amountCents: 125_050, reference: 'QR-88' }]]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['5f0c2a9e-1b2c-4d3e-8f9a-0b1c2d3e4f5a', 'S-5F0C2A9E1B'],
    ['00000000-0000-4000-8000-000000000000', 'S-0000000000'],
  ])('a till without a terminal series refers to the sale by its attempt key: %s → %s', (key, ref) => {
    expect(shortSaleReference(key)).toBe(ref);
  });

  it('prints the same code on the paired receipt printer; with none paired there is no Print code', async () => {
    const jobs: DirectPrintJob[] = [];
    registerDirectPrinter(
      async (_businessId, _language, job) => {
        jobs.push(job);
        return true;
      },
      (businessId) => businessId === 7,
    );
    const user = userEvent.setup();
    render(<Till payload={SHOP} sent={[]} reference={async () => 'INV-T1-000042'} />);
    await user.click(screen.getByRole('button', { name: /LankaQR/ }));
    const dialog = await screen.findByRole('dialog');
    const shown = within(dialog).getByTestId('lankaqr-code').getAttribute('data-payload');
    await user.click(within(dialog).getByRole('button', { name: 'Print code' }));
    await waitFor(() => expect(jobs).toHaveLength(1));
    expect(jobs[0]).toEqual({
      kind: 'lankaqr',
      slip: { shopName: 'Demo Stores', merchant: 'KADE TEST SHOP', payload: shown, amountCents: 125_050, reference: 'INV-T1-000042' },
    });

    cleanup();
    registerDirectPrinter(
      async () => true,
      () => false,
    );
    render(<Till payload={SHOP} sent={[]} reference={async () => 'INV-T1-000043'} />);
    await user.click(screen.getByRole('button', { name: /LankaQR/ }));
    expect(within(await screen.findByRole('dialog')).queryByRole('button', { name: 'Print code' })).toBeNull();
  });
});
