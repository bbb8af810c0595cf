import type { FastifyPluginAsync } from 'fastify';

/** Issue 24: the creditors routes (registered in routes.ts). */
export const creditorsRoutes: FastifyPluginAsync = async () => {};
