import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReceiptLanguage } from '#shared/locales';
import i18n, { i18nReady } from '#client/lib/i18n';
import { queryKeys } from '#client/lib/query-keys';
import { ReceiptDialog } from './receipt-dialog';
import { business, sale } from './receipt-test-fixtures';

// The receipt prints in the shop's receipt language (Settings), while the dialog around it stays in
// the screen's: the Sinhala catalogue is fetched for the document alone.
beforeAll(async () => {
  // No server: the signed-in user (and so the tax profile) is unknown, the receipt prints without it.
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'Unauthorized' }), { status: 401 }));
  await i18nReady;
  await i18n.loadNamespaces('pos');
});
afterEach(cleanup);

async function open(receiptLanguage: ReceiptLanguage) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.settings, { receiptLanguage });
  render(
    <QueryClientProvider client={client}>
      <ReceiptDialog sale={sale({ customerName: 'Kamala' })} business={business} onClose={() => {}} />
    </QueryClientProvider>,
  );
  return (await screen.findAllByTestId('receipt-total'))[0];
}

const si = async (key: string) => {
  await i18n.loadLanguages('si');
  await i18n.reloadResources(['si'], ['pos']);
  return i18n.getFixedT('si', 'pos')(key);
};

describe('ReceiptDialog in the receipt language', () => {
  it('prints Sinhala labels and රු. while the dialog stays English', async () => {
    const total = await open('si');
    expect(i18n.language).toBe('en');
    expect(screen.getByRole('button', { name: /print/i }).hasAttribute('disabled')).toBe(false);
    const paper = screen.getByTestId('receipt');
    expect(paper.textContent).toContain(await si('receipt.invoice'));
    expect(total.textContent).toContain(await si('total'));
    expect(total.textContent).toContain('රු. 64.90');
    expect(paper.querySelector('[lang]')?.getAttribute('lang')).toBe('si');
  });

  it('prints "English / සිංහල" labels for English + Sinhala, English money', async () => {
    const total = await open('en+si');
    expect(total.textContent).toContain(`Total / ${await si('total')}`);
    expect(total.textContent).toContain('LKR 64.90');
  });
});
