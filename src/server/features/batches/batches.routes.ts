import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Batches and expiry (issue 23) — registered in routes.ts; filled in by that part. */
export const batchesRoutes: FastifyPluginAsyncZod = async () => {};
