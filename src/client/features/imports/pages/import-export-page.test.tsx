import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_HEADER } from '#shared/contracts/idempotency';
import type { ImportSummary } from '#shared/contracts/imports';
import type { ModuleKey } from '#shared/permissions';
import i18n from '#client/lib/i18n';
import { FakeXhr, json, summary } from '../lib/test-fakes';
import ImportExportPage from './import-export-page';

let modules: ModuleKey[] = [];
vi.mock('#client/lib/auth', () => ({
  useAuth: () => ({ user: { business: { id: 3 } } }),
  useSubscribedModules: () => ({ data: modules, isLoading: false }),
}));

const ID = '11111111-2222-4333-8444-555555555555';
const ONE = `/api/businesses/3/imports/${ID}`;
let answers: ImportSummary[];
let calls: { url: string; method: string; body?: string; headers: Record<string, string> }[];

beforeAll(async () => {
  await i18n.loadNamespaces(['imports', 'errors']);
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
  modules = ['inventory', 'crm', 'pos'];
  answers = [];
  calls = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  FakeXhr.sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body as string, headers: (init.headers ?? {}) as Record<string, string> });
      if (url === ONE && (init.method ?? 'GET') === 'GET') return json(200, answers.length > 1 ? answers.shift() : answers[0]);
      if (url === `${ONE}/mapping` && String(init.body).includes('"unit":0'))
        return json(400, {
          code: 'VALIDATION',
          message: 'A column is mapped twice',
          fieldErrors: { 'mapping.unit': ['A column is mapped twice'] },
        });
      if (url === `${ONE}/mapping`)
        return json(202, summary({ status: 'previewing', counts: null, mapping: JSON.parse(String(init.body)).mapping }));
      if (url === `${ONE}/commit`) return json(202, summary({ status: 'committing', progress: { done: 0, total: 4 } }));
      throw new Error(`unexpected ${url}`);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(url = '/import-export') {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[url]}>
        <ImportExportPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const csv = (name = 'stock.csv', text = 'Item,Price\nSoap,95\n') => new File([text], name, { type: 'text/csv' });

