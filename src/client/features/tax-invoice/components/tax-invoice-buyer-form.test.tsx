import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TaxInvoiceInput } from '#shared/contracts/tax-invoice';
import { ApiError } from '#client/lib/api';
import i18n from '#client/lib/i18n';
import { TaxInvoiceBuyerForm } from './tax-invoice-buyer-form';

beforeAll(async () => {
  await i18n.loadNamespaces('sales');
});
afterEach(cleanup);

async function fill(fields: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(fields)) await user.type(screen.getByLabelText(label), value);
  await user.click(screen.getByRole('button', { name: 'Issue tax invoice' }));
}

describe('TaxInvoiceBuyerForm', () => {
  it('checks the buyer with the server’s schema before sending anything', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<TaxInvoiceBuyerForm onSubmit={onSubmit} />);
    await fill({ 'Buyer TIN or VAT number': 'TIN 12', 'Buyer phone': 'call me' });
    expect(await screen.findByText('Buyer name is required')).toBeTruthy();
    expect(screen.getByText('Buyer address is required')).toBeTruthy();
    expect(screen.getByText('Enter the TIN or VAT number in digits, like 134567890 or 134567890-7000')).toBeTruthy();
    expect(screen.getByText('Phone number is not valid')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('requires the buyer’s phone: a particular the tax invoice must carry', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<TaxInvoiceBuyerForm onSubmit={onSubmit} />);
    await fill({ 'Buyer name': 'Ceylon Traders', 'Buyer address': 'Colombo 03', 'Buyer TIN or VAT number': '134567890' });
    expect(await screen.findByText('Buyer phone is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the cleaned input, and shows the server’s field errors and message when it refuses', async () => {
    const onSubmit = vi.fn(async (input: TaxInvoiceInput) => {
      void input;
      throw new ApiError(409, 'Tax invoice TI-000001 was already issued for this sale', {
        message: 'Tax invoice TI-000001 was already issued for this sale',
        fieldErrors: { buyerTin: ['Not a registered TIN'] },
      });
    });
    render(<TaxInvoiceBuyerForm onSubmit={onSubmit} />);
    await fill({
      'Buyer name': '  Ceylon Traders  ',
      'Buyer address': '45 Galle Road, Colombo 03',
      'Buyer TIN or VAT number': '134 567 890-7000',
      'Buyer phone': '0112 345 678',
    });
    expect(onSubmit).toHaveBeenCalledWith({
      buyerName: 'Ceylon Traders',
      buyerAddress: '45 Galle Road, Colombo 03',
      buyerPhone: '0112 345 678',
      buyerTin: '134567890-7000',
    });
    expect(await screen.findByText('Tax invoice TI-000001 was already issued for this sale')).toBeTruthy();
    expect(screen.getByText('Not a registered TIN')).toBeTruthy();
  });
});
