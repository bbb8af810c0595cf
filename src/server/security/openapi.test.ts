import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '#shared/errors';
import { apiClient } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { describeAccess } from '../plugins/openapi';

/**
 * The OpenAPI document (docs/security.md): generated from the registered routes' zod schemas, it
 * lists every route of the route table with its access rule, parameters, bodies and responses.
 */
type Operation = {
  summary?: string;
  description?: string;
  'x-kade-access'?: unknown;
  security?: unknown[];
  parameters?: { in: string; name: string; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, { type: string; in: string; name: string }>;
    schemas: {
      Error: { properties: { code: { enum: string[] } }; 'x-kade-errors': { code: string; status: number; messages: string[] }[] };
    };
  };
};

let ctx: TestContext;
let doc: Document;

beforeAll(async () => {
  ctx = await createTestApp();
  const res = await apiClient(ctx.app).get('/api/docs');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  doc = res.json();
});
afterAll(async () => ctx.close());

const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('OpenAPI document', () => {
  it('lists every error code the API can answer, with its status and English text', () => {
    const { Error: error } = doc.components.schemas;
    expect(error.properties.code.enum).toEqual(Object.keys(ERROR_STATUS).sort());
    const table = new Map(error['x-kade-errors'].map((e) => [e.code, e]));
    expect(table.get('SKU_TAKEN')).toEqual({ code: 'SKU_TAKEN', status: 409, messages: ['A product with this SKU already exists'] });
    expect(table.get('PRODUCT_NOT_FOUND')?.status).toBe(404);
    expect(table.get('DATABASE_UNAVAILABLE')?.messages).toHaveLength(2);
    for (const e of table.values()) expect(e.messages.length, e.code).toBeGreaterThan(0);
  });

  it('GET /api/docs answers a valid-looking OpenAPI 3 document, anonymously; /api/docs/openapi.json is the same', async () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info.title).toBe('Kade API');
    expect(typeof doc.info.version).toBe('string');
    expect(doc.components.securitySchemes.sessionCookie).toEqual({ type: 'apiKey', in: 'cookie', name: 'kade.sid' });
    const again = await apiClient(ctx.app).get('/api/docs/openapi.json');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(doc);
  });

  it('lists every route of the route table with a summary, its access rule and the cookie scheme when a session is needed', () => {
    const missing: string[] = [];
    for (const route of ctx.app.routeTable) {
      const op = doc.paths[openapiPath(route.url)]?.[route.method.toLowerCase()];
      if (!op) {
        missing.push(`${route.method} ${route.url}`);
        continue;
      }
      expect(op.summary, route.url).toBeTruthy();
      expect(op['x-kade-access'], route.url).toEqual(route.access);
      expect(op.description, route.url).toContain(describeAccess(route.access));
      expect(op.security, route.url).toEqual(route.access.kind === 'public' ? [] : [{ sessionCookie: [] }]);
    }
    expect(missing).toEqual([]);
    const operations = Object.values(doc.paths).reduce((n, p) => n + Object.keys(p).length, 0);
    expect(operations).toBe(ctx.app.routeTable.length);
  });

  it('documents path parameters, request bodies, query strings and responses from the zod schemas', () => {
    let bodies = 0;
    let queries = 0;
    let responses = 0;
    for (const route of ctx.app.routeTable) {
      const op = doc.paths[openapiPath(route.url)][route.method.toLowerCase()];
      for (const name of route.url.match(/:([A-Za-z0-9_]+)/g) ?? []) {
        expect(
          op.parameters?.some((p) => p.in === 'path' && p.name === name.slice(1)),
          `${route.url} ${name}`,
        ).toBe(true);
      }
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      if (schema.body) {
        expect(op.requestBody?.content['application/json']?.schema, `${route.method} ${route.url} body`).toBeTypeOf('object');
        bodies++;
      }
      if (schema.querystring) {
        expect(
          op.parameters?.some((p) => p.in === 'query'),
          `${route.url} query`,
        ).toBe(true);
        queries++;
      }
      for (const status of Object.keys((schema.response ?? {}) as object)) {
        expect(op.responses?.[status], `${route.method} ${route.url} ${status}`).toBeDefined();
        responses++;
      }
    }
    expect(bodies).toBeGreaterThan(10);
    expect(queries).toBeGreaterThan(0);
    expect(responses).toBeGreaterThan(20);
  });

  it('describes a product the way the API takes it: numbers accepted, required name, money fields present', () => {
    const op = doc.paths['/api/businesses/{businessId}/products'].post;
    const body = op.requestBody!.content['application/json'].schema as {
      type: string;
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(body.type).toBe('object');
    expect(body.required).toContain('name');
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['name', 'sku', 'sellingPrice', 'stock', 'unit']));
    const created = op.responses!['201'].content!['application/json'].schema as { properties: Record<string, { type?: string }> };
    expect(created.properties.sellingPrice.type).toBe('number');
    expect(created.properties.id.type).toBe('number');
  });
});
