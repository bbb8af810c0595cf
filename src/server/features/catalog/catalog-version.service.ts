/**
 * The till's catalogue version (catalogVersions): the till's product list and recent sales are
 * served under it, so every change they show bumps it in the change's own transaction. Catalogue
 * changes bump it in this feature; other features (a debtor's payment changing a recent sale's
 * status) call this.
 */
import type { Executor } from '#server/db/client';
import * as repo from './catalog.repo';

export function bumpTillCatalogVersion(db: Executor, businessId: number): Promise<void> {
  return repo.bumpCatalogVersion(db, businessId);
}
