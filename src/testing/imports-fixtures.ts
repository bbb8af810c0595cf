// Test-only: upload a list, wait for its preview or commit, commit it.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { IMPORT_PATHS, type ImportSummary } from '../shared/contracts/imports';
import { multipartBody } from './multipart-fixtures';
import type { Api } from './factories';

export function upload(api: Api, businessId: number, kind: string, fileName: string, data: Buffer | string) {
  const { payload, headers } = multipartBody(
    { kind },
    { name: 'file', filename: fileName, contentType: 'application/octet-stream', data: Buffer.isBuffer(data) ? data : Buffer.from(data) },
  );
  return api.post(IMPORT_PATHS.create(businessId), payload, headers);
}

/** Polls the import until it leaves `previewing`/`committing`. */
export async function settle(api: Api, businessId: number, id: string, timeoutMs = 120_000): Promise<ImportSummary> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await api.get(IMPORT_PATHS.one(businessId, id));
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json<ImportSummary>();
    if (summary.status !== 'previewing' && summary.status !== 'committing') return summary;
    if (Date.now() > until) throw new Error(`import still ${summary.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Uploads and waits for the preview. */
export async function preview(api: Api, businessId: number, kind: string, fileName: string, data: Buffer | string): Promise<ImportSummary> {
  const res = await upload(api, businessId, kind, fileName, data);
  expect(res.statusCode, res.body).toBe(202);
  return settle(api, businessId, res.json<ImportSummary>().id);
}

export async function commit(api: Api, businessId: number, id: string): Promise<ImportSummary> {
  const res = await api.post(IMPORT_PATHS.commit(businessId, id), {}, { 'idempotency-key': randomUUID() });
  expect(res.statusCode, res.body).toBe(202);
  const done = await settle(api, businessId, id);
  expect(done.status).toBe('committed');
  return done;
}

export const csv = (rows: string[][], sep = ',') =>
  rows.map((r) => r.map((c) => (/[",;\n\r]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(sep)).join('\r\n');
