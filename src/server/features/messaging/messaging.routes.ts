import type { FastifyPluginAsync } from 'fastify';

/** Issue 24: the messaging routes (registered in routes.ts). */
export const messagingRoutes: FastifyPluginAsync = async () => {};
