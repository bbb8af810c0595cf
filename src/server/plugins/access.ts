import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';

import { hasPermission, MODULE_NAMES, type ModuleKey, type Permission } from '#shared/permissions';
import { businesses } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { AuthContext } from './session';

/**
 * Every API route declares who may call it in `config.access`; one hook enforces it before the
 * body is even read. The route table is therefore also the access matrix (see docs/security.md).
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'user' }
  | { kind: 'platform' }
  | {
      kind: 'business';
      permission: Permission;
      module?: ModuleKey;
      /** Pages a pending business still needs: its dashboard, its subscription. */
      allowInactive?: boolean;
    };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every API route and who may call it: what the security route matrix walks. */
    routeTable: RouteEntry[];
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  access: RouteAccess;
  /** The route's validation schemas (zod), for tools that derive requests from them (the API fuzzer). */
  schema?: FastifySchema;
}

export interface Tenant {
  businessId: number;
  userId: string;
  user: AuthContext['user'];
  business: NonNullable<AuthContext['business']>;
}

export function registerAccessControl(app: FastifyInstance) {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (!url.startsWith('/api') && !url.startsWith('/auth')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${url} declares no config.access`);
    for (const method of [route.method].flat()) if (method !== 'HEAD') table.push({ method, url, access, schema: route.schema });
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access.kind === 'public') return;
    const auth = request.auth;
    if (!auth) throw new AppError('UNAUTHORIZED');
    if (access.kind === 'user') return;
    if (access.kind === 'platform') {
      if (!hasPermission(auth.user.role, 'platform:manage')) throw new AppError('FORBIDDEN_page');
      return;
    }
    checkBusinessAccess(request, auth, access);
    // Suspended by the platform: refused everywhere, even where a pending business may go, and told why.
    if (auth.business?.status === 'suspended') throw await suspendedError(app, auth.business.id);
  });
}

async function suspendedError(app: FastifyInstance, businessId: number) {
  const [row] = await app.db.select({ reason: businesses.suspensionReason }).from(businesses).where(eq(businesses.id, businessId));
  return row?.reason ? new AppError('BUSINESS_SUSPENDED_reason', { params: { reason: row.reason } }) : new AppError('BUSINESS_SUSPENDED');
}

function checkBusinessAccess(request: FastifyRequest, auth: AuthContext, access: Extract<RouteAccess, { kind: 'business' }>) {
  const business = auth.business;
  const param = (request.params as Record<string, string> | undefined)?.businessId;
  // Another tenant's id answers exactly like a missing one.
  if (param !== undefined && (!business || String(business.id) !== param)) throw new AppError('BUSINESS_NOT_FOUND');
  if (!business) throw new AppError('NO_BUSINESS');
  if (!hasPermission(auth.user.role, access.permission, true) || !membershipAllows(business.membershipRole, access.permission))
    throw new AppError('FORBIDDEN_action');
  // A suspended business is refused by the caller with its reason (suspendedError), whatever the route.
  if (business.status === 'suspended') return;
  if (!access.allowInactive && business.status !== 'active') {
    throw business.status === 'pending'
      ? new AppError('BUSINESS_NOT_ACTIVE_pending')
      : new AppError('BUSINESS_NOT_ACTIVE', { params: { status: business.status } });
  }
  if (access.module && !business.modules.includes(access.module))
    throw new AppError('MODULE_NOT_SUBSCRIBED', { params: { module: MODULE_NAMES[access.module] } });
}

/** The membership role narrows too: a cashier membership never acts as admin, whatever the user role says. */
function membershipAllows(role: 'owner' | 'admin' | 'cashier', permission: Permission): boolean {
  if (role === 'cashier') return hasPermission('cashier', permission);
  return true;
}

/** The business of the signed-in caller; routes with `access.kind === 'business'` always have one. */
export function getTenant(request: FastifyRequest): Tenant {
  const auth = request.auth;
  if (!auth?.business) throw new AppError('UNAUTHORIZED');
  return { businessId: auth.business.id, userId: auth.user.id, user: auth.user, business: auth.business };
}

export function getUser(request: FastifyRequest): AuthContext['user'] {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth.user;
}
