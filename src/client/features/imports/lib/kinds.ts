import type { ImportKind } from '#shared/contracts/imports';
import type { ModuleKey } from '#shared/permissions';
import { SCREENS } from '#client/app/screens';

/** Each list belongs to a module: a shop without it neither imports nor exports that list. */
export const KIND_MODULE: Record<ImportKind, ModuleKey> = {
  products: 'inventory',
  customers: 'crm',
  debtors: 'debtors',
  suppliers: 'procurement',
};

/** Where an imported list is seen afterwards (products also at the till, when the shop sells there). */
export const KIND_SCREENS: Record<ImportKind, { key: string; path: string; module: ModuleKey }[]> = {
  products: [
    { key: 'inventory', path: SCREENS.inventory, module: 'inventory' },
    { key: 'till', path: SCREENS.pos, module: 'pos' },
  ],
  customers: [{ key: 'customers', path: SCREENS.crm, module: 'crm' }],
  debtors: [{ key: 'debtors', path: SCREENS.debtors, module: 'debtors' }],
  suppliers: [{ key: 'suppliers', path: SCREENS.procurement, module: 'procurement' }],
};
