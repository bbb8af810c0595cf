import {
  BarChart3,
  Boxes,
  CalendarClock,
  ClipboardList,
  Clock,
  CreditCard,
  FileCheck,
  FileSpreadsheet,
  HandCoins,
  Heart,
  LayoutDashboard,
  Receipt,
  ReceiptText,
  Settings,
  ShieldCheck,
  ShoppingCart,
  SlidersHorizontal,
  Tags,
  Undo2,
  Truck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ModuleKey } from '#shared/permissions';
import { SCREENS } from './screens';

export interface NavItem {
  path: string;
  labelKey: string;
  icon: LucideIcon;
  module?: ModuleKey;
  /** false: a page within another module's item (Sales within Point of Sale): gated by it, without a badge of its own. */
  showState?: boolean;
}

export const SUPER_ADMIN_ITEM: NavItem = { path: SCREENS.superAdmin, labelKey: 'nav.superAdmin', icon: ShieldCheck };

/** Sidebar order: Dashboard, then the modules; the lower group below. */
export const MAIN_ITEMS: NavItem[] = [
  { path: SCREENS.dashboard, labelKey: 'nav.dashboard', icon: LayoutDashboard },
  { path: SCREENS.pos, labelKey: 'nav.pos', icon: ShoppingCart, module: 'pos' },
  { path: SCREENS.sales, labelKey: 'nav.sales', icon: ReceiptText, module: 'pos', showState: false },
  { path: SCREENS.returns, labelKey: 'nav.returns', icon: Undo2, module: 'pos', showState: false },
  { path: SCREENS.shifts, labelKey: 'nav.shifts', icon: Clock, module: 'pos', showState: false },
  { path: SCREENS.inventory, labelKey: 'nav.inventory', icon: Boxes, module: 'inventory' },
  { path: SCREENS.labels, labelKey: 'nav.labels', icon: Tags, module: 'inventory', showState: false },
  { path: SCREENS.stockAdjustments, labelKey: 'nav.stockAdjustments', icon: SlidersHorizontal, module: 'inventory', showState: false },
  { path: SCREENS.stocktakes, labelKey: 'nav.stocktakes', icon: ClipboardList, module: 'inventory', showState: false },
  { path: SCREENS.expiry, labelKey: 'nav.expiry', icon: CalendarClock, module: 'inventory', showState: false },
  { path: SCREENS.debtors, labelKey: 'nav.debtors', icon: HandCoins, module: 'debtors' },
  { path: SCREENS.cheques, labelKey: 'nav.cheques', icon: FileCheck, module: 'debtors', showState: false },
  { path: SCREENS.crm, labelKey: 'nav.crm', icon: Heart, module: 'crm' },
  { path: SCREENS.procurement, labelKey: 'nav.procurement', icon: Truck, module: 'procurement' },
  { path: SCREENS.reports, labelKey: 'nav.reports', icon: BarChart3, module: 'reports' },
  { path: SCREENS.tax, labelKey: 'nav.tax', icon: Receipt, module: 'tax' },
];

export const SUBSCRIPTION_ITEM: NavItem = { path: SCREENS.subscription, labelKey: 'nav.subscription', icon: CreditCard };
export const USERS_ITEM: NavItem = { path: SCREENS.users, labelKey: 'nav.users', icon: Users };
export const IMPORT_EXPORT_ITEM: NavItem = { path: SCREENS.importExport, labelKey: 'nav.importExport', icon: FileSpreadsheet };
export const SETTINGS_ITEM: NavItem = { path: SCREENS.settings, labelKey: 'nav.settings', icon: Settings };
