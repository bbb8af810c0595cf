// Every table Drizzle knows about. Each feature keeps its tables in its own file here.
export * from './auth';
export * from './businesses';
export * from './settings';
export * from './audit';
export * from './debtors';
export * from './catalog';
export * from './sales';
export * from './procurement';
export * from './customers';
export * from './tax';
export * from './rollups';
export * from './stock';
export * from './tax-invoices';
export * from './backups';
export * from './idempotency';
export * from './files';
export * from './tills';
