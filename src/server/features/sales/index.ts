export { recordSale } from './record-sale';
export { unitOf } from './sale-rows';
export { getSale } from './sales.service';
