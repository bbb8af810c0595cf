export { getMonthlySales, getSalesSummary } from './reports.service';
export { toTenderSummary } from './sales-summary.service';
