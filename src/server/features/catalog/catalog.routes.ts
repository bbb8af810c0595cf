import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Category, CategoryDeleteResult, CategoryInput, DeleteResult, Product, ProductInput } from '#shared/contracts/catalog';
import { ProductUpdateInput } from '#shared/contracts/stock';
import { BusinessIdParams, IdParam, IdParams } from '#shared/contracts/common';
import type { Executor } from '#server/db/client';
import { idempotent } from '#server/lib/idempotency';
import { getTenant } from '#server/plugins/access';
import * as categories from './categories.service';
import * as service from './catalog.service';
import { CATALOG_ROUTES } from '#shared/contracts/catalog-paths';

const CategoryParams = BusinessIdParams.extend({ categoryId: IdParam });

const manage = { kind: 'business', permission: 'business:manage', module: 'inventory' } as const;

type Actor = { businessId: number; userId: string };

/**
 * A collection of the business's: GET lists it, POST adds one (201). Categories and products alike.
 * The zod schemas validate and serialise as on any route; here they are plain ZodTypes (and `app`
 * a plain FastifyInstance) because Fastify cannot resolve its reply types over generic schemas.
 */
function listAndCreateRoutes<TItem extends z.ZodType, TInput extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  collection: {
    item: TItem;
    input: TInput;
    list: (db: Executor, businessId: number) => Promise<z.output<TItem>[]>;
    create: (db: Executor, actor: Actor, input: z.output<TInput>) => Promise<z.output<TItem>>;
  },
) {
  const config = { access: manage };
  const [item, input]: z.ZodType[] = [collection.item, collection.input];
  app.get(path, { config, schema: { params: BusinessIdParams, response: { 200: z.array(item) } } }, async (req) =>
    collection.list(app.db, getTenant(req).businessId),
  );
  app.post(path, { config, schema: { params: BusinessIdParams, body: input, response: { 201: item } } }, async (req, reply) => {
    const { businessId, userId } = getTenant(req);
    const created = await collection.create(app.db, { businessId, userId }, req.body as z.output<TInput>);
    return reply.status(201).send(created);
  });
}

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  listAndCreateRoutes(app, CATALOG_ROUTES.categories, {
    item: Category,
    input: CategoryInput,
    list: service.listCategories,
    create: service.createCategory,
  });

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

  listAndCreateRoutes(app, CATALOG_ROUTES.products, {
    item: Product,
    input: ProductInput,
    list: service.listProducts,
    create: service.createProduct,
  });

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
