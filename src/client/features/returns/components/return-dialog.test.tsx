import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '#client/lib/i18n';
import { SALE } from '../lib/return-fixtures';
import { ReturnDialog } from './return-dialog';

type Call = { url: string; method: string; key: string | null; body: unknown };
let calls: Call[];
let answers: ((url: string) => Response)[];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeAll(async () => {
  await i18n.loadNamespaces(['returns', 'pos']);
});
beforeEach(() => {
  calls = [];
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({
        url,
        method: init.method ?? 'GET',
        key: new Headers(init.headers).get('Idempotency-Key'),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      const answer = answers.shift();
      if (!answer) throw new Error(`unexpected request ${url}`);
      return answer(url);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(onReturned = vi.fn()) {
  const qc = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <ReturnDialog businessId={3} sale={SALE} onClose={() => undefined} onReturned={onReturned} />
    </QueryClientProvider>,
  );
  return onReturned;
}

describe('ReturnDialog', () => {
  it('previews the refund as the server computes it, line by line, and refuses what cannot come back', async () => {
    open();
    const user = userEvent.setup();
    expect(screen.getByText('Sold 3 · returned 1 · returnable 2')).toBeTruthy();
    await user.type(screen.getByLabelText('Quantity to return of Clay Mug'), '1');
    // The second mug of three at 1,000.00: 666.67 − 333.33.
    expect(screen.getByTestId('return-total').textContent).toBe('LKR 333.34');
    await user.type(screen.getByLabelText('Quantity to return of Red Dhal'), '0.25');
    expect(screen.getByTestId('return-total').textContent).toBe('LKR 433.34');
    expect(screen.getByRole('button', { name: 'Refund LKR 433.34' })).toBeTruthy();

    await user.clear(screen.getByLabelText('Quantity to return of Clay Mug'));
    await user.type(screen.getByLabelText('Quantity to return of Clay Mug'), '3');
    expect(screen.getByText('More than is left to return')).toBeTruthy();
    expect((screen.getByRole('button', { name: /^Refund LKR/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('damaged goods default to not restocked; credit is offered only with a customer or a credit sale', async () => {
    open();
    const user = userEvent.setup();
    const restock = screen.getByRole('switch', { name: 'Put Red Dhal back on the shelf' });
    expect(restock.getAttribute('aria-checked')).toBe('true');
    await user.selectOptions(screen.getByLabelText('Reason for returning Red Dhal'), 'damaged');
    expect(restock.getAttribute('aria-checked')).toBe('false');
    const methods = [...(screen.getByLabelText('Refund method 1') as HTMLSelectElement).options].map((o) => o.value);
    expect(methods).toEqual(['cash', 'card', 'lankaqr', 'bank_transfer']);
  });

  it('asks a manager’s PIN on 403 RETURN_APPROVAL_REQUIRED and sends again under the same Idempotency-Key', async () => {
    const onReturned = open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Quantity to return of Clay Mug'), '1');
    answers.push(() => json(403, { code: 'RETURN_APPROVAL_REQUIRED', message: 'A manager must approve this return' }));
    answers.push(() => json(200, [{ id: '7c7a1d1e-4a8e-4a43-9f3d-1c2b3a4d5e6f', name: 'Nimal Admin' }]));
    await user.click(screen.getByRole('button', { name: 'Refund LKR 333.34' }));
    const pin = await screen.findByLabelText('PIN');
    answers.push(() => json(200, { approverId: '7c7a1d1e-4a8e-4a43-9f3d-1c2b3a4d5e6f', approverName: 'Nimal Admin' }));
    answers.push(() => json(201, { id: 5, creditNoteNumber: 'CN-000005', totalAmount: 333.34 }));
    await user.type(pin, '2468');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(onReturned).toHaveBeenCalledWith(expect.objectContaining({ creditNoteNumber: 'CN-000005' })));

    const posts = calls.filter((c) => c.url.endsWith('/sales/9/returns'));
    expect(posts).toHaveLength(2);
    expect(posts[0]!.key).toBeTruthy();
    expect(posts[1]!.key).toBe(posts[0]!.key);
    expect(posts[0]!.body).toEqual({
      lines: [{ saleItemId: 11, quantity: 1, restock: true, reason: 'changed_mind' }],
      refund: [{ method: 'cash', amount: 333.34 }],
    });
    expect(posts[1]!.body).toMatchObject({ approval: { userId: '7c7a1d1e-4a8e-4a43-9f3d-1c2b3a4d5e6f', pin: '2468' } });
  });
});
