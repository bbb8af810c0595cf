export { returnsSummary } from './returns-summary';
export type { ReturnsSummary } from './returns-summary';
export {
  netExemptSalesByDay,
  netSaleSumsByDay,
  netSalesByCategory,
  netSalesByDay,
  netSalesByProduct,
  netSalesByTaxRate,
  netSalesByTender,
  netSalesTotalCents,
  netSalesTotals,
  netSsclExemptSalesByDay,
  openSalesRange,
  rangeOf,
  salesScope,
} from './sales-read-model.service';
export type { DaySales, ProductSales, SaleSums, SalesRange, TaxRateSales, TenderSales } from './sales-read-model.service';
