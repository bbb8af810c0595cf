export { debtorStatement } from './debtor-statement';
export { resolveStatementRange } from './statement-range';
