import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built SPA. Files under /assets/ have content-hashed names: cached for a year, immutable.
 * Everything else (index.html, the service worker sw.js, its manifest, robots.txt) is revalidated:
 * a new sw.js must reach the till on its next update check. The build wrote Brotli and
 * gzip siblings (scripts/client-build.ts): they are sent as they are to a browser that accepts
 * them (`Vary: Accept-Encoding`), never compressed again per request.
 */
export function registerSpa(app: FastifyInstance, clientDir: string) {
  app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The siblings are reached through content negotiation only, never by their own URL.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache');
    },
  });
  app.get('/', (_req, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'));
}

/**
 * Whether an unknown path is one of the SPA's pages (the client decides what to show, its 404
 * page included). A path with a file extension, or under /assets/, is a file: missing means 404,
 * not index.html (a script that gets HTML back fails confusingly, and /.env must not look served).
 */
export function isPageRoute(url: string): boolean {
  const pathname = url.split('?')[0];
  if (pathname.startsWith('/assets/')) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}
