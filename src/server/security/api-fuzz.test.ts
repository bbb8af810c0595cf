import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unregisteredCodes } from '#shared/messages';
import { addMember, createShop, createSuperAdmin, createUser, sessionCookieFor } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { cheques, saleExceptions } from '../db/schema';
import type { RouteEntry } from '../plugins/access';
import { numericLeaves, wideNumberArb } from './fuzz-numbers';

/**
 * The API fuzzer (docs/security.md): every operation of the route table, driven as each kind of
 * caller with requests derived from the route's own zod schemas — valid ones and mutated ones (wrong
 * types, 10k-character strings, emoji, huge and negative numbers, SQL, script and formula payloads,
 * missing and extra fields, deep nesting, other businesses' ids, garbage path parameters).
 *
 * Every answer must be below 500; a 4xx must be JSON with a message; a 2xx must not contain an id or
 * a name of a business the caller does not belong to. (2xx bodies are serialised through the route's
 * response schema, so a body that does not match it would surface as a 500.)
 *
 * To tell the two tenants' rows apart from everything else, the home business's rows are created with
 * ids from 100,000,000 and the other business's from 200,000,000 (identity sequences are moved for
 * set-up and restored afterwards), and their names carry a marker.
 */

// Deterministic by default; FUZZ_SEED / FUZZ_RUNS explore further (a failure prints the request to replay).
const SEED = Number(process.env.FUZZ_SEED ?? 20_240_607);
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 20);
/** Numbers drawn for each numeric field of each operation in the whole-range sweep. */
const NUMBERS_PER_FIELD = Number(process.env.FUZZ_NUMBERS ?? 6);
const HOME_FLOOR = 100_000_000;
const OTHER_FLOOR = 200_000_000;
const RANGE = 100_000_000;

type Role = 'anonymous' | 'cashier' | 'admin' | 'otherAdmin' | 'superAdmin';
const ROLES: Role[] = ['anonymous', 'cashier', 'admin', 'otherAdmin', 'superAdmin'];

/** Ids and names one tenant owns: what no one else may ever see. */
interface Tenant {
  marker: string;
  businessId: number;
  businessName: string;
  ids: Set<number>;
  byKind: Map<string, number[]>;
  userIds: string[];
  /** Users the fuzzer may delete (never the owner or the fuzzing cashier). */
  spareUserIds: string[];
}

interface Caller {
  role: Role;
  cookie?: string;
  userId?: string;
  own?: Tenant;
  /** Tenants whose ids and names must never appear in this caller's 2xx answers. */
  forbidden: Tenant[];
  platformIds: Map<string, number[]>;
}

let ctx: TestContext;
let home: Tenant;
let other: Tenant;
let callers: Record<Role, Caller>;
let requests = 0;

// ---------------------------------------------------------------------------------------------
// zod schema → fast-check arbitraries (zod 4 internals: `_zod.def`)
// ---------------------------------------------------------------------------------------------

/* eslint-disable @typescript-eslint/no-explicit-any -- walking zod's internal definitions */
type ZodLike = { _zod: { def: any } };
const isZod = (s: unknown): s is ZodLike => typeof s === 'object' && s !== null && '_zod' in s;

interface GenContext {
  ownIds: (key: string) => number[];
  otherIds: (key: string) => number[];
}

const normalizeKind = (k: string) => k.toLowerCase().replace(/[^a-z]/g, '');
const isIdKey = (key: string) => key === 'id' || /Ids?$/.test(key);

function checksOf(def: any): any[] {
  return (def.checks ?? []).map((c: any) => c._zod?.def ?? c);
}

function stringArb(def: any, key: string): fc.Arbitrary<string> {
  const format = def.format as string | undefined;
  if (format === 'email' || (!format && /email/i.test(key))) return fc.integer({ min: 1, max: 1e6 }).map((n) => `fuzz${n}@example.lk`);
  if (format === 'uuid' || format === 'guid') return fc.uuid({ version: 4 });
  if (format === 'date')
    return fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (format === 'datetime')
    return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
  if (format === 'url') return fc.constant('https://example.lk/x');
  let min = 0;
  let max = 40;
  for (const c of checksOf(def)) {
    if (c.check === 'min_length') min = Math.max(min, c.minimum);
    if (c.check === 'max_length') max = Math.min(max, c.maximum);
    if (c.check === 'length_equals') min = max = c.length;
    if (c.check === 'string_format' && c.format === 'regex' && c.pattern instanceof RegExp) return fc.stringMatching(c.pattern);
  }
  if (def.pattern instanceof RegExp) return fc.stringMatching(def.pattern);
  if (/phone/i.test(key)) return fc.integer({ min: 700000000, max: 779999999 }).map((n) => `0${n}`);
  const unit = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz ABCDEFG0123456789-'.split(''));
  return fc
    .string({ unit, minLength: Math.max(0, min - 1), maxLength: Math.max(0, Math.min(max, 40) - 1) })
    .map((s) => (min > 0 || max > 0 ? `K${s}` : s).slice(0, max));
}

