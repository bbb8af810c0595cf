import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { showServerFieldErrors } from './server-field-errors';

const refusal = (fieldErrors: Record<string, string[]>) =>
  new ApiError(400, 'Invalid request', { message: 'Invalid request', code: 'INVALID_REQUEST', fieldErrors });

describe('showServerFieldErrors', () => {
  it("marks each refused field the form has with the server's first message", () => {
    const setError = vi.fn();
    showServerFieldErrors(setError, refusal({ phone: ['Invalid phone', 'second'], name: ['Name is required'], other: ['x'] }), [
      'name',
      'phone',
    ]);
    expect(setError.mock.calls).toEqual([
      ['phone', { message: 'Invalid phone' }],
      ['name', { message: 'Name is required' }],
    ]);
  });

  it('leaves the form alone for an error that is not a refusal of fields', () => {
    const setError = vi.fn();
    showServerFieldErrors(setError, new Error('network'), ['name']);
    showServerFieldErrors(setError, refusal({ name: [] }), ['name']);
    expect(setError).not.toHaveBeenCalled();
  });
});
