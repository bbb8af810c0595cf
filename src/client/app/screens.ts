/**
 * Every screen's path, once: the router (app-routes), the sidebar (nav-items) and every in-app
 * link or redirect take their paths from here, so renaming a screen is one edit.
 */
export const SCREENS = {
  dashboard: '/',
  login: '/login',
  cashierLogin: '/cashier',
  pos: '/pos',
  /** The customer display's own window: no shell, opened from the till. */
  customerDisplay: '/pos/display',
  sales: '/sales',
  returns: '/returns',
  shifts: '/shifts',
  inventory: '/inventory',
  labels: '/inventory/labels',
  /** Stock adjustments with a reason, and their list. */
  stockAdjustments: '/inventory/adjustments',
  /** Stocktakes: counting the shelves; one count's screen is `?id=`. */
  stocktakes: '/inventory/stocktakes',
  /** Batches and expiry: what has expired and what expires next. */
  expiry: '/inventory/expiry',
  /** Importing and exporting products, customers, debtors and suppliers. */
  importExport: '/import-export',
  debtors: '/debtors',
  cheques: '/cheques',
  crm: '/crm',
  procurement: '/procurement',
  tax: '/tax-panel',
  reports: '/reports',
  subscription: '/subscription',
  settings: '/settings',
  users: '/users',
  superAdmin: '/super-admin',
} as const;

export type ScreenPath = (typeof SCREENS)[keyof typeof SCREENS];

/** One field of the Settings form (`phone` → its input), which the screen brings into view and focuses. */
export const settingsFieldPath = (field: string) => `${SCREENS.settings}#settings-${field}`;

/** The sign-in screen, coming back to `next` (a path and query of this app) afterwards. */
export const signInPath = (next: string) => `${SCREENS.login}?next=${encodeURIComponent(next)}`;
