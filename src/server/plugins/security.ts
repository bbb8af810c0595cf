import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../lib/app-error';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export async function registerSecurity(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and Recharts position elements with style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  // A text/plain body is what a cross-site HTML form can send without a preflight: refuse it (415).
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden('Cross-site request refused');
    const origin = request.headers.origin;
    if (origin && origin !== 'null') {
      let originHost: string;
      try {
        originHost = new URL(origin).host;
      } catch {
        throw forbidden('Cross-site request refused');
      }
      if (originHost !== request.headers.host) throw forbidden('Cross-site request refused');
    } else if (origin === 'null') {
      throw forbidden('Cross-site request refused');
    }
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api')) reply.header('Cache-Control', 'no-store');
  });
}
