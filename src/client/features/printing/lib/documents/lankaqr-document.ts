import type { PrintDocument } from '../print-types';
import { centre, feed, pair, rule } from './blocks';
import type { DocumentTexts } from './document-texts';

export type LankaQrSlip = {
  shopName: string;
  merchant: string;
  /** The sale's dynamic code (point of initiation 12, amount, reference, CRC). */
  payload: string;
  amountCents: number;
  reference: string;
};

/**
 * The sale's LankaQR code on paper ("optionally printed"): for a customer whose
 * phone cannot see the till's screen. The code is the one on screen, so paying it is the same sale.
 * No drawer: nothing is paid in cash. `t` speaks the `printing` namespace.
 */
export function lankaQrDocument(r: DocumentTexts, slip: LankaQrSlip): PrintDocument {
  const { t } = r;
  return {
    language: r.language,
    blocks: [
      centre(slip.shopName, { bold: true, size: 2 }),
      centre(t('lankaqr.title'), { bold: true }),
      rule,
      pair(t('lankaqr.merchant'), slip.merchant),
      { kind: 'pair', left: t('lankaqr.amount'), right: r.money(slip.amountCents / 100), bold: true, size: 2 },
      feed(1),
      { kind: 'qr', payload: slip.payload, sizeMm: 40 },
      feed(1),
      pair(t('lankaqr.reference'), slip.reference),
      rule,
      centre(t('lankaqr.scan')),
    ],
  };
}
