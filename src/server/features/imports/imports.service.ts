/**
 * Imports and exports of the four lists (docs/decisions/0018). The request
 * side: store the upload and answer at once, show the import, change its mapping, start its
 * commit; the rows themselves are worked through by import-jobs.ts after the answer.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { type FileFormat, type ImportKind, type ImportMapping, type ImportSummary } from '#shared/contracts/imports';
import { checkMapping, IMPORT_FIELDS } from '#shared/domain/import-fields';
import { MODULE_NAMES } from '#shared/permissions';
import type { Executor } from '#server/db/client';
import { AppError, type FieldMessage } from '#server/lib/app-error';
import { writeAudit } from '#server/kernel/audit';
import { CONTENT_TYPES, csvBuffer, fileBuffer } from '#server/lib/spreadsheet/write';
import type { Tenant } from '#server/plugins/access';
import type { Upload } from './import-upload';
import * as repo from './imports.repo';
import { HANDLERS, MODULE_OF } from './kinds';

/** Importing or exporting a list needs its module (products → inventory, customers → CRM …). */
export function requireModuleFor(tenant: Pick<Tenant, 'business'>, kind: ImportKind) {
  const module = MODULE_OF[kind];
  if (!tenant.business.modules.includes(module)) throw new AppError('MODULE_NOT_SUBSCRIBED', { params: { module: MODULE_NAMES[module] } });
}

export function toSummary(row: repo.ImportRow): ImportSummary {
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    format: row.format,
    status: row.status,
    progress: { done: row.progressDone, total: row.progressTotal },
    headers: row.headers,
    fields: IMPORT_FIELDS[row.kind].map((f) => ({ key: f.key, required: f.required })),
    mapping: row.mapping,
    counts: row.status === 'previewing' ? null : row.counts,
    outcome: row.outcome ?? null,
    errors: row.status === 'previewing' ? [] : row.errors,
    sample: row.sample,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    committedAt: row.committedAt?.toISOString() ?? null,
  };
}

export async function createImport(db: Executor, tenant: Tenant, upload: Upload): Promise<repo.ImportRow> {
  requireModuleFor(tenant, upload.kind);
  const fileId = randomBytes(16).toString('hex');
  await repo.storeFile(db, {
    businessId: tenant.businessId,
    id: fileId,
    contentType: CONTENT_TYPES[upload.format],
    content: upload.content,
  });
  return repo.insertImport(db, {
    businessId: tenant.businessId,
    id: randomUUID(),
    kind: upload.kind,
    fileName: upload.fileName,
    format: upload.format,
    fileId,
    headers: upload.parsed.rows[0],
    progressTotal: upload.parsed.rows.length - 1,
    createdBy: tenant.userId,
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The import of this business (404 for another's or none), its module checked. */
export async function requireImport(db: Executor, tenant: Tenant, id: string, opts: { lock?: boolean } = {}): Promise<repo.ImportRow> {
  if (!UUID.test(id)) throw new AppError('IMPORT_NOT_FOUND');
  const row = opts.lock ? await repo.lockImport(db, tenant.businessId, id) : await repo.getImport(db, tenant.businessId, id);
  if (!row) throw new AppError('IMPORT_NOT_FOUND');
  requireModuleFor(tenant, row.kind);
  return row;
}

function refuseUnlessReady(row: repo.ImportRow) {
  if (row.status === 'committed' || row.status === 'committing') throw new AppError('IMPORT_COMMITTED');
  if (row.status !== 'ready') throw new AppError('IMPORT_NOT_READY');
}

/** A mapping the person chose: 400 with each field's problem; then the preview runs again. */
export async function setMapping(db: Executor, tenant: Tenant, id: string, mapping: ImportMapping): Promise<repo.ImportRow> {
  const row = await requireImport(db, tenant, id, { lock: true });
  refuseUnlessReady(row);
  const problems = checkMapping(row.kind, mapping, row.headers.length);
  if (problems.length) {
    const fields: Record<string, FieldMessage> = {};
    for (const p of problems)
      fields[`mapping.${p.key}`] ??=
        p.kind === 'required'
          ? { key: 'IMPORT_COLUMN_REQUIRED', params: { column: p.header } }
          : { key: p.kind === 'twice' ? 'IMPORT_COLUMN_TWICE' : 'INVALID_VALUE' };
    throw AppError.fields(fields);
  }
  const full = Object.fromEntries(IMPORT_FIELDS[row.kind].map((f) => [f.key, mapping[f.key] ?? null]));
  await repo.updateImport(db, tenant.businessId, id, {
    mapping: full,
    status: 'previewing',
    progressDone: 0,
    counts: null,
    errors: [],
    rejected: [],
    sample: [],
  });
  return (await repo.getImport(db, tenant.businessId, id))!;
}

export async function startCommit(db: Executor, tenant: Tenant, id: string): Promise<ImportSummary> {
  const row = await requireImport(db, tenant, id, { lock: true });
  refuseUnlessReady(row);
  await repo.updateImport(db, tenant.businessId, id, {
    status: 'committing',
    progressDone: 0,
    progressTotal: row.counts?.rows ?? row.progressTotal,
  });
  await writeAudit(db, {
    businessId: tenant.businessId,
    userId: tenant.userId,
    action: 'import.commit.start',
    entityType: 'import',
    entityId: id,
    after: { kind: row.kind, fileName: row.fileName, counts: row.counts },
  });
  return toSummary((await repo.getImport(db, tenant.businessId, id))!);
}

/** The rejected rows: the file's own columns, then the row number and its messages. */
export async function rejectedCsv(db: Executor, tenant: Tenant, id: string): Promise<{ fileName: string; body: Buffer }> {
  const row = await requireImport(db, tenant, id);
  const header = [...row.headers, 'Row', 'Errors'];
  const rows = row.rejected.map((r) => [...row.headers.map((_h, i) => r.cells[i] ?? ''), String(r.row), r.messages.join('; ')]);
  return { fileName: `rejected-${row.fileName.replace(/\.[^.]+$/, '')}.csv`, body: await csvBuffer(header, rows) };
}

const headersOf = (kind: ImportKind) => IMPORT_FIELDS[kind].map((f) => f.header);

export function templateFile(kind: ImportKind, format: FileFormat): Promise<Buffer> {
  return fileBuffer(format, kind, headersOf(kind), [HANDLERS[kind].example as string[]]);
}

export async function exportFile(db: Executor, businessId: number, kind: ImportKind, format: FileFormat): Promise<Buffer> {
  return fileBuffer(format, kind, headersOf(kind), await HANDLERS[kind].exportRows(db, businessId));
}
