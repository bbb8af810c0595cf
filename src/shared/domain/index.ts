/** Pure business rules shared by the server (which decides) and the client (which previews). */
export * from './errors';
export * from './integer-math';
export * from './money';
export * from './units';
export * from './vat-pricing';
export * from './sale-summary';
export * from './stock-status';
export * from './debtor-status';
export * from './loyalty';
export * from './subscription-pricing';
export * from './purchase-totals';
export * from './tax';
