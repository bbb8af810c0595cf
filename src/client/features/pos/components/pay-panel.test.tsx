import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Sale } from '#shared/contracts/sales';
import i18n from '#client/lib/i18n';
import { useTillKeys } from '../lib/pay-keys';
import type { PaymentPart } from '../lib/payments';
import type { Approval } from '../lib/sale-body';
import type { CheckoutResult } from '../checkout/use-checkout';
import { usePayFlow } from '../lib/use-pay-flow';
import { PayPanel } from './pay-panel';

type Sent = { parts: PaymentPart[]; approval: Approval | undefined };

/** The pay panel on its flow and the till's keys, with a checkout that records what it would send. */
function Till({
  totalCents,
  sent,
  needsApproval = false,
  answer = () => ({ ok: true, sale: {} as Sale }),
}: {
  totalCents: number;
  sent: Sent[];
  needsApproval?: boolean;
  answer?: () => CheckoutResult;
}) {
  const [parts, setParts] = useState<PaymentPart[]>([]);
  const [refused, setRefused] = useState('');
  const pay = usePayFlow({
    totalCents,
    parts,
    setParts,
    blocked: () => false,
    needsApproval,
    checkout: async (p, approval) => {
      sent.push({ parts: p, approval });
      const r = answer();
      if (r.ok) setParts([]);
      return r;
    },
    onRefused: setRefused,
  });
  useTillKeys((a) => a.kind === 'method' && pay.press(a.method), true);
  return (
    <>
      <PayPanel
        totalCents={totalCents}
        parts={parts}
        entry={pay.entry}
        onEntry={pay.setEntry}
        reference={pay.reference}
        onReference={pay.setReference}
        busy={false}
        onMethod={pay.press}
        onRemovePart={pay.removePart}
      />
      <output data-testid="refused">{refused}</output>
      {pay.approvalAsked && (
        <button type="button" onClick={() => pay.approved({ userId: 'admin-1', pin: '2468' })}>
          approve
        </button>
      )}
      {pay.approvalAsked && <output data-testid="approval-why">{pay.approvalDescription}</output>}
      {pay.credit && (
        <button type="button" onClick={() => pay.creditDone({ name: 'Kamal Perera', phone: '0771234567', email: '', address: '' })}>
          credit details
        </button>
      )}
      {pay.cheque && (
        <button type="button" onClick={() => pay.chequeDone({ number: '000123', bank: 'BOC', date: '2027-01-31' }, undefined)}>
          cheque details
        </button>
      )}
    </>
  );
}

const entry = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount tendered' });

beforeAll(async () => {
  await i18n.loadNamespaces('pos');
});
afterEach(cleanup);

