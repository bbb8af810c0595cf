// The zod-free part of the procurement contract: its route templates, which the server registers, and
// the URL builders the client fills them with (./fill-path); `./procurement` re-exports it.

import { fillPath } from './fill-path';

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
} as const;

export const PROCUREMENT_PATHS = {
  suppliers: (businessId: number) => fillPath(PROCUREMENT_ROUTES.suppliers, { businessId }),
  supplier: (id: number) => fillPath(PROCUREMENT_ROUTES.supplier, { id }),
  purchaseOrders: (businessId: number) => fillPath(PROCUREMENT_ROUTES.purchaseOrders, { businessId }),
  createPurchaseOrder: PROCUREMENT_ROUTES.createPurchaseOrder,
  purchaseOrder: (id: number) => fillPath(PROCUREMENT_ROUTES.purchaseOrder, { id }),
  purchaseOrderPdf: (id: number) => fillPath(PROCUREMENT_ROUTES.purchaseOrderPdf, { id }),
  grns: (businessId: number) => fillPath(PROCUREMENT_ROUTES.grns, { businessId }),
  createGrn: PROCUREMENT_ROUTES.createGrn,
  grn: (id: number) => fillPath(PROCUREMENT_ROUTES.grn, { id }),
  products: (businessId: number) => fillPath(PROCUREMENT_ROUTES.products, { businessId }),
} as const;
