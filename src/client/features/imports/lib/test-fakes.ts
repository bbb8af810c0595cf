import type { ImportSummary } from '#shared/contracts/imports';

/** Test doubles for the imports screen's tests: a JSON answer, an import's summary, an XMLHttpRequest. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const summary = (over: Partial<ImportSummary> = {}): ImportSummary => ({
  id: '11111111-2222-4333-8444-555555555555',
  kind: 'products',
  fileName: 'stock.csv',
  format: 'csv',
  status: 'ready',
  progress: { done: 4, total: 4 },
  headers: ['Item', 'Measure', 'Price'],
  fields: [
    { key: 'name', required: true },
    { key: 'sellingPrice', required: true },
    { key: 'unit', required: false },
    { key: 'stock', required: false },
  ],
  mapping: { name: 0, sellingPrice: 2, unit: null, stock: null },
  counts: { rows: 4, create: 2, update: 1, unchanged: 0, rejected: 1 },
  outcome: null,
  errors: [{ row: 4, field: 'sellingPrice', message: 'Selling price is required' }],
  sample: [
    { name: 'Soap', sellingPrice: '95' },
    { name: 'Dhal', sellingPrice: '420' },
  ],
  error: null,
  createdAt: '2026-11-24T09:59:00Z',
  committedAt: null,
  ...over,
});

/** An XMLHttpRequest whose answer and upload progress the test gives. */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  method = '';
  url = '';
  body: FormData | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? 'application/json' : null;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}
