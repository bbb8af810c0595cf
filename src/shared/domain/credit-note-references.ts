/**
 * What a credit note says it adjusts and why, the same on every print (80 mm roll, A4, the ESC/POS
 * bytes): the tax invoice's serial when one was issued for the sale (the receipt is named anyway)
 * with the purchaser it named — name, address and TIN/VAT number — and the reason: the return's
 * note or the void's reason, else the reasons its lines were given back for.
 */
import type { SaleReturn } from '../contracts/returns';

type T = (key: string) => string;

export function creditNoteReferences(ret: Pick<SaleReturn, 'taxInvoice' | 'reason' | 'lines'>, t: T): [string, string][] {
  const rows: [string, string][] = [];
  const ti = ret.taxInvoice;
  if (ti) {
    rows.push([t('note.taxInvoice'), ti.serialNumber]);
    rows.push([t('note.purchaser'), ti.buyerName]);
    if (ti.buyerAddress) rows.push([t('note.purchaserAddress'), ti.buyerAddress]);
    rows.push([t('note.purchaserTin'), ti.buyerTin]);
  }
  const reason = ret.reason?.trim() || [...new Set(ret.lines.map((l) => l.reason))].map((r) => t(`reasons.${r}`)).join(', ');
  if (reason) rows.push([t('note.reason'), reason]);
  return rows;
}
