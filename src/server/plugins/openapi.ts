import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { SYSTEM_PATHS } from '#shared/contracts/system-paths';
import { ERROR_STATUS } from '#shared/errors';
import { MESSAGES, splitKey } from '#shared/messages';
import { MODULE_NAMES } from '#shared/permissions';
import { SESSION_COOKIE } from './session';
import type { RouteAccess } from './access';

const COOKIE_SCHEME = 'sessionCookie';

/** What the caller needs, in words, for the operation's description and its `x-kade-access` extension. */
export function describeAccess(access: RouteAccess): string {
  switch (access.kind) {
    case 'public':
      return 'Public: no session needed.';
    case 'user':
      return 'Signed-in: any user with a session.';
    case 'platform':
      return 'Super admin only.';
    case 'business': {
      const parts = [`Business member with the \`${access.permission}\` permission`];
      if (access.module) parts.push(`and the ${MODULE_NAMES[access.module]} module (\`${access.module}\`)`);
      parts.push(access.allowInactive ? '; allowed while the business is pending.' : '; the business must be active.');
      return parts.join(' ').replace(' ;', ';');
    }
  }
}

type TransformInput = Parameters<ReturnType<typeof createJsonSchemaTransform>>[0];
type TransformOutput = ReturnType<ReturnType<typeof createJsonSchemaTransform>>;
type SchemaParts = Record<string, unknown>;

const zodTransform = createJsonSchemaTransform({ zodToJsonConfig: { unrepresentable: 'any' } });
const CONVERTED_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/**
 * The zod → JSON Schema transform, made total: a part that cannot be converted (a custom type, a
 * non-zod schema) is documented as `{}` ("any value") instead of failing the whole document.
 */
function safeTransform(input: TransformInput): TransformOutput {
  try {
    return zodTransform(input);
  } catch {
    const source = (input.schema ?? {}) as SchemaParts;
    const out: SchemaParts = {};
    const convert = (part: SchemaParts) => {
      try {
        return zodTransform({ ...input, schema: part } as TransformInput).schema as SchemaParts;
      } catch {
        return null;
      }
    };
    for (const key of CONVERTED_PARTS) {
      if (!source[key]) continue;
      out[key] = convert({ [key]: source[key] })?.[key] ?? {};
    }
    const response = source.response as SchemaParts | undefined;
    if (response) {
      const converted: SchemaParts = {};
      for (const [status, schema] of Object.entries(response)) {
        converted[status] = (convert({ response: { [status]: schema } })?.response as SchemaParts | undefined)?.[status] ?? {};
      }
      out.response = converted;
    }
    return { schema: out, url: input.url } as TransformOutput;
  }
}

/** Groups operations by their first meaningful path segment: /api/businesses/:businessId/products → products. */
function tagOf(url: string): string {
  const segments = url.split('/').filter((s) => s && s !== 'api' && !s.startsWith(':'));
  const first =
    segments[0] === 'businesses' && segments.length > 1 && url.startsWith('/api/businesses/:businessId') ? segments[1] : segments[0];
  return (first ?? 'api').replace(/\.(csv|json)$/, '');
}

function transform(input: TransformInput): TransformOutput {
  const result = safeTransform(input);
  const route = (input as { route?: { method?: string | string[]; config?: { access?: RouteAccess } } }).route;
  const access = route?.config?.access;
  const method = [route?.method ?? ''].flat().filter((m) => m !== 'HEAD')[0] ?? '';
  const schema: SchemaParts = { ...((result.schema as SchemaParts | undefined) ?? {}) };
  schema.summary ??= `${method} ${input.url}`;
  if (access) {
    schema['x-kade-access'] = access;
    schema.description = [schema.description, `Access: ${describeAccess(access)}`].filter(Boolean).join('\n\n');
    schema.security = access.kind === 'public' ? [] : [{ [COOKIE_SCHEME]: [] }];
    schema.tags ??= [tagOf(input.url)];
  }
  return { ...result, schema } as TransformOutput;
}

/**
 * The error body, with every code the API can answer as an enum, and the table of those codes
 * (src/shared/errors.ts) as `x-kade-errors`: each code's HTTP status and English text (a code with
 * variants lists each variant's text).
 */
function errorSchema() {
  const texts = new Map<string, string[]>();
  for (const [key, text] of Object.entries(MESSAGES)) {
    const { code } = splitKey(key);
    if (code in ERROR_STATUS) texts.set(code, [...(texts.get(code) ?? []), text]);
  }
  const codes = Object.keys(ERROR_STATUS).sort();
  return {
    type: 'object' as const,
    required: ['message', 'code'],
    properties: {
      message: { type: 'string' as const, description: 'The English text of the code, its variables filled in.' },
      code: { type: 'string' as const, enum: codes },
      params: { type: 'object' as const, additionalProperties: { type: 'string' as const } },
      fieldErrors: { type: 'object' as const, additionalProperties: { type: 'array' as const, items: { type: 'string' as const } } },
      fieldCodes: { type: 'object' as const, additionalProperties: { type: 'array' as const, items: { type: 'object' as const } } },
    },
    'x-kade-errors': codes.map((code) => ({
      code,
      status: ERROR_STATUS[code as keyof typeof ERROR_STATUS],
      messages: texts.get(code) ?? [],
    })),
  };
}

/**
 * The OpenAPI 3.1 description of the API, generated from the routes' zod schemas and access rules,
 * served as JSON at GET /api/docs (and /api/docs/openapi.json). Must be registered before the
 * routes: @fastify/swagger collects them as they are added.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Kade API',
        version: '1.0.0',
        description:
          'Retail and point-of-sale API. Amounts are LKR numbers with 2 decimal places; quantities are numbers; ' +
          'dates are ISO strings. Errors are `{ message, code, params?, fieldErrors?, fieldCodes? }`: `message` is ' +
          'the English text, `code` the key it is registered under (src/shared/messages) and `params` its variables, ' +
          'so a client can show it in its own language; `fieldErrors` lists the messages field by field and ' +
          "`fieldCodes` each one's `{ code, params }` in the same order. Sign in with POST /api/auth/login: " +
          `the session travels in the \`${SESSION_COOKIE}\` cookie. State-changing requests must be same-origin JSON. ` +
          'Each operation states who may call it in its description and in `x-kade-access`. ' +
          'Every error code, its HTTP status and its text are listed in `components.schemas.Error` (`x-kade-errors`).',
      },
      components: {
        securitySchemes: { [COOKIE_SCHEME]: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
        schemas: { Error: errorSchema() },
      },
    },
    transform,
  });

  for (const url of [SYSTEM_PATHS.docs, SYSTEM_PATHS.openApiJson]) {
    app.get(url, { config: { access: { kind: 'public' } } }, async () => app.swagger());
  }
}
