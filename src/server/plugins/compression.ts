import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Below this a compressed answer saves less than its headers and the CPU cost. */
export const COMPRESS_FROM_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** br over gzip, as the client's Accept-Encoding allows (q=0 refuses); null for identity. */
export function pickEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  if (!accept) return null;
  const allowed = new Map<string, number>();
  for (const part of accept.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    allowed.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (allowed.get(name) ?? allowed.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/**
 * JSON answers of reads (GET) from 1 KB on leave compressed, off the event loop (zlib's thread
 * pool). Writes are not compressed: the sale's hot path stays as it was. An answer that is already
 * encoded (the till's catalogue keeps its own gzipped body) or streamed passes through untouched.
 */
export function registerJsonCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.hasHeader('content-encoding')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    if (Buffer.byteLength(payload) < COMPRESS_FROM_BYTES) return payload;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) reply.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    // Quality 4 / level 6: most of the saving at a small fraction of the maximum's CPU.
    const body =
      encoding === 'br'
        ? await brotli(payload, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
        : await gzip(payload, { level: 6 });
    reply.header('Content-Encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
