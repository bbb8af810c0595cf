/**
 * A terminal's number given back (docs/decisions/0016-offline-till.md): the server refused the sale (a 4xx), so the
 * number was never used. It is given back only while it is still the last one taken: a number
 * after it may already be on a receipt, and a series never goes back past a printed number.
 */
import { deviceDb } from './device-db';

/** True when `number` was the last one taken and is free again. */
export async function releaseInvoiceNumber(businessId: number, number: number): Promise<boolean> {
  return deviceDb.transaction('rw', deviceDb.terminals, async () => {
    const t = await deviceDb.terminals.get(businessId);
    if (!t || t.lastNumber !== number) return false;
    await deviceDb.terminals.put({ ...t, lastNumber: number - 1 });
    return true;
  });
}
