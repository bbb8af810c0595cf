import { request } from '@playwright/test';
import { SUPER_ADMIN } from './support/accounts';
import { E2E_PORT } from './support/servers';

/** The first registration of a fresh database is the platform's super admin: claim it before any spec runs. */
export default async function globalSetup() {
  const ctx = await request.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  const res = await ctx.post('/api/auth/register', { data: SUPER_ADMIN });
  if (res.status() !== 201 && res.status() !== 409)
    throw new Error(`could not register the super admin: ${res.status()} ${await res.text()}`);
  await ctx.dispose();
}