describe('the pay panel', () => {
  it('a 5,000 note on 1,357.00 shows 3,643.00 change in large type and Enter sends cash with the notes tendered', async () => {
    const user = userEvent.setup();
    const sent: Sent[] = [];
    render(<Till totalCents={135700} sent={sent} />);
    await user.click(screen.getByRole('button', { name: 'Add 5,000.00' }));
    expect(entry().value).toBe('5000');
    expect(screen.getByTestId('change-due').textContent).toBe('LKR 3,643.00');
    await user.type(entry(), '{Enter}');
    expect(sent).toEqual([{ parts: [{ method: 'cash', amountCents: 135700, tenderedCents: 500000 }], approval: undefined }]);
    expect(entry().value).toBe('');
  });

  it('quick notes add up; Exact is the amount due; Escape clears the entry', async () => {
    const user = userEvent.setup();
    render(<Till totalCents={245050} sent={[]} />);
    await user.click(screen.getByRole('button', { name: 'Add 1,000.00' }));
    await user.click(screen.getByRole('button', { name: 'Add 1,000.00' }));
    await user.click(screen.getByRole('button', { name: 'Add 500.00' }));
    expect(entry().value).toBe('2500');
    expect(screen.getByTestId('change-due').textContent).toBe('LKR 49.50');
    await user.type(entry(), '{Escape}');
    expect(entry().value).toBe('');
    expect(screen.queryByTestId('change-due')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Exact' }));
    expect(entry().value).toBe('2450.5');
  });

  it('split: F1 with 1,000 typed takes a cash part, the rest stays due, F2 pays the rest by card with its reference', async () => {
    const user = userEvent.setup();
    const sent: Sent[] = [];
    render(<Till totalCents={300000} sent={sent} />);
    await user.type(entry(), '1,000');
    await user.keyboard('{F1}');
    expect(screen.getAllByTestId('pay-part')).toHaveLength(1);
    expect(screen.getByTestId('pay-due').textContent).toBe('LKR 2,000.00');
    expect(sent).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Reference' }), 'AUTH-7');
    await user.keyboard('{F2}');
    expect(sent).toEqual([
      {
        parts: [
          { method: 'cash', amountCents: 100000 },
          { method: 'card', amountCents: 200000, reference: 'AUTH-7' },
        ],
        approval: undefined,
      },
    ]);
  });

  it('a part can be removed, and the amount due comes back', async () => {
    const user = userEvent.setup();
    render(<Till totalCents={300000} sent={[]} />);
    await user.type(entry(), '500');
    await user.click(screen.getByRole('button', { name: 'LankaQR' }));
    expect(screen.getByTestId('pay-due').textContent).toBe('LKR 2,500.00');
    await user.click(screen.getByRole('button', { name: 'Remove the LankaQR payment of LKR 500.00' }));
    expect(screen.queryByTestId('pay-part')).toBeNull();
  });

  it('refuses a card for more than due, and says why', async () => {
    const user = userEvent.setup();
    const sent: Sent[] = [];
    render(<Till totalCents={100000} sent={sent} />);
    await user.type(entry(), '1500');
    await user.click(within(screen.getByRole('group', { name: 'Payment' })).getByRole('button', { name: 'Card' }));
    expect(sent).toEqual([]);
    expect(screen.getByTestId('refused').textContent).toBe('moreThanDue');
  });

  it('a cheque asks its details first; a discount above the limit asks a manager before any payment, and the approval goes with the sale', async () => {
    const user = userEvent.setup();
    const sent: Sent[] = [];
    render(<Till totalCents={100000} sent={sent} needsApproval />);
    await user.keyboard('{F4}');
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'approve' }));
    await user.click(screen.getByRole('button', { name: 'cheque details' }));
    expect(sent).toEqual([
      {
        parts: [{ method: 'cheque', amountCents: 100000, cheque: { number: '000123', bank: 'BOC', date: '2027-01-31' } }],
        approval: { userId: 'admin-1', pin: '2468' },
      },
    ]);
  });

  it('the server asking for a manager (403) asks for one, then the same payment is sent again with the approval', async () => {
    const user = userEvent.setup();
    const sent: Sent[] = [];
    const answers: CheckoutResult[] = [
      {
        ok: false,
        failure: { kind: 'rejected', status: 403, code: 'DISCOUNT_APPROVAL_REQUIRED', message: 'A manager must approve this discount' },
      },
      { ok: true, sale: {} as Sale },
    ];
    render(<Till totalCents={50000} sent={sent} answer={() => answers.shift()!} />);
    await user.click(screen.getByRole('button', { name: 'Cash' }));
    await user.click(screen.getByRole('button', { name: 'approve' }));
    expect(sent.map((s) => s.approval)).toEqual([undefined, { userId: 'admin-1', pin: '2468' }]);
    expect(sent[1]!.parts).toEqual(sent[0]!.parts);
  });

  it('credit over the customer’s limit (403): the PIN is asked with the server’s reason, then the same credit part is sent with the approval', async () => {
    const user = userEvent.setup();
    const sent: Sent[] = [];
    const why =
      'Kamal Perera may owe at most LKR 5,000.00 and owes LKR 4,200.00; this sale would make it LKR 6,100.00 — an admin must approve';
    const answers: CheckoutResult[] = [
      { ok: false, failure: { kind: 'rejected', status: 403, code: 'CREDIT_LIMIT_APPROVAL_REQUIRED', message: why } },
      { ok: true, sale: {} as Sale },
    ];
    render(<Till totalCents={190000} sent={sent} answer={() => answers.shift()!} />);
    await user.click(screen.getByRole('button', { name: 'Credit' }));
    await user.click(screen.getByRole('button', { name: 'credit details' }));
    expect(screen.getByTestId('approval-why').textContent).toBe(why);
    await user.click(screen.getByRole('button', { name: 'approve' }));
    expect(sent.map((s) => s.approval)).toEqual([undefined, { userId: 'admin-1', pin: '2468' }]);
    expect(sent[1]!.parts).toEqual(sent[0]!.parts);
    expect(sent[1]!.parts[0]).toMatchObject({ method: 'credit', debtor: { name: 'Kamal Perera', phone: '0771234567' } });
    expect(screen.queryByRole('button', { name: 'credit details' })).toBeNull();
  });

  it('F-keys do nothing while a dialog has the focus', async () => {
    const user = userEvent.setup();
    const sent: Sent[] = [];
    const onKey = vi.fn();
    render(
      <>
        <Till totalCents={1000} sent={sent} />
        <div role="dialog">
          <input aria-label="inside" onKeyDown={onKey} />
        </div>
      </>,
    );
    await user.click(screen.getByRole('textbox', { name: 'inside' }));
    await user.keyboard('{F1}');
    expect(onKey).toHaveBeenCalled();
    expect(sent).toEqual([]);
  });
});
