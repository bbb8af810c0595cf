// One permission table drives both the API guards (server) and what the UI shows (client).

export const USER_ROLES = ['admin', 'cashier', 'super_admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const MEMBERSHIP_ROLES = ['owner', 'admin', 'cashier'] as const;
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];

export const BUSINESS_STATUSES = ['pending', 'active', 'suspended', 'cancelled', 'rejected'] as const;
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];

/** Module keys, in sidebar order. The key is how code refers to a module; the name is what users read. */
export const MODULE_KEYS = ['pos', 'inventory', 'debtors', 'crm', 'procurement', 'reports', 'tax'] as const;
export type ModuleKey = (typeof MODULE_KEYS)[number];

/** The module names, as GET /subscribed-modules, the dashboard and the server's messages give them. */
export const MODULE_NAMES: Record<ModuleKey, string> = {
  pos: 'Point of Sale',
  inventory: 'Inventory Management',
  debtors: 'Debtor Management',
  crm: 'CRM',
  procurement: 'Procurement',
  reports: 'Reports & Analytics',
  tax: 'Tax Management Panel',
};

export const PERMISSIONS = [
  'pos:read', // till data: products, categories, recent sales
  'sales:create',
  'customers:lookup', // find and add a customer at the till
  'business:manage', // everything else an admin does in their business
  'users:manage',
  'platform:manage', // super admin pages
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const ROLE_PERMISSIONS: Record<UserRole, readonly Permission[]> = {
  cashier: ['pos:read', 'sales:create', 'customers:lookup'],
  admin: ['pos:read', 'sales:create', 'customers:lookup', 'business:manage', 'users:manage'],
  super_admin: ['platform:manage'],
};

/**
 * A super admin who also owns a business (e.g. applied for one) acts as its admin there;
 * the platform role never grants access to other businesses' data.
 */
export function hasPermission(role: UserRole, permission: Permission, isBusinessMember = false): boolean {
  if (ROLE_PERMISSIONS[role].includes(permission)) return true;
  if (role === 'super_admin' && isBusinessMember) return ROLE_PERMISSIONS.admin.includes(permission);
  return false;
}

export type ModuleState = 'active' | 'inactive' | 'pending';

/** Sidebar badge and gate: Active (subscribed), Inactive (not subscribed), Pending (business not active). */
export function getModuleState(
  moduleKey: ModuleKey,
  business: { status: BusinessStatus; modules: readonly ModuleKey[] } | null,
): ModuleState {
  if (!business || business.status !== 'active') return business ? 'pending' : 'inactive';
  return business.modules.includes(moduleKey) ? 'active' : 'inactive';
}
