import type { FastifyPluginAsync } from 'fastify';

/** Issue 24: the statements routes (registered in routes.ts). */
export const statementsRoutes: FastifyPluginAsync = async () => {};
