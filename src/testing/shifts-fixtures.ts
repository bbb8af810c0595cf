/** What the shift tests share: a product, sales through the real route, opening a shift. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { SHIFT_PATHS } from '../shared/contracts/shifts';
import type { Api } from './factories';

export const key = () => ({ 'idempotency-key': randomUUID() });

export async function addProduct(api: Api, businessId: number, sellingPrice: number) {
  const res = await api.post(`/api/businesses/${businessId}/products`, {
    name: `Item ${randomUUID().slice(0, 6)}`,
    stock: 1000,
    sellingPrice,
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: number }).id;
}

export async function openShift(api: Api, businessId: number, openingFloat: number | string) {
  const res = await api.post(SHIFT_PATHS.list(businessId), { openingFloat }, key());
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; userId: string; status: string };
}

/** A sale through the real sale route (it lands in the seller's open shift); answers its id, total and shift. */
export async function sell(api: Api, businessId: number, body: Record<string, unknown>) {
  const res = await api.post(`/api/businesses/${businessId}/sales`, body, key());
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; totalAmount: number; shiftId: number | null; changeDue: number };
}
