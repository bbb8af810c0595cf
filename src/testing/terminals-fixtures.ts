/**
 * Test helpers for terminals and the offline till: a shop with a registered terminal,
 * and a sale as a terminal sends it. Used by the terminals' and the sales' tests only.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { TERMINAL_PATHS, type TerminalRegistration } from '../shared/contracts/terminals';
import type { Api } from './factories';

export async function addProduct(api: Api, businessId: number, body: Record<string, unknown>) {
  const res = await api.post(`/api/businesses/${businessId}/products`, { stock: 100, sellingPrice: 100, ...body });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string };
}

export async function createTerminal(api: Api, businessId: number, code: string, name = `Till ${code}`) {
  const res = await api.post(TERMINAL_PATHS.terminals(businessId), { code, name });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; code: string };
}

/** A terminal registered on a new device: its id and the device's id. */
export async function registeredTerminal(api: Api, businessId: number, code: string) {
  const { id } = await createTerminal(api, businessId, code);
  const deviceId = randomUUID();
  const res = await api.post(TERMINAL_PATHS.register(businessId, id), { deviceId });
  expect(res.statusCode).toBe(200);
  return { id, deviceId, registration: res.json() as TerminalRegistration };
}

export const sell = (api: Api, businessId: number, body: unknown, key: string = randomUUID()) =>
  api.post(`/api/businesses/${businessId}/sales`, body, { 'idempotency-key': key });
