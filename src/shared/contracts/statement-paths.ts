// The statements' route templates and the URL builders the client fills them
// with. A supplier's JSON statement is the creditors feature's (CREDITOR_ROUTES.statement); its PDF
// and text, and all three of a debtor's, are the statements feature's.

import { fillPath } from './fill-path';

export const STATEMENT_ROUTES = {
  debtor: '/api/businesses/:businessId/debtors/:debtorId/statement',
  debtorPdf: '/api/businesses/:businessId/debtors/:debtorId/statement.pdf',
  debtorText: '/api/businesses/:businessId/debtors/:debtorId/statement.txt',
  supplierPdf: '/api/businesses/:businessId/suppliers/:supplierId/statement.pdf',
  supplierText: '/api/businesses/:businessId/suppliers/:supplierId/statement.txt',
} as const;

type Range = { from?: string; to?: string; lang?: string };
const query = (r: Range = {}) => {
  const q = new URLSearchParams(Object.entries(r).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
  const text = q.toString();
  return text ? `?${text}` : '';
};

export const STATEMENT_PATHS = {
  debtor: (businessId: number, debtorId: number, r?: Range) => fillPath(STATEMENT_ROUTES.debtor, { businessId, debtorId }) + query(r),
  debtorPdf: (businessId: number, debtorId: number, r?: Range) => fillPath(STATEMENT_ROUTES.debtorPdf, { businessId, debtorId }) + query(r),
  debtorText: (businessId: number, debtorId: number, r?: Range) =>
    fillPath(STATEMENT_ROUTES.debtorText, { businessId, debtorId }) + query(r),
  supplierPdf: (businessId: number, supplierId: number, r?: Range) =>
    fillPath(STATEMENT_ROUTES.supplierPdf, { businessId, supplierId }) + query(r),
  supplierText: (businessId: number, supplierId: number, r?: Range) =>
    fillPath(STATEMENT_ROUTES.supplierText, { businessId, supplierId }) + query(r),
} as const;
