/**
 * The inventory's public face: other features read the product list through this query only
 * (the tax panel reviews the standard-rated staples in it).
 */
export { useInventory } from './api/inventory';
