// The zod-free part of the catalog contract: its route templates, which the server registers, and
// the URL builders the client fills them with (./fill-path); `./catalog` re-exports it.

import { pathBuilders } from './fill-path';

/** The route templates the server registers (fill them with `CATALOG_PATHS` or `fillPath`). */
export const CATALOG_ROUTES = {
  categories: '/api/businesses/:businessId/categories',
  category: '/api/businesses/:businessId/categories/:categoryId',
  products: '/api/businesses/:businessId/products',
  product: '/api/products/:id',
} as const;

export const CATALOG_PATHS = pathBuilders(CATALOG_ROUTES);