function numberArb(def: any, key: string, gen: GenContext): fc.Arbitrary<number> {
  let lo = -Infinity;
  let hi = Infinity;
  let int = false;
  for (const c of checksOf(def)) {
    if (c.check === 'number_format' && /int/.test(c.format)) int = true;
    if (c.check === 'greater_than') lo = Math.max(lo, c.inclusive ? c.value : c.value + (int ? 1 : 0.01));
    if (c.check === 'less_than') hi = Math.min(hi, c.inclusive ? c.value : c.value - (int ? 1 : 0.01));
  }
  if (isIdKey(key)) {
    const own = gen.ownIds(key);
    const foreign = gen.otherIds(key);
    return fc.oneof(
      { weight: 6, arbitrary: own.length ? fc.constantFrom(...own) : fc.integer({ min: 1, max: 50 }) },
      { weight: 1, arbitrary: foreign.length ? fc.constantFrom(...foreign) : fc.integer({ min: 1, max: 50 }) },
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 2_000_000_000 }) },
    );
  }
  const low = Number.isFinite(lo) ? lo : 0;
  const high = Math.max(low, Number.isFinite(hi) ? Math.min(hi, low + 1000) : low + 1000);
  if (int) return fc.integer({ min: Math.ceil(low), max: Math.floor(high) });
  return fc.integer({ min: Math.ceil(low * 100), max: Math.floor(high * 100) }).map((n) => n / 100);
}

function validArb(schema: unknown, key: string, gen: GenContext, depth = 0): fc.Arbitrary<unknown> {
  if (!isZod(schema) || depth > 12) return fc.constant(null);
  const def = schema._zod.def;
  const inner = (s: unknown, k = key) => validArb(s, k, gen, depth + 1);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, ZodLike>;
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      const required: string[] = [];
      for (const [k, v] of Object.entries(shape)) {
        model[k] = inner(v, k);
        if (!isOptional(v)) required.push(k);
      }
      return fc.record(model, { requiredKeys: required });
    }
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 5 });
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in?._zod?.def.type === 'transform' ? def.out : def.in);
    case 'lazy':
      return inner(def.getter());
    case 'string':
      return stringArb(def, key);
    case 'number':
    case 'int':
      return numberArb(def, key, gen);
    case 'bigint':
      return fc.integer({ min: 0, max: 1000 });
    case 'boolean':
      return fc.boolean();
    case 'date':
      return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'array': {
      let min = 0;
      let max = 4;
      for (const c of checksOf(def)) {
        if (c.check === 'min_length') min = c.minimum;
        if (c.check === 'max_length') max = Math.min(max, c.maximum);
      }
      return fc.array(inner(def.element), { minLength: min, maxLength: Math.max(min, max) });
    }
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map((s) => inner(s)));
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((s) => inner(s)));
    case 'intersection':
      return fc.tuple(inner(def.left), inner(def.right)).map(([a, b]) => ({ ...(a as object), ...(b as object) }));
    case 'record':
      return fc.dictionary(fc.stringMatching(/^[a-z]{1,8}$/), inner(def.valueType), { maxKeys: 3 });
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    default:
      return fc.constant('x');
  }
}

function isOptional(schema: ZodLike): boolean {
  const t = schema._zod.def.type;
  if (t === 'optional' || t === 'default' || t === 'prefault') return true;
  if (t === 'pipe') return isOptional(schema._zod.def.in?._zod?.def.type === 'transform' ? schema._zod.def.out : schema._zod.def.in);
  return (schema as unknown as { _zod: { optin?: string } })._zod.optin === 'optional';
}
/* eslint-enable @typescript-eslint/no-explicit-any */

// ---------------------------------------------------------------------------------------------
// Mutations
// ---------------------------------------------------------------------------------------------

const HUGE = 'A'.repeat(10_000);
const NASTY_VALUES: unknown[] = [
  "'; drop table users; --",
  "1' or '1'='1",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '=HYPERLINK("x")',
  '+cmd|" /C calc"!A0',
  '@SUM(1+1)',
  HUGE,
  '😀🇱🇰 සිංහල தமிழ் 𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '\u0000\u202e\ufeff',
  '',
  '   ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-0',
  '0x10',
  '1,250.00',
  '../../etc/passwd',
  -1,
  -1e308,
  1e308,
  2 ** 31,
  2 ** 53 + 1,
  -(2 ** 31) - 1,
  0.0000001,
  123.456789,
  0,
  true,
  false,
  null,
  [],
  [1, 2, 3],
  {},
  { $gt: '' },
  '2024-02-30',
  '9999-12-31T23:59:59Z',
  '00000000-0000-0000-0000-000000000000',
];

