/**
 * What to put in each kind of path parameter when a test walks the whole route table (the route
 * matrix, the hang-up test): ids that exist nowhere, so every route answers its "not found" or its
 * guard's refusal. A parameter without a sample fails the walk, so a new kind of route cannot slip
 * past without someone deciding what to call it with.
 */
export const MISSING_ID = '2147480000';
export const PARAM_SAMPLES: Record<string, string> = {
  id: MISSING_ID,
  userId: '00000000-0000-4000-8000-000000000000',
  customerId: MISSING_ID,
  saleId: MISSING_ID,
  debtorId: MISSING_ID,
  productId: MISSING_ID,
  supplierId: MISSING_ID,
  calculationId: MISSING_ID,
  categoryId: MISSING_ID,
  campaignId: MISSING_ID,
  shiftId: MISSING_ID,
  returnId: MISSING_ID,
  terminalId: MISSING_ID,
  exceptionId: MISSING_ID,
  invoiceNumber: 'INV-999999',
  provider: 'google',
  importId: '00000000-0000-4000-8000-000000000000',
  kind: 'products',
  format: 'csv',
  stocktakeId: MISSING_ID,
  adjustmentId: MISSING_ID,
  batchId: MISSING_ID,
  paymentId: MISSING_ID,
  grnId: MISSING_ID,
  messageId: MISSING_ID,
  linkId: MISSING_ID,
  token: 'kR3v9yQwZt2nB7xLpA4sFj6mHc8dGe1u',
};

/** The route's path with its parameters filled: `:businessId` with the caller's, the rest with samples. */
export function fillPath(url: string, businessId: number): string {
  return url.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    if (name === 'businessId') return String(businessId);
    const sample = PARAM_SAMPLES[name];
    if (!sample) throw new Error(`route ${url}: add a sample for the path parameter ":${name}" to src/testing/route-samples.ts`);
    return sample;
  });
}