describe('ImportExportPage', () => {
  it('shows the lists of the modules the shop has, and none of the others', async () => {
    renderPage();
    expect(await screen.findByRole('region', { name: 'Products' })).toBeDefined();
    expect(screen.getByRole('region', { name: 'Customers' })).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Debtors' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Suppliers' })).toBeNull();
  });

  it('uploads with progress, polls the preview, maps a column by hand and commits with an Idempotency-Key', async () => {
    renderPage();
    fireEvent.change(await screen.findByLabelText('Products file to import'), { target: { files: [csv()] } });
    const xhr = await waitFor(() => FakeXhr.sent[0] ?? Promise.reject(new Error('not sent')));
    expect(xhr.url).toBe('/api/businesses/3/imports');
    expect([...xhr.body!.keys()]).toEqual(['kind', 'file']);
    expect(xhr.body!.get('kind')).toBe('products');
    xhr.progress(50, 100);
    expect((await screen.findByRole('progressbar', { name: 'Upload progress' })).getAttribute('aria-valuenow')).toBe('50');

    answers = [summary({ status: 'previewing', progress: { done: 2, total: 4 }, counts: null }), summary()];
    xhr.respond(202, summary({ status: 'previewing', progress: { done: 0, total: 0 }, counts: null }));
    await screen.findByText('Checking the rows…');
    await screen.findByText('Ready to import', {}, { timeout: 3000 });

    const counts = screen.getByTestId('import-counts');
    expect(within(counts).getByTestId('import-count-create').textContent).toBe('New2');
    expect(within(counts).getByTestId('import-count-rejected').textContent).toBe('Rejected1');
    expect(within(screen.getByTestId('import-sample')).getByText('Soap')).toBeDefined();
    const errors = within(screen.getByTestId('import-errors'));
    expect(errors.getByText('Selling price')).toBeDefined();
    expect(errors.getByText('Selling price is required')).toBeDefined();

    const select = screen.getByLabelText(/^Unit/);
    fireEvent.change(select, { target: { value: '1' } });
    await waitFor(() => expect(calls.some((c) => c.url === `${ONE}/mapping`)).toBe(true));
    expect(JSON.parse(calls.find((c) => c.url === `${ONE}/mapping`)!.body!)).toEqual({
      mapping: { name: 0, sellingPrice: 2, unit: 1, stock: null },
    });
    answers = [summary()];
    await screen.findByText('Ready to import', {}, { timeout: 3000 });

    await userEvent.click(screen.getByRole('button', { name: 'Import 3 rows' }));
    const commit = await waitFor(() => calls.find((c) => c.url === `${ONE}/commit`)!);
    expect(commit.method).toBe('POST');
    expect(commit.headers[IDEMPOTENCY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    answers = [summary({ status: 'committed', committedAt: '2026-11-24T10:00:00Z' })];
    expect((await screen.findByTestId('import-result-summary', {}, { timeout: 3000 })).textContent).toBe(
      '2 created, 1 updated (0 unchanged, 1 rejected)',
    );
    expect(screen.getByRole('link', { name: 'Open Inventory' }).getAttribute('href')).toBe('/inventory');
    expect(screen.getByRole('link', { name: 'Open the till' }).getAttribute('href')).toBe('/pos');
  });

  it('a mapping the server refuses: its reason in words, and the columns as they were', async () => {
    answers = [summary()];
    renderPage(`/import-export?import=${ID}`);
    const unit = await screen.findByLabelText(/^Unit/);
    fireEvent.change(unit, { target: { value: '0' } });
    expect(await screen.findByText('A column is mapped twice')).toBeDefined();
    expect((unit as HTMLSelectElement).value).toBe('');
    expect(screen.getByText('Ready to import')).toBeDefined();
  });

  it('cannot commit when nothing would change', async () => {
    answers = [summary({ counts: { rows: 3, create: 0, update: 0, unchanged: 3, rejected: 0 }, errors: [] })];
    renderPage(`/import-export?import=${ID}`);
    const button = await screen.findByRole('button', { name: 'Import 0 rows' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Nothing would change: every row is already in Kade as it is, or rejected.')).toBeDefined();
    expect(screen.getByTestId('import-no-errors')).toBeDefined();
  });

  it('says which file was refused and why: the wrong type at once, too large and too many rows from the server', async () => {
    renderPage();
    const input = await screen.findByLabelText('Products file to import');
    fireEvent.change(input, { target: { files: [csv('prices.pdf')] } });
    expect((await screen.findByTestId('import-file-error')).textContent).toContain('Upload a CSV or Excel (.xlsx) file');
    expect(FakeXhr.sent).toHaveLength(0);

    fireEvent.change(input, { target: { files: [csv('big.csv')] } });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0].respond(413, { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' });
    await waitFor(() => expect(screen.getByTestId('import-file-error').textContent).toContain('The file is larger than 20 MB'));

    fireEvent.change(input, { target: { files: [csv('long.csv')] } });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    FakeXhr.sent[1].respond(422, { code: 'VALIDATION', message: 'The file has more than 100,000 rows' });
    await waitFor(() => expect(screen.getByTestId('import-file-error').textContent).toContain('long.csv was not imported'));
    expect(screen.getByTestId('import-file-error').textContent).toContain('The file has more than 100,000 rows');
    expect(screen.getByRole('region', { name: 'Products' })).toBeDefined();
  });

  it('a file the server could not use: its reason, and that nothing was saved', async () => {
    answers = [summary({ status: 'failed', counts: null, error: 'The file could not be read', headers: [], fields: [] })];
    renderPage(`/import-export?import=${ID}`);
    expect(await screen.findByText('The file could not be read')).toBeDefined();
    expect(screen.getByText('Nothing was saved. Fix the file and choose it again.')).toBeDefined();
    expect(screen.queryByRole('button', { name: /^Import \d/ })).toBeNull();
  });

  it('in Sinhala: the headings, the field names and the spec messages of the file', async () => {
    await i18n.changeLanguage('si');
    await i18n.loadNamespaces(['imports']);
    answers = [summary()];
    renderPage(`/import-export?import=${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'ආයාත සහ අපනයන' })).toBeDefined();
    expect(await screen.findByLabelText(/^විකුණුම් මිල/)).toBeDefined();
    const errors = within(screen.getByTestId('import-errors'));
    expect(errors.getByText('විකුණුම් මිල')).toBeDefined();
    expect(errors.getByText('විකුණුම් මිල අවශ්‍යයි')).toBeDefined();
    expect(screen.getByRole('button', { name: 'පේළි 3 ක් ආයාත කරන්න' })).toBeDefined();
  });
});
