import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ProductInput } from '#shared/contracts/catalog';
import { nameInput } from '#shared/contracts/common';
import { messageRef, unregisteredCodes } from '#shared/messages';
import { AppError, invalidFields } from '../lib/app-error';
import { frameworkErrors, registerErrorHandler } from './error-handler';

// The error handler answers an AppError with its code's status from the one table
// (src/shared/errors.ts) and the registry's English text, and every other error with a registered code.
let app: FastifyInstance;
const throws: Record<string, () => unknown> = {
  sku: () => new AppError('SKU_TAKEN'),
  product: () => new AppError('PRODUCT_NOT_FOUND'),
  stock: () => new AppError('INSUFFICIENT_STOCK_FOR', { params: { name: 'Milo tin' } }),
  pending: () => new AppError('BUSINESS_NOT_ACTIVE_pending'),
  shift: () => new AppError('SHIFT_ALREADY_OPEN'),
  field: () => new AppError('AMOUNT_ABOVE_DEBT', { field: 'amount' }),
  fields: () =>
    AppError.fields({
      'lines.0.quantity': { key: 'ADJUSTMENT_WHOLE_UNITS', params: { name: 'Soap' } },
      'lines.1.quantity': { key: 'ADJUSTMENT_ZERO' },
    }),
  limited: () => new AppError('RATE_LIMITED', { headers: { 'Retry-After': '30' } }),
  schemaText: () => {
    const parsed = z
      .object({ phone: nameInput('Phone number', 40), note: z.string().refine(() => false, 'Phone number is required') })
      .safeParse({ note: '' });
    return invalidFields(parsed.error!.issues);
  },
  range: () => new RangeError('too big'),
  crash: () => new Error('internal detail'),
};

beforeAll(async () => {
  app = Fastify({ frameworkErrors }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, { serveSpa: false });
  app.get('/throw/:what', async (req) => {
    throw throws[(req.params as { what: string }).what]();
  });
  app.post('/products', { schema: { body: z.object({ name: nameInput('Product name', 10) }) } }, async () => ({}));
  app.post('/contract', { schema: { body: ProductInput } }, async () => ({}));
  await app.ready();
});
afterAll(async () => app.close());

describe('the error handler', () => {
  it.each([
    ['sku', 409, { message: 'A product with this SKU already exists', code: 'SKU_TAKEN' }],
    ['product', 404, { message: 'Product not found', code: 'PRODUCT_NOT_FOUND' }],
    ['stock', 409, { message: 'Insufficient stock for Milo tin', code: 'INSUFFICIENT_STOCK_FOR', params: { name: 'Milo tin' } }],
    [
      'pending',
      403,
      {
        message: 'Your business is pending approval. Modules will be activated once payment is verified.',
        code: 'BUSINESS_NOT_ACTIVE',
        params: { context: 'pending' },
      },
    ],
    ['shift', 409, { message: 'You already have an open shift. Close it before opening another.', code: 'SHIFT_ALREADY_OPEN' }],
    [
      'field',
      400,
      {
        message: 'Amount cannot exceed outstanding debt',
        code: 'AMOUNT_ABOVE_DEBT',
        fieldErrors: { amount: ['Amount cannot exceed outstanding debt'] },
        fieldCodes: { amount: [{ code: 'AMOUNT_ABOVE_DEBT' }] },
      },
    ],
    [
      'fields',
      400,
      {
        message: 'Soap is counted in whole units',
        code: 'ADJUSTMENT_WHOLE_UNITS',
        params: { name: 'Soap' },
        fieldErrors: { 'lines.0.quantity': ['Soap is counted in whole units'], 'lines.1.quantity': ['Enter a quantity other than zero'] },
        fieldCodes: {
          'lines.0.quantity': [{ code: 'ADJUSTMENT_WHOLE_UNITS', params: { name: 'Soap' } }],
          'lines.1.quantity': [{ code: 'ADJUSTMENT_ZERO' }],
        },
      },
    ],
    ['limited', 429, { code: 'RATE_LIMITED' }],
    ['range', 400, { message: 'The numbers are too large to compute exactly', code: 'NUMBERS_TOO_LARGE' }],
    ['crash', 500, { message: 'Internal server error', code: 'INTERNAL' }],
  ])('%s: %i with its specific code', async (what, status, body) => {
    const res = await app.inject({ method: 'GET', url: `/throw/${what}` });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject(body);
    expect(unregisteredCodes(res.json())).toEqual([]);
  });

  it('gives zod validation errors their codes, field by field, with the label as a param', async () => {
    const res = await app.inject({ method: 'POST', url: '/products', payload: { name: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Product name is required',
      code: 'FIELD_REQUIRED',
      params: { label: 'Product name' },
      fieldErrors: { name: ['Product name is required'] },
      fieldCodes: { name: [{ code: 'FIELD_REQUIRED', params: { label: 'Product name' } }] },
    });
  });

  it("answers a contract's field codes from its issues, the same as the registry gives their texts", async () => {
    const bodies = [
      {},
      { name: 7, sellingPrice: 'Rs. 1', stock: -1, vatRate: 101, mrp: '1,0' },
      { name: 'x'.repeat(300), sellingPrice: 1e12 },
    ];
    for (const payload of bodies) {
      const res = await app.inject({ method: 'POST', url: '/contract', payload });
      expect(res.statusCode).toBe(400);
      const body = res.json() as { fieldErrors: Record<string, string[]>; fieldCodes: Record<string, unknown[]> };
      const fromText = Object.fromEntries(Object.entries(body.fieldErrors).map(([f, ms]) => [f, ms.map((m) => messageRef(m))]));
      expect(body.fieldCodes).toEqual(fromText);
      expect(unregisteredCodes(body)).toEqual([]);
    }
  });

  it("registers Fastify's own refusals: unknown routes, bad JSON, long parameters", async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/nothing?x=1' });
    expect(missing.json()).toEqual({
      message: 'Route GET /api/nothing not found',
      code: 'ROUTE_NOT_FOUND',
      params: { method: 'GET', path: '/api/nothing' },
    });
    const json = await app.inject({
      method: 'POST',
      url: '/products',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe('INVALID_JSON');
    const long = await app.inject({ method: 'GET', url: `/throw/${'x'.repeat(200)}` });
    expect(long.statusCode).toBe(414);
    expect(unregisteredCodes(long.json())).toEqual([]);
  });

  it('sends the headers an error carries (Retry-After on a 429)', async () => {
    const res = await app.inject({ method: 'GET', url: '/throw/limited' });
    expect(res.headers['retry-after']).toBe('30');
  });

  it("answers the codes a schema's issues carry, never by their text: a plain text is INVALID_VALUE", async () => {
    const res = await app.inject({ method: 'GET', url: '/throw/schemaText' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Phone number is required',
      fieldCodes: { phone: [{ code: 'FIELD_REQUIRED', params: { label: 'Phone number' } }], note: [{ code: 'INVALID_VALUE' }] },
    });
    // The route matrix and the fuzzer fail on such a body.
    expect(unregisteredCodes(res.json())).toEqual(['note: "Phone number is required" carries no code']);
  });
});
