import {
  BarChart3,
  Boxes,
  CreditCard,
  HandCoins,
  Heart,
  LayoutDashboard,
  Receipt,
  ReceiptText,
  Settings,
  ShieldCheck,
  ShoppingCart,
  Truck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ModuleKey } from '../../shared/permissions';

export interface NavItem {
  path: string;
  labelKey: string;
  icon: LucideIcon;
  module?: ModuleKey;
  /** false: a page within another module's item (Sales within Point of Sale): gated by it, without a badge of its own. */
  showState?: boolean;
}

export const SUPER_ADMIN_ITEM: NavItem = { path: '/super-admin', labelKey: 'nav.superAdmin', icon: ShieldCheck };

/** Sidebar order (spec): Dashboard, then the modules; the lower group below. */
export const MAIN_ITEMS: NavItem[] = [
  { path: '/', labelKey: 'nav.dashboard', icon: LayoutDashboard },
  { path: '/pos', labelKey: 'nav.pos', icon: ShoppingCart, module: 'pos' },
  { path: '/sales', labelKey: 'nav.sales', icon: ReceiptText, module: 'pos', showState: false },
  { path: '/inventory', labelKey: 'nav.inventory', icon: Boxes, module: 'inventory' },
  { path: '/debtors', labelKey: 'nav.debtors', icon: HandCoins, module: 'debtors' },
  { path: '/crm', labelKey: 'nav.crm', icon: Heart, module: 'crm' },
  { path: '/procurement', labelKey: 'nav.procurement', icon: Truck, module: 'procurement' },
  { path: '/reports', labelKey: 'nav.reports', icon: BarChart3, module: 'reports' },
  { path: '/tax-panel', labelKey: 'nav.tax', icon: Receipt, module: 'tax' },
];

export const SUBSCRIPTION_ITEM: NavItem = { path: '/subscription', labelKey: 'nav.subscription', icon: CreditCard };
export const USERS_ITEM: NavItem = { path: '/users', labelKey: 'nav.users', icon: Users };
export const SETTINGS_ITEM: NavItem = { path: '/settings', labelKey: 'nav.settings', icon: Settings };
