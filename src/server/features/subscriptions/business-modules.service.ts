/**
 * A business's modules and its row lock, as the platform admin's decisions use them (admin
 * feature): approvals, add-ons and suspensions of one business run one at a time, and the modules
 * a business may use are granted here. The SQL stays in subscriptions.repo.ts.
 */
import type { Executor } from '#server/db/client';
import * as repo from './subscriptions.repo';

export type { BusinessRow, ModuleRow } from './subscriptions.repo';

/** Locks the business row for a decision (undefined: no such business). */
export function lockBusiness(tx: Executor, businessId: number): Promise<repo.BusinessRow | undefined> {
  return repo.lockBusiness(tx, businessId);
}

/** Every module, offered or not (names of modules once sold), in display order. */
export function listAllModules(db: Executor): Promise<repo.ModuleRow[]> {
  return repo.listAllModules(db);
}

/** The modules on offer now, in display order: the add-on price counts them. */
export function listActiveModules(db: Executor): Promise<repo.ModuleRow[]> {
  return repo.listActiveModules(db);
}

/** The ids of the modules the business may use, ascending. */
export function listBusinessModuleIds(db: Executor, businessId: number): Promise<number[]> {
  return repo.listBusinessModuleIds(db, businessId);
}

/** Grants the modules (those already granted stay as they are). */
export function addBusinessModules(tx: Executor, businessId: number, moduleIds: number[]): Promise<void> {
  return repo.addBusinessModules(tx, businessId, moduleIds);
}
