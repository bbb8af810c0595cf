export {
  reopenRollupsForBackDatedReturn,
  reopenRollupsForBackDatedSale,
  resetRollupsForTimeZoneChange,
  rollUpSales,
  rollupCoverage,
} from './rollups.service';
export type { RollupCoverage } from './rollups.service';
