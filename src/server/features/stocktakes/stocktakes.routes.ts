import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Stocktakes (issue 23) — registered in routes.ts; filled in by that part. */
export const stocktakesRoutes: FastifyPluginAsyncZod = async () => {};
