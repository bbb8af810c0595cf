import type { ImportKind } from '#shared/contracts/import-paths';
import type { ModuleKey } from '#shared/permissions';
import { customersImport } from './customers';
import { debtorsImport } from './debtors';
import type { KindHandler } from './kind';
import { productsImport } from './products';
import { suppliersImport } from './suppliers';

export const HANDLERS: { [K in ImportKind]: KindHandler<K> } = {
  products: productsImport,
  customers: customersImport,
  debtors: debtorsImport,
  suppliers: suppliersImport,
};

/** The module each list belongs to: importing or exporting it needs that module. */
export const MODULE_OF: Record<ImportKind, ModuleKey> = {
  products: 'inventory',
  customers: 'crm',
  debtors: 'debtors',
  suppliers: 'procurement',
};
