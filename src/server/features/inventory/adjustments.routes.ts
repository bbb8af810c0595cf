import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Stock adjustments with a reason (issue 23) — registered in routes.ts; filled in by that part. */
export const adjustmentsRoutes: FastifyPluginAsyncZod = async () => {};
