import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Product images (issue 23) — registered in routes.ts; filled in by that part. */
export const productImagesRoutes: FastifyPluginAsyncZod = async () => {};
