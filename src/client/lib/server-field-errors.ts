import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

/**
 * The fields the server refused (a 400's `fieldErrors`), shown on the form's own fields: each field
 * the form has (`fields`, its names) gets the server's first message for it. Other errors, and
 * fields the form does not show, are left to the caller's toast.
 */
export function showServerFieldErrors<T extends FieldValues>(setError: UseFormSetError<T>, err: unknown, fields: readonly string[]): void {
  const refused = err instanceof ApiError ? (err.fieldErrors ?? {}) : {};
  for (const [name, messages] of Object.entries(refused)) {
    if (fields.includes(name) && messages[0]) setError(name as FieldPath<T>, { message: messages[0] });
  }
}
