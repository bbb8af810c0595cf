import { terminalInvoiceNumber } from '#shared/contracts/terminal-paths';
import { LANKAQR_REFERENCE_MAX } from '#shared/domain/lankaqr';
import { newIdempotencyKey } from './idempotency-key';
import { readTerminal } from './terminal-sale';

/** A short reference from a sale attempt's key: "S-" and its first 10 hex digits, in capitals. */
export const shortSaleReference = (key: string) =>
  `S-${key
    .replace(/[^0-9a-f]/gi, '')
    .slice(0, 10)
    .toUpperCase()}`;

/**
 * The reference a sale's LankaQR carries (tag 62 sub-tag 05), which the sale then records on its
 * LankaQR payment so the shop can match the bank's statement:
 * - a registered terminal numbers its own series (offline/terminal-store.ts), so its next number
 *   — the series' last plus one, the number `takeInvoiceNumber` gives this sale at checkout — is the
 *   invoice number the receipt will carry;
 * - any other till is numbered by the server when the sale commits, after the customer has paid, so
 *   the code carries a short reference from a fresh sale-attempt key instead. It cannot be the
 *   checkout's own Idempotency-Key: that key is made from the sale's body, which holds this reference.
 * (Two tabs of one terminal racing for the next number could leave the code one number off; the
 * payment still records the reference the customer paid against.)
 */
export async function lankaqrReference(businessId: number, newKey: () => string = newIdempotencyKey): Promise<string> {
  const t = await readTerminal(businessId);
  if (t) {
    const next = terminalInvoiceNumber(t.invoicePrefix, t.code, t.lastNumber + 1);
    if (next.length <= LANKAQR_REFERENCE_MAX) return next;
  }
  return shortSaleReference(newKey());
}
