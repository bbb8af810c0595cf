import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Imports, templates and exports of the four lists (issue 23) — registered in routes.ts; filled in by that part. */
export const importsRoutes: FastifyPluginAsyncZod = async () => {};
