import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ModuleList, MODULES_PATH } from '#shared/contracts/modules';
import { fromCents } from '#shared/domain/money';
import { modules } from '#server/db/schema';

export const modulesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(MODULES_PATH, { config: { access: { kind: 'public' } }, schema: { response: { 200: ModuleList } } }, async () => {
    const rows = await app.db.select().from(modules).orderBy(asc(modules.sortOrder));
    return rows.map((m) => ({
      id: m.id,
      key: m.key as (typeof ModuleList)['_output'][number]['key'],
      name: m.name,
      description: m.description,
      monthlyPrice: fromCents(m.monthlyPriceCents),
      features: m.features,
      isActive: m.isActive,
    }));
  });
};
