import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Cheque } from '#shared/contracts/cheques';
import i18n from '#client/lib/i18n';
import { ChequesTable } from './cheques-table';

beforeAll(async () => {
  await i18n.loadNamespaces('cheques');
});
afterEach(cleanup);

const cheque = (over: Partial<Cheque>): Cheque => ({
  id: 1,
  saleId: 7,
  invoiceNumber: 'INV-000007',
  customerId: 3,
  customerName: 'Nimal Perera',
  bank: 'HNB',
  chequeNumber: '777001',
  chequeDate: '2026-12-01',
  amount: 500,
  status: 'pending',
  receivedAt: '2026-11-24T05:00:00.000Z',
  statusChangedAt: null,
  nextStatuses: ['deposited', 'bounced'],
  ...over,
});

describe('ChequesTable', () => {
  it('offers the changes each cheque may take next, and none once it is final', async () => {
    const onAction = vi.fn();
    const cheques = [
      cheque({}),
      cheque({ id: 2, chequeNumber: '777002', status: 'deposited', nextStatuses: ['cleared', 'bounced'] }),
      cheque({ id: 3, chequeNumber: '777003', status: 'bounced', nextStatuses: [], customerName: null, invoiceNumber: null }),
    ];
    render(<ChequesTable cheques={cheques} onAction={onAction} />);
    const pending = screen.getByTestId('cheque-row-777001');
    expect(within(pending).getByTestId('cheque-status').textContent).toBe('Pending');
    expect(
      within(pending)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Deposit', 'Bounced']);
    expect(
      within(screen.getByTestId('cheque-row-777002'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cleared', 'Bounced']);
    const bounced = screen.getByTestId('cheque-row-777003');
    expect(within(bounced).queryAllByRole('button')).toHaveLength(0);
    expect(bounced.textContent).toContain('Unknown drawer');

    await userEvent.click(screen.getByRole('button', { name: 'Mark cheque 777002 cleared' }));
    expect(onAction).toHaveBeenCalledWith({ cheque: cheques[1], status: 'cleared' });
  });
});
