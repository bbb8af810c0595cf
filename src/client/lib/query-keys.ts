/**
 * Every TanStack Query key of the client, once. A feature's keys share its prefix (`all`), so one
 * invalidation refreshes the feature; a mutation names the prefixes it changes and no others.
 * Keys of business records carry the business id, so two tenants never share a cache entry.
 * This module imports nothing: the entry chunk (app/prefetch.ts) may use it.
 */
export const queryKeys = {
  auth: {
    all: ['auth'] as const,
    user: ['auth', 'user'] as const,
    providers: ['auth', 'providers'] as const,
  },
  /** The modules on sale (landing and subscription pages). */
  modules: ['modules'] as const,
  /** The signed-in business's settings (the session's business: the path has no id). */
  settings: ['business-settings'] as const,
  /** The business record's own answers: its subscription, modules and users. */
  business: {
    all: ['business'] as const,
    subscription: (businessId: number) => ['business', businessId, 'subscription'] as const,
    subscribedModules: (businessId: number | undefined) => ['business', businessId, 'subscribed-modules'] as const,
    users: (businessId: number) => ['business', businessId, 'users'] as const,
  },
  /** The till's catalogue, recent sales and receipt profile (one answer). */
  pos: (businessId: number) => ['pos', businessId] as const,
  taxInvoiceProfile: (businessId: number | undefined) => ['tax-invoice-profile', businessId] as const,
  /** The shop's weighing-scale barcode rules (Settings, and the till reads labels by them). */
  scaleBarcodes: (businessId: number) => ['scale-barcodes', businessId] as const,
  /** The shop's static LankaQR payload: Settings edits it, the till reads it. */
  lankaqr: (businessId: number) => ['lankaqr', businessId] as const,
  sales: {
    all: (businessId: number) => ['sales', businessId] as const,
    list: (businessId: number, filters: object, cursor: string | null) => ['sales', businessId, 'list', filters, cursor] as const,
    detail: (businessId: number, saleId: number | null) => ['sales', businessId, 'detail', saleId] as const,
    /** The sale's tax invoice, if one was issued. */
    taxInvoice: (businessId: number, saleId: number) => ['sales', businessId, 'tax-invoice', saleId] as const,
  },
  inventory: {
    all: (businessId: number) => ['inventory', businessId] as const,
    stockMovements: (businessId: number, productId: number) => ['inventory', businessId, 'stock-movements', productId] as const,
  },
  customers: {
    all: (businessId: number) => ['customers', businessId] as const,
    list: (businessId: number) => ['customers', businessId, 'list'] as const,
    program: (businessId: number | undefined) => ['customers', businessId, 'program'] as const,
    campaigns: (businessId: number) => ['customers', businessId, 'campaigns'] as const,
    campaign: (businessId: number, id: number) => ['customers', businessId, 'campaigns', id] as const,
    campaignSettings: (businessId: number) => ['customers', businessId, 'campaigns', 'settings'] as const,
    sales: (businessId: number, customerId: number) => ['customers', businessId, customerId, 'sales'] as const,
    interactions: (businessId: number, customerId: number) => ['customers', businessId, customerId, 'interactions'] as const,
    loyalty: (businessId: number, customerId: number) => ['customers', businessId, customerId, 'loyalty'] as const,
  },
  debtors: {
    all: (businessId: number) => ['debtors', businessId] as const,
    list: (businessId: number) => ['debtors', businessId, 'list'] as const,
    stats: (businessId: number) => ['debtors', businessId, 'stats'] as const,
    ledger: (businessId: number, debtorId: number | null) => ['debtors', businessId, 'ledger', debtorId] as const,
  },
  dashboard: {
    all: (businessId: number) => ['dashboard', businessId] as const,
    enhanced: (businessId: number) => ['dashboard', businessId, 'enhanced'] as const,
  },
  reports: {
    all: (businessId: number) => ['reports', businessId] as const,
    sales: (businessId: number, from: string, to: string) => ['reports', businessId, 'sales', from, to] as const,
    inventory: (businessId: number) => ['reports', businessId, 'inventory'] as const,
    debtors: (businessId: number) => ['reports', businessId, 'debtors'] as const,
    crm: (businessId: number) => ['reports', businessId, 'crm'] as const,
  },
  tax: {
    all: (businessId: number) => ['tax', businessId] as const,
    panel: (businessId: number, from: string, to: string) => ['tax', businessId, 'panel', from, to] as const,
    configuration: (businessId: number) => ['tax', businessId, 'configuration'] as const,
    audit: (businessId: number, filters: Record<string, unknown>) => ['tax', businessId, 'audit', filters] as const,
  },
  procurement: {
    all: (businessId: number) => ['procurement', businessId] as const,
    suppliers: (businessId: number) => ['procurement', businessId, 'suppliers'] as const,
    purchaseOrders: (businessId: number) => ['procurement', businessId, 'purchase-orders'] as const,
    grns: (businessId: number) => ['procurement', businessId, 'grns'] as const,
    products: (businessId: number) => ['procurement', businessId, 'products'] as const,
    debitNotes: (businessId: number) => ['procurement', businessId, 'debit-notes'] as const,
  },
  admin: {
    all: ['admin'] as const,
    businesses: (status: string) => ['admin', 'businesses', status] as const,
    pendingAddons: ['admin', 'pending-addons'] as const,
    pendingBusinesses: ['admin', 'pending-businesses'] as const,
    metrics: ['admin', 'metrics'] as const,
    health: ['admin', 'health'] as const,
  },
};
