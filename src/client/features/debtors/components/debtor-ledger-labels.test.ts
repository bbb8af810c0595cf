import { beforeAll, describe, expect, it } from 'vitest';
import type { DebtorCredit, DebtorInvoice } from '#shared/contracts/debtors';
import i18n from '#client/lib/i18n';
import { creditLabel, invoiceLabel } from './debtor-ledger-dialog';

beforeAll(async () => {
  await i18n.loadNamespaces('debtors');
});

describe("the debtor statement's charge labels", () => {
  const t = i18n.getFixedT('en', 'debtors');
  const invoice = (over: Partial<DebtorInvoice>): DebtorInvoice => ({
    entryId: 1,
    saleId: 7,
    invoiceNumber: 'INV-000007',
    date: '2026-11-24T05:00:00.000Z',
    amount: 1357,
    paid: 0,
    outstanding: 1357,
    status: 'pending',
    notes: null,
    saleTotal: 1357,
    cheque: null,
    ...over,
  });
  it.each([
    ['a credit sale', invoice({}), 'INV-000007'],
    ['the credit part of a split sale', invoice({ amount: 500 }), 'INV-000007 (part on credit: LKR 500.00 of LKR 1,357.00)'],
    [
      'a bounced cheque of a sale',
      invoice({ amount: 500, cheque: { id: 4, number: '777001', bank: 'HNB' } }),
      'Bounced cheque 777001 (HNB) for INV-000007',
    ],
    [
      'a bounced cheque without a sale',
      invoice({ saleId: null, invoiceNumber: null, saleTotal: null, cheque: { id: 4, number: '9', bank: 'BOC' } }),
      'Bounced cheque 9 (BOC)',
    ],
    ['a manual debt', invoice({ saleId: null, invoiceNumber: null, saleTotal: null }), 'Manual debt'],
  ])('%s', (_label, inv, text) => {
    expect(invoiceLabel(inv, t)).toBe(text);
  });
});

describe("the debtor statement's credit labels", () => {
  const t = i18n.getFixedT('en', 'debtors');
  const credit = (over: Partial<DebtorCredit>): DebtorCredit => ({
    id: 1,
    amount: 1000,
    date: '2026-11-24T05:00:00.000Z',
    notes: null,
    returnId: 3,
    kind: 'return',
    creditNoteNumber: 'CN-000003',
    invoiceNumber: 'INV-000007',
    ...over,
  });
  it.each([
    ['a return off the debt', credit({}), 'Return CN-000003 of INV-000007'],
    ['a void', credit({ kind: 'void', creditNoteNumber: null }), 'Void of INV-000007'],
    ['an adjustment', credit({ returnId: null, kind: null, creditNoteNumber: null, invoiceNumber: null }), 'Debt reduced'],
  ])('%s', (_label, c, text) => {
    expect(creditLabel(c, t)).toBe(text);
  });
});
