export { recordSale } from './record-sale';
export { unitOf } from './sale-rows';
export { recentSales } from './sales.repo';
export { getSale } from './sales.service';
