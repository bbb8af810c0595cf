import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Sale } from '#shared/contracts/sales';
import { TAX_INVOICE_MESSAGES, TAX_INVOICE_PATHS } from '#shared/contracts/tax-invoice-paths';
import { BUSINESS_ID, json, renderScreen, setupScreenTests } from '#client/testing/render-screen';
import { TaxInvoiceDialog } from './tax-invoice-dialog';

setupScreenTests();

const SALE = { id: 41, invoiceNumber: 'INV-000041', totalAmount: 118 } as Sale;
const PATH = TAX_INVOICE_PATHS.taxInvoice(BUSINESS_ID, SALE.id);
const BUYER = {
  buyerName: 'Ceylon Traders',
  buyerAddress: '45 Galle Road, Colombo 03',
  buyerPhone: '0112345678',
  buyerTin: '134567890',
};
const PHONE_REQUIRED = 'Enter the shop’s phone number in Settings before issuing a tax invoice: the invoice prints it';

describe('TaxInvoiceDialog', () => {
  it("a shop without a telephone is told so, with a link to Settings' phone field", async () => {
    const { user, location } = renderScreen(
      <TaxInvoiceDialog businessId={BUSINESS_ID} sale={SALE} onClose={() => undefined} defaultBuyer={BUYER} />,
      {
        routes: {
          [`GET ${PATH}`]: json(404, { code: 'TAX_INVOICE_NOT_FOUND', message: TAX_INVOICE_MESSAGES.notIssued }),
          [`POST ${PATH}`]: json(422, {
            code: 'SHOP_PHONE_REQUIRED',
            message: PHONE_REQUIRED,
            fieldErrors: { phone: [PHONE_REQUIRED] },
          }),
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Issue tax invoice' }));
    expect(await screen.findByText(PHONE_REQUIRED)).toBeTruthy();
    const link = screen.getByRole('link', { name: "Add the shop's phone number in Settings" });
    expect(link.getAttribute('href')).toBe('/settings#settings-phone');
    await user.click(link);
    expect(location()).toBe('/settings');
  });

  it('any other refusal shows its message and no link', async () => {
    const { user } = renderScreen(
      <TaxInvoiceDialog businessId={BUSINESS_ID} sale={SALE} onClose={() => undefined} defaultBuyer={BUYER} />,
      {
        routes: {
          [`GET ${PATH}`]: json(404, { code: 'TAX_INVOICE_NOT_FOUND', message: TAX_INVOICE_MESSAGES.notIssued }),
          [`POST ${PATH}`]: json(422, { code: 'VAT_NOT_REGISTERED', message: 'Only a VAT-registered business can issue a tax invoice' }),
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Issue tax invoice' }));
    expect(await screen.findByText('Only a VAT-registered business can issue a tax invoice')).toBeTruthy();
    expect(screen.queryByTestId('tax-invoice-setup-link')).toBeNull();
  });
});
