export { bumpTillCatalogVersion } from './catalog-version.service';
export { listActiveProductRows, listCategories, toProduct } from './catalog.service';
