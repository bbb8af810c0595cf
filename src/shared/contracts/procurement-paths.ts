// The zod-free part of the procurement contract: its route templates, which the server registers, and
// the URL builders the client fills them with (./fill-path); `./procurement` re-exports it.

import { pathBuilders } from './fill-path';

/** The route templates the server registers (fill them with `PROCUREMENT_PATHS` or `fillPath`). */
export const PROCUREMENT_ROUTES = {
  suppliers: '/api/businesses/:businessId/suppliers',
  supplier: '/api/suppliers/:id',
  purchaseOrders: '/api/businesses/:businessId/purchase-orders',
  createPurchaseOrder: '/api/purchase-orders',
  purchaseOrder: '/api/purchase-orders/:id',
  purchaseOrderPdf: '/api/purchase-orders/:id/pdf',
  grns: '/api/businesses/:businessId/goods-received-notes',
  createGrn: '/api/goods-received-notes',
  grn: '/api/goods-received-notes/:id',
  products: '/api/businesses/:businessId/procurement/products',
  /** Goods returned to the supplier against a GRN: a debit note (POST, with an Idempotency-Key). */
  grnReturns: '/api/procurement/grns/:id/returns',
  debitNotes: '/api/procurement/debit-notes',
  debitNote: '/api/procurement/debit-notes/:id',
  debitNotePdf: '/api/procurement/debit-notes/:id/pdf',
} as const;

export const PROCUREMENT_PATHS = pathBuilders(PROCUREMENT_ROUTES);
