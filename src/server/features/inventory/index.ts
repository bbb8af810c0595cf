export { applyCountDifference, lockProductsForCount } from './adjustments.counts';
export {
  adjustStock,
  lockStockForReturn,
  openStock,
  openStockOfMany,
  receiveStock,
  restockReturn,
  returnToSupplier,
  reverseStock,
  takeSaleBatches,
} from './stock.service';
export type { BatchName, SaleBatchTake } from './stock.service';
export { saleMovementsInsertStatement, saleTakeStockCtes } from './stock.sql';