function deeplyNested(depth: number): unknown {
  let value: unknown = { leaf: 1 };
  for (let i = 0; i < depth; i++) value = i % 2 ? { nested: value } : [value];
  return value;
}

type Path = (string | number)[];
function leafPaths(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  if (prefix.length > 4) return out;
  if (Array.isArray(value)) value.forEach((v, i) => leafPaths(v, [...prefix, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) leafPaths(v, [...prefix, k], out);
  if (prefix.length) out.push(prefix);
  return out;
}

function setAt(value: unknown, path: Path, replacement: unknown, remove = false): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (remove && !Array.isArray(node)) delete node[last];
  else node[last] = replacement;
  return copy;
}

type Mutation = 'replaceField' | 'removeField' | 'extraField' | 'wholeBody' | 'deep' | 'foreignIds';
const MUTATIONS: Mutation[] = [
  'replaceField',
  'replaceField',
  'replaceField',
  'removeField',
  'extraField',
  'wholeBody',
  'deep',
  'foreignIds',
];

function mutate(valid: unknown, kind: Mutation, pick: number, nasty: unknown, foreign: number[]): unknown {
  const paths = leafPaths(valid);
  const path = paths.length ? paths[pick % paths.length] : undefined;
  switch (kind) {
    case 'replaceField':
      return path ? setAt(valid, path, nasty) : nasty;
    case 'removeField':
      return path ? setAt(valid, path, undefined, true) : undefined;
    case 'extraField':
      return valid && typeof valid === 'object' && !Array.isArray(valid)
        ? { ...valid, isAdmin: true, businessId: foreign[0] ?? 1, role: 'super_admin', extra: nasty }
        : { extra: nasty };
    case 'wholeBody':
      return nasty;
    case 'deep':
      return path ? setAt(valid, path, deeplyNested(60)) : deeplyNested(200);
    case 'foreignIds': {
      let out = valid;
      for (const p of paths) if (isIdKey(String(p[p.length - 1])) && foreign.length) out = setAt(out, p, foreign[pick % foreign.length]);
      return out;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

interface FuzzRequest {
  method: string;
  url: string;
  body?: unknown;
  rawBody?: string;
  idempotencyKey?: string;
  /** A path parameter carried another tenant's id. */
  foreignPathId: boolean;
  label: string;
}

const GARBAGE_SEGMENTS = [
  '0',
  '-1',
  'abc',
  '1.5',
  '99999999999999999999',
  '%F0%9F%98%80',
  '1e3',
  "1'%20or%20'1'%3D'1",
  '%00',
  '..%2F..',
  'null',
  '%3Cscript%3E',
];

function kindOfParam(url: string, param: string): string {
  const segments = url.split('/');
  let i = segments.indexOf(`:${param}`) - 1;
  while (i > 0 && segments[i].startsWith(':')) i--;
  return normalizeKind(segments[i] ?? '');
}

function kindOfCollection(url: string): string {
  const named = url.split('/').filter((s) => s && s !== 'api' && s !== 'businesses' && s !== 'tax' && !s.startsWith(':'));
  if (url.startsWith('/api/tax/')) return normalizeKind(named[0] ?? '');
  return normalizeKind(named[named.length - 1] ?? '');
}

function idsOfKind(tenant: Tenant | undefined, kind: string): number[] {
  if (!tenant) return [];
  return tenant.byKind.get(kind) ?? [...tenant.ids];
}

/** Tenants the caller is a stranger to: whose ids the fuzzer plants in its requests. */
const strangersOf = (caller: Caller) => (caller.forbidden.length ? caller.forbidden : [home, other]);

function pathParamArb(url: string, param: string, caller: Caller): fc.Arbitrary<{ value: string; foreign: boolean }> {
  const own = (v: string | number) => ({ value: String(v), foreign: false });
  const foreignOf = (v: string | number) => ({ value: String(v), foreign: true });
  const garbage = fc.constantFrom(...GARBAGE_SEGMENTS).map(own);
  const randomInt = fc.integer({ min: 1, max: 2_147_483_647 }).map(own);
  const others = strangersOf(caller);
  if (param === 'businessId') {
    const mine = caller.own?.businessId ?? home.businessId;
    return fc.oneof(
      { weight: 8, arbitrary: fc.constant(own(mine)) },
      { weight: 1, arbitrary: fc.constantFrom(...others.map((t) => t.businessId)).map(foreignOf) },
      { weight: 1, arbitrary: fc.oneof(garbage, randomInt) },
    );
  }
  if (param === 'userId') {
    const mine = caller.own?.spareUserIds ?? [];
    const theirs = others.flatMap((t) => t.userIds);
    return fc.oneof(
      { weight: 3, arbitrary: mine.length ? fc.constantFrom(...mine).map(own) : fc.uuid({ version: 4 }).map(own) },
      { weight: 2, arbitrary: theirs.length ? fc.constantFrom(...theirs).map(foreignOf) : fc.uuid({ version: 4 }).map(own) },
      { weight: 1, arbitrary: fc.uuid({ version: 4 }).map(own) },
      { weight: 1, arbitrary: garbage },
    );
  }
  if (param === 'provider') return fc.constantFrom('google', 'github', 'facebook', 'oidc', 'myspace', '%00', 'x'.repeat(300)).map(own);
  const kind = kindOfParam(url, param);
  const mine = caller.role === 'superAdmin' ? (caller.platformIds.get(kind) ?? []) : idsOfKind(caller.own, kind);
  const theirs = others.flatMap((t) => idsOfKind(t, kind));
  return fc.oneof(
    { weight: 5, arbitrary: mine.length ? fc.constantFrom(...mine).map(own) : randomInt },
    { weight: 2, arbitrary: theirs.length ? fc.constantFrom(...theirs).map(foreignOf) : randomInt },
    { weight: 1, arbitrary: randomInt },
    { weight: 1, arbitrary: garbage },
  );
}

function requestArb(route: RouteEntry, caller: Caller): fc.Arbitrary<FuzzRequest> {
  const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown };
  const gen: GenContext = {
    ownIds: (key) => (key === 'id' ? [] : idsOfKind(caller.own, normalizeKind(key.replace(/Ids?$/, 's')))),
    otherIds: (key) => strangersOf(caller).flatMap((t) => idsOfKind(t, normalizeKind(key.replace(/Ids?$/, 's')))),
  };
  const foreignIds = strangersOf(caller).flatMap((t) => [...t.ids]);
  const params = (route.url.match(/:([A-Za-z0-9_]+)/g) ?? []).map((p) => p.slice(1));
  const paramsArb = fc.tuple(...params.map((p) => pathParamArb(route.url, p, caller)));
  const mutationArb = fc.record({
    kind: fc.constantFrom(...MUTATIONS),
    pick: fc.nat(),
    nasty: fc.oneof(fc.constantFrom(...NASTY_VALUES), fc.string({ unit: 'grapheme', maxLength: 50 }), fc.double(), fc.integer()),
  });
  const payloadArb = (s: unknown) =>
    fc.oneof(
      { weight: 2, arbitrary: validArb(s, '', gen).map((v) => ({ value: v, mutated: false })) },
      {
        weight: 3,
        arbitrary: fc
          .tuple(validArb(s, '', gen), mutationArb)
          .map(([v, m]) => ({ value: mutate(v, m.kind, m.pick, m.nasty, foreignIds), mutated: true })),
      },
    );
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const bodyArb = hasBody
    ? fc.oneof(
        {
          weight: 12,
          arbitrary: schema.body
            ? payloadArb(schema.body).map((p) => ({ body: p.value, raw: undefined }))
            : fc.constant({ body: {}, raw: undefined }),
        },
        {
          weight: 1,
          arbitrary: fc
            .constantFrom('{"name": ', '[[[[', '{"a":1,"a":2}', 'null', '{"__proto__":{"isAdmin":true}}')
            .map((raw) => ({ body: undefined, raw })),
        },
      )
    : fc.constant({ body: undefined, raw: undefined });
  const queryArb = schema.querystring ? payloadArb(schema.querystring).map((p) => p.value) : fc.constant(undefined);
  return fc.tuple(paramsArb, bodyArb, queryArb, fc.boolean(), fc.uuid({ version: 4 })).map(([values, body, query, withKey, key]) => {
    let i = 0;
    let foreignPathId = false;
    const path = route.url.replace(/:([A-Za-z0-9_]+)/g, () => {
      const v = values[i++];
      foreignPathId ||= v.foreign;
      return v.value;
    });
    const qs = toQuery(query);
    const url = qs ? `${path}?${qs}` : path;
    return {
      method: route.method,
      url,
      body: body.body,
      rawBody: body.raw,
      idempotencyKey: hasBody && (withKey || route.url.endsWith('/sales')) ? key : undefined,
      foreignPathId,
      label: `${route.method} ${url.slice(0, 200)}`,
    };
  });
}

function toQuery(query: unknown): string {
  if (query === undefined) return '';
  if (!query || typeof query !== 'object' || Array.isArray(query)) return `q=${encodeURIComponent(JSON.stringify(query) ?? '')}`;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    params.append(k, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
  }
  return params.toString();
}

/** Routes that start, rotate or end a session: signed-in callers use a throwaway session for them. */
const touchesSession = (url: string) => /\/(auth|login|logout|register)(\/|$)/.test(url) || url.startsWith('/auth/');

async function send(caller: Caller, req: FuzzRequest) {
  let cookie = caller.cookie;
  if (cookie && caller.userId && touchesSession(req.url)) cookie = await sessionCookieFor(ctx.app, caller.userId);
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (req.idempotencyKey) headers['idempotency-key'] = req.idempotencyKey;
  let payload: string | undefined;
  if (req.rawBody !== undefined) payload = req.rawBody;
  else if (req.body !== undefined) payload = JSON.stringify(req.body);
  else if (req.method !== 'GET' && req.method !== 'DELETE') payload = '{}';
  if (payload !== undefined) headers['content-type'] = 'application/json';
  requests++;
  return ctx.app.inject({ method: req.method as 'GET', url: req.url, headers, ...(payload !== undefined ? { payload } : {}) });
}

// ---------------------------------------------------------------------------------------------
// What a response must never contain
// ---------------------------------------------------------------------------------------------

function findLeaks(value: unknown, forbidden: Tenant[], path = '$', out: string[] = []): string[] {
  if (out.length > 5) return out;
  if (Array.isArray(value)) value.forEach((v, i) => findLeaks(v, forbidden, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (isIdKey(k)) {
        for (const candidate of [v].flat()) {
          const owner = forbidden.find((t) =>
            typeof candidate === 'number'
              ? t.ids.has(candidate) || t.businessId === candidate
              : typeof candidate === 'string' && t.userIds.includes(candidate),
          );
          if (owner) out.push(`${path}.${k} = ${String(candidate)} belongs to ${owner.marker}`);
        }
      }
      findLeaks(v, forbidden, `${path}.${k}`, out);
    }
  }
  return out;
}

function findNames(text: string, forbidden: Tenant[]): string[] {
  const out: string[] = [];
  for (const t of forbidden) {
    if (text.includes(t.marker)) out.push(`contains ${t.marker}`);
    if (text.includes(t.businessName)) out.push(`contains the business name ${t.businessName}`);
    for (const id of t.userIds) if (text.includes(id)) out.push(`contains user ${id} of ${t.marker}`);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Set-up: two tenants with rows in known id ranges
// ---------------------------------------------------------------------------------------------

type SeqRow = { seq: string; last: string | number | null };
async function sequences(): Promise<SeqRow[]> {
  const res = await ctx.db.execute(
    sql`select format('%I.%I', schemaname, sequencename) as seq, last_value as last from pg_sequences where schemaname = 'public'`,
  );
  return (res as unknown as { rows: SeqRow[] }).rows;
}
async function moveSequences(to: number) {
  for (const { seq } of await sequences()) await ctx.db.execute(sql`select setval(${seq}::regclass, ${to})`);
}
async function restoreSequences(saved: SeqRow[]) {
  for (const { seq, last } of saved) {
    if (last === null) await ctx.db.execute(sql`select setval(${seq}::regclass, 1, false)`);
    else await ctx.db.execute(sql`select setval(${seq}::regclass, ${Number(last)})`);
  }
}

function collectIds(value: unknown, kind: string, floor: number, into: Tenant) {
  const add = (k: string, id: number) => {
    if (id < floor || id >= floor + RANGE) return;
    into.ids.add(id);
    const list = into.byKind.get(k) ?? [];
    if (!list.includes(id)) list.push(id);
    into.byKind.set(k, list);
  };
  const walk = (v: unknown, k: string) => {
    if (Array.isArray(v)) v.forEach((item) => walk(item, k));
    else if (v && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        if (isIdKey(key) && typeof child === 'number') add(key === 'id' ? k : normalizeKind(key.replace(/Id$/, 's')), child);
        else walk(child, Array.isArray(child) ? normalizeKind(key) : k);
      }
    }
  };
  walk(value, kind);
}

const NAME_KEYS = new Set(['name', 'firstName', 'lastName', 'contactPerson', 'companyName']);

/** Creates some of everything the owner can create, with valid bodies from the route schemas. */
async function populate(tenant: Tenant, caller: Caller, floor: number) {
  const creators = ctx.app.routeTable.filter(
    (r) => r.method === 'POST' && r.access.kind === 'business' && !/:(?!businessId)/.test(r.url) && !/export|addon|calculate/.test(r.url),
  );
  const gen: GenContext = {
    ownIds: (key) => idsOfKind(tenant, normalizeKind(key.replace(/Ids?$/, 's'))),
    otherIds: () => [],
  };
  for (let pass = 0; pass < 3; pass++) {
    for (const route of creators) {
      const samples = fc.sample(validArb((route.schema as { body?: unknown })?.body, '', gen), { seed: SEED + pass, numRuns: 40 });
      let created = 0;
      for (const [n, body] of samples.entries()) {
        const named =
          body && typeof body === 'object' && !Array.isArray(body)
            ? Object.fromEntries(
                Object.entries(body).map(([k, v]) => [k, NAME_KEYS.has(k) && typeof v === 'string' ? `${tenant.marker}${pass}${n}` : v]),
              )
            : body;
        const url = route.url.replace(':businessId', String(tenant.businessId));
        const res = await send(caller, {
          method: 'POST',
          url,
          body: named,
          foreignPathId: false,
          label: url,
          idempotencyKey: randomUUID(),
        });
        if (res.statusCode < 300) {
          collectIds(res.json(), kindOfCollection(route.url), floor, tenant);
          if (++created >= 2) break;
        }
      }
    }
  }
  // Everything the owner can list belongs to the business.
  for (const route of ctx.app.routeTable.filter(
    (r) => r.method === 'GET' && r.access.kind === 'business' && !/:(?!businessId)/.test(r.url),
  )) {
    const res = await send(caller, {
      method: 'GET',
      url: route.url.replace(':businessId', String(tenant.businessId)),
      foreignPathId: false,
      label: '',
    });
    if (res.statusCode === 200 && String(res.headers['content-type']).includes('json'))
      collectIds(res.json(), kindOfCollection(route.url), floor, tenant);
  }
}

/** Cheques come only from a sale's cheque payment: a few rows of the tenant's own, so their status route meets real ids. */
async function seedCheques(tenant: Tenant) {
  const rows = await ctx.db
    .insert(cheques)
    .values(
      [1, 2, 3].map((n) => ({
        businessId: tenant.businessId,
        drawerName: `${tenant.marker}cheque${n}`,
        bank: 'Fuzz Bank',
        chequeNumber: String(n),
        chequeDate: '2026-11-20',
        amountCents: 1000 * n,
      })),
    )
    .returning({ id: cheques.id });
  for (const { id } of rows) tenant.ids.add(id);
  tenant.byKind.set('cheques', [...(tenant.byKind.get('cheques') ?? []), ...rows.map((r) => r.id)]);
}

/** Sale exceptions come only from a sale made offline: a few open rows, so their resolve route meets real ids. */
async function seedSaleExceptions(tenant: Tenant) {
  const rows = await ctx.db
    .insert(saleExceptions)
    .values(
      [1, 2, 3].map((n) => ({
        businessId: tenant.businessId,
        kind: 'price_changed' as const,
        details: { soldPrice: n, currentPrice: n + 1 },
      })),
    )
    .returning({ id: saleExceptions.id });
  for (const { id } of rows) tenant.ids.add(id);
  tenant.byKind.set(
    'saleexceptions',
    rows.map((r) => r.id),
  );
}

async function makeTenant(marker: string, floor: number) {
  await moveSequences(floor);
  const shop = await createShop(ctx.app);
  const spare = [await createUser(ctx.db, { role: 'cashier' }), await createUser(ctx.db, { role: 'cashier' })];
  for (const u of spare) await addMember(ctx.db, shop.business.id, u.id, 'cashier');
  const tenant: Tenant = {
    marker,
    businessId: shop.business.id,
    businessName: shop.business.name,
    ids: new Set(),
    byKind: new Map(),
    userIds: [shop.owner.id, shop.cashier.id, ...spare.map((u) => u.id)],
    spareUserIds: spare.map((u) => u.id),
  };
  const owner: Caller = {
    role: 'admin',
    cookie: shop.ownerApi.cookie,
    userId: shop.owner.id,
    own: tenant,
    forbidden: [],
    platformIds: new Map(),
  };
  await populate(tenant, owner, floor);
  await seedCheques(tenant);
  await seedSaleExceptions(tenant);
  return { shop, tenant, owner };
}

beforeAll(async () => {
  // FUZZ_LOG=1 prints the server's own account of a 5xx (the error handler logs them).
  const logger = process.env.FUZZ_LOG
    ? { level: 'error', stream: { write: (line: string) => process.stdout.write(line.slice(0, 4000)) } }
    : false;
  ctx = await createTestApp({ logger });
  const saved = await sequences();
  const a = await makeTenant('Fuzzhomezq', HOME_FLOOR);
  const b = await makeTenant('Fuzzotherzq', OTHER_FLOOR);
  await restoreSequences(saved);
  home = a.tenant;
  other = b.tenant;
  // Pending businesses the super admin may approve or reject.
  const pending = [await createShop(ctx.app, { status: 'pending' }), await createShop(ctx.app, { status: 'pending' })];
  const admin = await createSuperAdmin(ctx.app);
  const platformIds = new Map<string, number[]>([['businesses', pending.map((p) => p.business.id)]]);
  callers = {
    anonymous: { role: 'anonymous', forbidden: [home, other], platformIds: new Map() },
    cashier: {
      role: 'cashier',
      cookie: a.shop.cashierApi.cookie,
      userId: a.shop.cashier.id,
      own: home,
      forbidden: [other],
      platformIds: new Map(),
    },
    admin: { ...a.owner, forbidden: [other] },
    otherAdmin: { ...b.owner, forbidden: [home] },
    superAdmin: { role: 'superAdmin', cookie: admin.api.cookie, userId: admin.user.id, forbidden: [], platformIds },
  };
}, 120_000);
afterAll(async () => ctx?.close());

// ---------------------------------------------------------------------------------------------
// The fuzzer
// ---------------------------------------------------------------------------------------------

const METHOD_ORDER: Record<string, number> = { GET: 0, POST: 1, PUT: 2, PATCH: 3, DELETE: 4 };

function seedOf(text: string): number {
  let h = SEED;
  for (const ch of text) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}

describe('API fuzzer', () => {
  it('set-up gives both tenants rows in their own id ranges', () => {
    expect(home.ids.size).toBeGreaterThan(5);
    expect(other.ids.size).toBeGreaterThan(5);
    for (const kind of ['products', 'customers', 'debtors', 'suppliers']) {
      expect(home.byKind.get(kind)?.length, `home ${kind}`).toBeGreaterThan(0);
      expect(other.byKind.get(kind)?.length, `other ${kind}`).toBeGreaterThan(0);
    }
  });

  it("found and fixed: a product cannot name another business's supplier (create or update)", async () => {
    const theirs = other.byKind.get('suppliers')![0];
    const mine = home.byKind.get('suppliers')![0];
    const url = `/api/businesses/${home.businessId}/products`;
    const product = { name: 'Supplier check', sellingPrice: 10, stock: 1 };
    const refused = await send(callers.admin, {
      method: 'POST',
      url,
      body: { ...product, supplierId: theirs },
      foreignPathId: false,
      label: '',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'Supplier not found', fieldErrors: { supplierId: ['Supplier not found'] } });
    const created = await send(callers.admin, {
      method: 'POST',
      url,
      body: { ...product, supplierId: mine },
      foreignPathId: false,
      label: '',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().supplierId).toBe(mine);
    const productUrl = `/api/products/${created.json().id}`;
    const update = await send(callers.admin, {
      method: 'PUT',
      url: productUrl,
      body: { ...product, supplierId: theirs },
      foreignPathId: false,
      label: '',
    });
    expect(update.statusCode).toBe(400);
  });

  it('found and fixed: text with a NUL character is refused with 400, not a 500', async () => {
    const url = `/api/businesses/${home.businessId}/products`;
    const res = await send(callers.admin, {
      method: 'POST',
      url,
      body: { name: 'Tea\u0000Dust', sellingPrice: 10, stock: 1 },
      foreignPathId: false,
      label: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Text contains a character that is not allowed' });
    const user = await send(callers.admin, {
      method: 'POST',
      url: `/api/businesses/${home.businessId}/users`,
      body: { email: 'nul@example.lk', password: 'K64cul-long-enough', firstName: 'Nul', lastName: '\u0000\u202e', role: 'admin' },
      foreignPathId: false,
      label: '',
    });
    expect(user.statusCode).toBe(400);
  });

  it('draws numbers across the whole double range into every numeric field of every operation: never a 5xx', async (testCtx) => {
    const started = Date.now();
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    let fields = 0;
    for (const route of ctx.app.routeTable) {
      const access = route.access.kind;
      if (access === 'public' || touchesSession(route.url)) continue;
      const caller = access === 'platform' ? callers.superAdmin : callers.admin;
      const gen: GenContext = {
        ownIds: (key) => (key === 'id' ? [] : idsOfKind(caller.own, normalizeKind(key.replace(/Ids?$/, 's')))),
        otherIds: () => [],
      };
      const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown };
      const path = route.url.replace(/:([A-Za-z0-9_]+)/g, (_m, p: string) => {
        const own = p === 'businessId' ? [caller.own?.businessId ?? 1] : idsOfKind(caller.own, kindOfParam(route.url, p));
        return String(own[0] ?? caller.platformIds.get('businesses')?.[0] ?? 1);
      });
      for (const part of ['body', 'querystring'] as const) {
        if (!schema[part] || (part === 'body' && (route.method === 'GET' || route.method === 'DELETE'))) continue;
        const seed = seedOf(`numbers ${route.method} ${route.url} ${part}`);
        // Several valid requests, so every optional numeric field turns up in at least one.
        const samples = fc.sample(validArb(schema[part], '', gen), { seed, numRuns: 8 });
        const byPath = new Map<string, { sample: unknown; path: (string | number)[] }>();
        for (const sample of samples) for (const p of numericLeaves(sample, isIdKey)) byPath.set(p.join('.'), { sample, path: p });
        for (const [key, { sample, path: leaf }] of byPath) {
          fields++;
          for (const n of fc.sample(wideNumberArb, { seed: seedOf(key) + seed, numRuns: NUMBERS_PER_FIELD })) {
            const value = setAt(sample, leaf, n);
            const qs = part === 'querystring' ? toQuery(value) : '';
            const req: FuzzRequest = {
              method: route.method,
              url: qs ? `${path}?${qs}` : path,
              body: part === 'body' ? value : undefined,
              idempotencyKey: route.method === 'GET' ? undefined : randomUUID(),
              foreignPathId: false,
              label: `${route.method} ${route.url} ${part}.${key}=${JSON.stringify(n)}`,
            };
            const res = await send(caller, req);
            sent++;
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            if (res.statusCode >= 500) failures.push(`${req.label} → ${res.statusCode}; body ${JSON.stringify(req.body)?.slice(0, 300)}`);
            else if (res.statusCode >= 400)
              for (const problem of unregisteredCodes(res.json()))
                failures.push(`${req.label} → ${res.statusCode}: unregistered ${problem}`);
          }
        }
      }
    }
    const summary = `Numeric sweep: ${sent} requests over ${fields} numeric fields in ${((Date.now() - started) / 1000).toFixed(1)}s; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((x, y) => x[0] - y[0])))}`;
    process.stdout.write(`${summary}\n`);
    await testCtx.annotate(summary);
    expect(fields).toBeGreaterThan(30);
    expect(failures.slice(0, 40)).toEqual([]);
  }, 300_000);

  it(
    'drives every operation as every role with valid and mutated inputs: no 5xx, 4xx carry a message, no other tenant in any 2xx',
    async (testCtx) => {
      const started = Date.now();
      const before = requests;
      const routes = [...ctx.app.routeTable].sort((x, y) => (METHOD_ORDER[x.method] ?? 9) - (METHOD_ORDER[y.method] ?? 9));
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      for (const route of routes) {
        for (const role of ROLES) {
          const caller = callers[role];
          const samples = fc.sample(requestArb(route, caller), {
            seed: seedOf(`${route.method} ${route.url} ${role}`),
            numRuns: RUNS_PER_OPERATION,
          });
          for (const req of samples) {
            const res = await send(caller, req);
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            const label = `${req.label} as ${role} → ${res.statusCode}`;
            const type = String(res.headers['content-type'] ?? '');
            if (res.statusCode >= 500) {
              failures.push(`${label}: server error; body sent: ${JSON.stringify(req.body ?? req.rawBody ?? null)?.slice(0, 300)}`);
              if (process.env.FUZZ_PROGRESS) process.stdout.write(`FAILURE ${failures[failures.length - 1]}\n`);
              continue;
            }
            if (res.statusCode >= 400) {
              const message = type.includes('json') ? (res.json() as { message?: unknown }).message : undefined;
              if (typeof message !== 'string' || !message) failures.push(`${label}: a 4xx without a JSON message (${type})`);
              // …and a registered code (src/shared/messages) that the errors catalogue translates.
              else for (const problem of unregisteredCodes(res.json())) failures.push(`${label}: unregistered ${problem}`);
              continue;
            }
            if (res.statusCode >= 300 || role === 'superAdmin') continue;
            if (req.foreignPathId) failures.push(`${label}: another tenant's id in the path was accepted`);
            const leaks = type.includes('json') ? findLeaks(res.json(), caller.forbidden) : [];
            if (/json|text|csv/.test(type)) leaks.push(...findNames(res.body, caller.forbidden));
            if (leaks.length) failures.push(`${label}: ${leaks.join('; ')}`);
          }
        }
      }
      const sent = requests - before;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const summary = `API fuzzer: ${sent} requests (+${before} for set-up) over ${routes.length} operations × ${ROLES.length} roles in ${seconds}s; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((x, y) => x[0] - y[0])))}`;
      process.stdout.write(`${summary}\n`);
      await testCtx.annotate(summary);
      expect(failures.slice(0, 40)).toEqual([]);
      expect(sent).toBe(routes.length * ROLES.length * RUNS_PER_OPERATION);
    },
    Math.max(300_000, RUNS_PER_OPERATION * 15_000),
  );
});
