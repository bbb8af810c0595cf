import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { AppError } from '../lib/app-error';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The camera is for the till's barcode scanner (the app's own origin); every other powerful feature is off. */
const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

export async function registerSecurity(app: FastifyInstance) {
  // Helmet's headers, its middleware built ONCE (the Fastify plugin builds it again for every
  // request, CSP parsing included).
  const securityHeaders = helmet({
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
        // The offline till (decision 0016): its service worker (/sw.js) and web manifest, from this origin only.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS means something only over HTTPS: sent below when the request arrived over it.
    strictTransportSecurity: false,
    // frame-ancestors 'none' already forbids framing; X-Frame-Options would only repeat it.
    xFrameOptions: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    // request.protocol is 'https' on a TLS socket, or behind a trusted proxy (TRUST_PROXY) that says X-Forwarded-Proto: https.
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    securityHeaders(request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });

  // A text/plain body is what a cross-site HTML form can send without a preflight: refuse it (415).
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') throw new AppError('CROSS_SITE_REFUSED');
    const origin = request.headers.origin;
    if (origin && origin !== 'null') {
      let originHost: string;
      try {
        originHost = new URL(origin).host;
      } catch {
        throw new AppError('CROSS_SITE_REFUSED');
      }
      if (originHost !== request.headers.host) throw new AppError('CROSS_SITE_REFUSED');
    } else if (origin === 'null') {
      throw new AppError('CROSS_SITE_REFUSED');
    }
  });

  // API answers are not stored, unless the route says otherwise (the till's catalogue revalidates
  // with its ETag: 'private, no-cache').
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}
