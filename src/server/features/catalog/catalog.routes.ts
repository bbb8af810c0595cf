import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Category, CategoryDeleteResult, CategoryInput, DeleteResult, Product, ProductInput } from '#shared/contracts/catalog';
import { ProductUpdateInput } from '#shared/contracts/stock';
import { BusinessIdParams, IdParam, IdParams } from '#shared/contracts/common';
import { idempotent } from '#server/lib/idempotency';
import { getTenant } from '#server/plugins/access';
import * as categories from './categories.service';
import * as service from './catalog.service';
import { CATALOG_ROUTES } from '#shared/contracts/catalog-paths';

const CategoryParams = BusinessIdParams.extend({ categoryId: IdParam });

const manage = { kind: 'business', permission: 'business:manage', module: 'inventory' } as const;

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CATALOG_ROUTES.categories,
    { config: { access: manage }, schema: { params: BusinessIdParams, response: { 200: z.array(Category) } } },
    async (req) => service.listCategories(app.db, getTenant(req).businessId),
  );

  app.post(
    CATALOG_ROUTES.categories,
    { config: { access: manage }, schema: { params: BusinessIdParams, body: CategoryInput, response: { 201: Category } } },
    async (req, reply) => {
      const { businessId, userId } = getTenant(req);
      return reply.status(201).send(await service.createCategory(app.db, { businessId, userId }, req.body));
    },
  );

  app.put(
    CATALOG_ROUTES.category,
    { config: { access: manage }, schema: { params: CategoryParams, body: CategoryInput, response: { 200: Category } } },
    async (req) => {
      const { businessId, userId } = getTenant(req);
      return categories.updateCategory(app.db, { businessId, userId }, req.params.categoryId, req.body);
    },
  );

  app.delete(
    CATALOG_ROUTES.category,
    { config: { access: manage }, schema: { params: CategoryParams, response: { 200: CategoryDeleteResult } } },
    async (req) => {
      const { businessId, userId } = getTenant(req);
      const { productsMoved } = await categories.deleteCategory(app.db, { businessId, userId }, req.params.categoryId);
      return { success: true as const, productsMoved };
    },
  );

  app.get(
    CATALOG_ROUTES.products,
    { config: { access: manage }, schema: { params: BusinessIdParams, response: { 200: z.array(Product) } } },
    async (req) => service.listProducts(app.db, getTenant(req).businessId),
  );

  app.post(
    CATALOG_ROUTES.products,
    { config: { access: manage }, schema: { params: BusinessIdParams, body: ProductInput, response: { 201: Product } } },
    async (req, reply) => {
      const { businessId, userId } = getTenant(req);
      return reply.status(201).send(await service.createProduct(app.db, { businessId, userId }, req.body));
    },
  );

  app.put(
    CATALOG_ROUTES.product,
    { config: { access: manage }, schema: { params: IdParams, body: ProductUpdateInput, response: { 200: Product } } },
    // With a stockAdjustment the edit moves stock: an Idempotency-Key makes a retried one count once.
    async (req, reply) => {
      const { businessId, userId } = getTenant(req);
      return idempotent(app.db, req, reply, { operation: 'product.update', status: 200 }, () =>
        service.updateProduct(app.db, { businessId, userId }, req.params.id, req.body),
      );
    },
  );

  app.delete(
    CATALOG_ROUTES.product,
    { config: { access: manage }, schema: { params: IdParams, response: { 200: DeleteResult } } },
    async (req) => {
      const { businessId, userId } = getTenant(req);
      await service.deleteProduct(app.db, { businessId, userId }, req.params.id);
      return { success: true as const };
    },
  );
};
