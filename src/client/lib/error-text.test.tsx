import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FormField } from '../components/ui/form-field';
import { api, ApiError, serverMessageOf } from './api';
import i18n, { i18nReady } from './i18n';

// A Sinhala reader sees the server's refusals and the forms' messages in Sinhala (docs/i18n.md,
// "Server messages"); English stays the specified words exactly.
async function answer(status: number, body: unknown): Promise<ApiError> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
  const err: unknown = await api.post('/api/x', {}).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof ApiError)) throw new Error('expected an ApiError');
  return err;
}

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('si');
  // Screens that can show an error load the namespace with their texts (app-routes).
  await i18n.loadNamespaces('errors');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
afterAll(async () => {
  await i18n.changeLanguage('en');
});

describe('API errors in Sinhala', () => {
  it('shows the code’s text with its params', async () => {
    const err = await answer(409, {
      message: 'Insufficient stock for Milo 400g',
      code: 'INSUFFICIENT_STOCK_FOR',
      params: { name: 'Milo 400g' },
    });
    expect(err.message).toBe('Milo 400g සඳහා තොගය ප්‍රමාණවත් නැත');
    expect(serverMessageOf(err, 'fallback')).toBe('Milo 400g සඳහා තොගය ප්‍රමාණවත් නැත');
    expect(err.serverMessage).toBe('Insufficient stock for Milo 400g');
  });

  it('translates field errors, their labels and context variants', async () => {
    const err = await answer(400, {
      message: 'Selling price is required',
      code: 'FIELD_REQUIRED',
      params: { label: 'Selling price' },
      fieldErrors: { sellingPrice: ['Selling price is required'], mrp: ['MRP must be at most LKR 10,000,000.00'] },
      fieldCodes: {
        sellingPrice: [{ code: 'FIELD_REQUIRED', params: { label: 'Selling price' } }],
        mrp: [{ code: 'FIELD_TOO_LARGE', params: { label: 'MRP', max: '10,000,000.00', context: 'money' } }],
      },
    });
    expect(err.message).toBe('විකුණුම් මිල අවශ්‍යයි');
    expect(err.fieldErrors).toEqual({
      sellingPrice: ['විකුණුම් මිල අවශ්‍යයි'],
      mrp: ['උපරිම සිල්ලර මිල (MRP) උපරිමය රු. 10,000,000.00'],
    });
    expect(err.serverFieldErrors?.sellingPrice).toEqual(['Selling price is required']);
  });

  it('falls back to the message when the code is not registered or does not say this message', async () => {
    expect((await answer(409, { message: 'Something new', code: 'CONFLICT' })).message).toBe('Something new');
    // A generic code with a registered message: the message's own text is found.
    expect((await answer(404, { message: 'Product not found', code: 'NOT_FOUND' })).message).toBe('භාණ්ඩය සොයාගත නොහැක');
  });

  it('shows a form’s zod message in Sinhala', () => {
    render(
      <FormField label="Name" htmlFor="name" error="Product name is required">
        <input />
      </FormField>,
    );
    expect(screen.getByRole('alert').textContent).toBe('භාණ්ඩයේ නම අවශ්‍යයි');
  });

  it('keeps English exactly as the server said it', async () => {
    await i18n.changeLanguage('en');
    try {
      const err = await answer(409, {
        message: 'Insufficient stock for Milo 400g',
        code: 'INSUFFICIENT_STOCK_FOR',
        params: { name: 'Milo 400g' },
      });
      expect(err.message).toBe('Insufficient stock for Milo 400g');
    } finally {
      await i18n.changeLanguage('si');
    }
  });
});
