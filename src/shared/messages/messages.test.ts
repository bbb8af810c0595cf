import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHEQUE_MESSAGES } from '../contracts/cheques';
import { IDEMPOTENCY_MESSAGES } from '../contracts/idempotency';
import { PARKED_SALE_MESSAGES } from '../contracts/parked-sales-paths';
import { GRN_INPUT_VAT_MESSAGES } from '../contracts/procurement';
import { RETURN_MESSAGES } from '../contracts/returns-paths';
import { SALE_MESSAGES } from '../contracts/sales-paths';
import { PRODUCT_MESSAGES } from '../contracts/catalog';
import { SHIFT_MESSAGES } from '../contracts/shift-paths';
import { STOCK_MESSAGES } from '../contracts/stock-paths';
import { TAX_INPUT_VAT_MESSAGES } from '../contracts/tax';
import { TAX_INVOICE_MESSAGES } from '../contracts/tax-invoice-paths';
import { ACCOUNT_MESSAGES } from './accounts';
import { ADJUSTMENT_MESSAGES } from './adjustments';
import { BUSINESS_MESSAGES } from './business';
import { CUSTOMER_MESSAGES } from './customers';
import { GENERAL_MESSAGES } from './general';
import { MESSAGING_MESSAGES } from './messaging';
import { CREDITOR_ERROR_MESSAGES } from './creditors';
import { REMINDER_MESSAGES } from './reminders';
import { IMPORT_ERROR_MESSAGES } from './imports';
import { LANKAQR_MESSAGES } from './lankaqr';
import { OFFLINE_SHIFT_MESSAGES } from './offline-shifts';
import { PRODUCT_IMAGE_MESSAGES } from './product-images';
import { SCALE_MESSAGES } from './scale';
import { SUPPLIER_RETURN_MESSAGES } from './supplier-returns';
import { MESSAGES, MESSAGE_CODES, messageRef, render, splitKey, TERMS } from './index';
import { SALE_MESSAGES as SALE_REGISTRY } from './sales';
import { STOCK_MESSAGES as STOCK_REGISTRY } from './stock';
import { ZOD_MESSAGES } from './zod';

const catalogue = (lang: string) =>
  JSON.parse(readFileSync(join(__dirname, '../../client/locales', lang, 'errors.json'), 'utf8')) as Record<string, unknown>;
const vars = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);

