import { describe, expect, it } from 'vitest';
import { inputVatByLine, returnedGrnShare } from './supplier-returns';

describe('supplier returns', () => {
  it('shares the GRN input VAT by line total, adding up exactly', () => {
    // 100.00 of VAT over lines of 1.00, 1.00 and 1.00: 33.33, 33.34, 33.33 (cumulative 33.33, 66.67, 100).
    expect(inputVatByLine(10_000, [100, 100, 100])).toEqual([3333, 3334, 3333]);
    expect(inputVatByLine(0, [100, 200])).toEqual([0, 0]);
    expect(inputVatByLine(500, [0, 0])).toEqual([0, 0]);
  });

  it('takes back parts that add up to the line once all of it is back', () => {
    // 3 received for 1,000.00 with 180.00 VAT: 1 back → 333.33 and 60.00; then 2 → 666.67 and 120.00.
    const line = { receivedQuantity: 3000, returnedQuantity: 0, totalCents: 100_000, inputVatCents: 18_000 };
    const first = returnedGrnShare(line, 1000);
    expect(first).toEqual({ amountCents: 33_333, inputVatCents: 6000 });
    const rest = returnedGrnShare({ ...line, returnedQuantity: 1000 }, 2000);
    expect(rest).toEqual({ amountCents: 66_667, inputVatCents: 12_000 });
    expect(() => returnedGrnShare({ ...line, returnedQuantity: 1000 }, 2001)).toThrow(RangeError);
    expect(() => returnedGrnShare(line, 0)).toThrow(RangeError);
  });
});
