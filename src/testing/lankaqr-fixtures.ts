import { crcHex } from '../shared/domain/lankaqr';

/** One TLV field: two-digit id, two-digit length, value. */
export const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** A shop's static LankaQR for tests: a made-up merchant account, sealed with its CRC. */
export function testLankaQr(over: { name?: string; city?: string; country?: string; currency?: string } = {}): string {
  const body =
    tlv('00', '01') +
    tlv('01', '11') +
    tlv('26', tlv('00', 'LK.CBSL.LANKAQR') + tlv('01', '7011234567')) +
    tlv('52', '5411') +
    tlv('53', over.currency ?? '144') +
    tlv('58', over.country ?? 'LK') +
    tlv('59', over.name ?? 'KADE TEST SHOP') +
    tlv('60', over.city ?? 'COLOMBO') +
    tlv('62', tlv('07', 'T1'));
  return `${body}6304${crcHex(`${body}6304`)}`;
}
