import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessIdParams, IdParams } from '#shared/contracts/common';
import {
  Grn,
  GrnInput,
  ProcurementProductList,
  PurchaseOrder,
  PurchaseOrderInput,
  Supplier,
  SupplierInput,
  SupplierPatch,
} from '#shared/contracts/procurement';
import type { RouteAccess } from '#server/plugins/access';
import { getTenant } from '#server/plugins/access';
import { idempotent } from '#server/lib/idempotency';
import * as grns from './grns.service';
import { purchaseOrderPdf } from './purchase-order-pdf';
import * as orders from './purchase-orders.service';
import * as supplierService from './suppliers.service';
import { supplierReturnRoutes } from './supplier-returns.routes';
import { PROCUREMENT_ROUTES } from '#shared/contracts/procurement-paths';

const access: RouteAccess = { kind: 'business', permission: 'business:manage', module: 'procurement' };
const config = { access };

export const procurementRoutes: FastifyPluginAsyncZod = async (app) => {
  // ----- Suppliers -----
  app.get(
    PROCUREMENT_ROUTES.suppliers,
    { config, schema: { params: BusinessIdParams, response: { 200: z.array(Supplier) } } },
    async (req) => supplierService.listSuppliers(app.db, getTenant(req).businessId),
  );
  app.post(
    PROCUREMENT_ROUTES.suppliers,
    { config, schema: { params: BusinessIdParams, body: SupplierInput, response: { 201: Supplier } } },
    async (req, reply) => reply.code(201).send(await supplierService.createSupplier(app.db, getTenant(req), req.body)),
  );
  app.patch(
    PROCUREMENT_ROUTES.supplier,
    { config, schema: { params: IdParams, body: SupplierPatch, response: { 200: Supplier } } },
    async (req) => supplierService.updateSupplier(app.db, getTenant(req), req.params.id, req.body),
  );
  app.delete(PROCUREMENT_ROUTES.supplier, { config, schema: { params: IdParams } }, async (req, reply) => {
    await supplierService.deleteSupplier(app.db, getTenant(req), req.params.id);
    return reply.code(204).send();
  });

  // ----- Products for the order form (the catalogue's inventory list is not required) -----
  app.get(
    PROCUREMENT_ROUTES.products,
    { config, schema: { params: BusinessIdParams, response: { 200: ProcurementProductList } } },
    async (req) => ({ products: await orders.listProductsForProcurement(app.db, getTenant(req).businessId) }),
  );

  // ----- Purchase orders -----
  app.get(
    PROCUREMENT_ROUTES.purchaseOrders,
    { config, schema: { params: BusinessIdParams, response: { 200: z.array(PurchaseOrder) } } },
    async (req) => orders.listPurchaseOrders(app.db, getTenant(req).businessId),
  );
  app.post(
    PROCUREMENT_ROUTES.createPurchaseOrder,
    { config, schema: { body: PurchaseOrderInput, response: { 201: PurchaseOrder } } },
    async (req, reply) => reply.code(201).send(await orders.createPurchaseOrder(app.db, getTenant(req), req.body)),
  );
  app.put(
    PROCUREMENT_ROUTES.purchaseOrder,
    { config, schema: { params: IdParams, body: PurchaseOrderInput, response: { 200: PurchaseOrder } } },
    async (req) => orders.updatePurchaseOrder(app.db, getTenant(req), req.params.id, req.body),
  );
  // A4 PDF to print or share with the supplier; 404 for another business's order.
  app.get(PROCUREMENT_ROUTES.purchaseOrderPdf, { config, schema: { params: IdParams } }, async (req, reply) => {
    const file = await purchaseOrderPdf(app.db, getTenant(req).businessId, req.params.id);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `inline; filename="${file.fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(file.body);
  });
  app.delete(PROCUREMENT_ROUTES.purchaseOrder, { config, schema: { params: IdParams } }, async (req, reply) => {
    await orders.deletePurchaseOrder(app.db, getTenant(req), req.params.id);
    return reply.code(204).send();
  });

  // ----- Goods received notes -----
  // Each moves stock and what is owed to the supplier: an Idempotency-Key makes a retry count once.
  // (Purchase orders move neither: an order only becomes stock and money through its GRN.)
  app.get(PROCUREMENT_ROUTES.grns, { config, schema: { params: BusinessIdParams, response: { 200: z.array(Grn) } } }, async (req) =>
    grns.listGrns(app.db, getTenant(req).businessId),
  );
  app.post(PROCUREMENT_ROUTES.createGrn, { config, schema: { body: GrnInput, response: { 201: Grn } } }, async (req, reply) =>
    idempotent(app.db, req, reply, { operation: 'grn.create', status: 201 }, () => grns.createGrn(app.db, getTenant(req), req.body)),
  );
  app.put(PROCUREMENT_ROUTES.grn, { config, schema: { params: IdParams, body: GrnInput, response: { 200: Grn } } }, async (req, reply) =>
    idempotent(app.db, req, reply, { operation: 'grn.update', status: 200 }, () =>
      grns.updateGrn(app.db, getTenant(req), req.params.id, req.body),
    ),
  );
  app.delete(PROCUREMENT_ROUTES.grn, { config, schema: { params: IdParams } }, async (req, reply) =>
    idempotent(app.db, req, reply, { operation: 'grn.delete', status: 204 }, () => grns.deleteGrn(app.db, getTenant(req), req.params.id)),
  );

  // ----- Goods returned to the supplier: debit notes -----
  await app.register(supplierReturnRoutes(access));
};