describe('the message registry', () => {
  it('has each key once, and each English text once', () => {
    const parts = [
      GENERAL_MESSAGES,
      ACCOUNT_MESSAGES,
      SALE_REGISTRY,
      CUSTOMER_MESSAGES,
      STOCK_REGISTRY,
      BUSINESS_MESSAGES,
      ZOD_MESSAGES,
      OFFLINE_SHIFT_MESSAGES,
      LANKAQR_MESSAGES,
      SCALE_MESSAGES,
      PRODUCT_IMAGE_MESSAGES,
      ADJUSTMENT_MESSAGES,
      IMPORT_ERROR_MESSAGES,
      MESSAGING_MESSAGES,
      CREDITOR_ERROR_MESSAGES,
      REMINDER_MESSAGES,
      SUPPLIER_RETURN_MESSAGES,
    ];
    expect(parts.reduce((n, p) => n + Object.keys(p).length, 0)).toBe(Object.keys(MESSAGES).length);
    const texts = Object.values(MESSAGES);
    expect(texts.filter((t, i) => texts.indexOf(t) !== i)).toEqual([]);
    const terms = Object.values(TERMS);
    expect(terms.filter((t, i) => terms.indexOf(t) !== i)).toEqual([]);
  });

  it.each(['en', 'si', 'ta'])('the %s errors catalogue has every code and term, and English says exactly the message', (lang) => {
    const cat = catalogue(lang);
    const terms = cat.terms as Record<string, string>;
    expect(Object.keys(MESSAGES).filter((k) => typeof cat[k] !== 'string')).toEqual([]);
    expect(Object.keys(TERMS).filter((k) => typeof terms?.[k] !== 'string')).toEqual([]);
    if (lang !== 'en') return;
    expect(Object.entries(MESSAGES).filter(([k, text]) => cat[k] !== text)).toEqual([]);
    expect(Object.entries(TERMS).filter(([k, text]) => terms[k] !== text)).toEqual([]);
    expect(Object.keys(cat).filter((k) => k !== 'terms' && !(k in MESSAGES))).toEqual([]);
  });

  it('finds every message back from its English text (no template hides another)', () => {
    const wrong = Object.entries(MESSAGES).filter(([key, text]) => {
      const params = Object.fromEntries(vars(text).map((v, i) => [v, `v${i}x`]));
      const ref = messageRef(render(text, params));
      const { code, context } = splitKey(key);
      const want = { ...params, ...(context ? { context } : {}) };
      return ref?.code !== code || JSON.stringify(ref.params ?? {}) !== JSON.stringify(want);
    });
    expect(wrong.map(([k]) => k)).toEqual([]);
  });

  it('gives the kept specific codes their own names', () => {
    for (const code of [
      'SHIFT_ALREADY_OPEN',
      'SHIFT_CLOSED',
      'DISCOUNT_APPROVAL_REQUIRED',
      'RETURN_APPROVAL_REQUIRED',
      'VOID_APPROVAL_REQUIRED',
      'RETURN_EXCEEDS_SOLD',
      'IDEMPOTENCY_KEY_REUSED',
      'MODULE_NOT_SUBSCRIBED',
      'BUSINESS_SUSPENDED',
      'BUSINESS_NOT_ACTIVE',
      'ACCOUNT_DEACTIVATED',
      'NO_BUSINESS',
      'VAT_NOT_REGISTERED',
      'ABOVE_MRP',
      'TOO_MANY_ATTEMPTS',
      'RATE_LIMITED',
      'SERVICE_UNAVAILABLE',
      'DATABASE_BUSY',
      'DATABASE_UNAVAILABLE',
      'INTERNAL',
    ])
      expect(MESSAGE_CODES.has(code), code).toBe(true);
  });

  it('reads variables and contexts out of a message', () => {
    expect(messageRef('Insufficient stock for Milo 400g')).toEqual({ code: 'INSUFFICIENT_STOCK_FOR', params: { name: 'Milo 400g' } });
    expect(messageRef('Selling price must be at most LKR 10,000,000.00')).toEqual({
      code: 'FIELD_TOO_LARGE',
      params: { label: 'Selling price', max: '10,000,000.00', context: 'money' },
    });
    expect(messageRef('Your business is pending approval. Modules will be activated once payment is verified.')).toEqual({
      code: 'BUSINESS_NOT_ACTIVE',
      params: { context: 'pending' },
    });
    expect(messageRef('Product not found')).toEqual({ code: 'PRODUCT_NOT_FOUND' });
    expect(messageRef('Something nobody registered')).toBeUndefined();
  });

  it("registers the contracts' message constants", () => {
    const texts = [
      ...Object.values(CHEQUE_MESSAGES),
      ...Object.values(IDEMPOTENCY_MESSAGES),
      ...Object.values(PARKED_SALE_MESSAGES),
      ...Object.values(GRN_INPUT_VAT_MESSAGES),
      ...Object.values(RETURN_MESSAGES),
      ...Object.values(SALE_MESSAGES),
      ...Object.values(PRODUCT_MESSAGES),
      ...Object.values(SHIFT_MESSAGES),
      ...Object.values(STOCK_MESSAGES),
      ...Object.values(TAX_INPUT_VAT_MESSAGES),
      ...Object.values(TAX_INVOICE_MESSAGES).map((m) => (typeof m === 'function' ? m('TI-000001') : m)),
    ];
    expect(texts.filter((t) => !messageRef(t))).toEqual([]);
  });
});
