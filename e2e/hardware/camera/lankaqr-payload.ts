// A static LankaQR (EMVCo merchant-presented QR) built field by field, for the Settings scan test.
// The CRC is the test's own, not the app's (src/shared/domain/lankaqr.ts): an app CRC that went
// wrong would refuse this payload and the test would say so.

/** One EMVCo TLV field: two-digit tag, two-digit length, value. */
export const tlv = (tag: string, value: string) => `${tag}${String(value.length).padStart(2, '0')}${value}`;

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor), as EMVCo tag 63 uses. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** A static payload: point of initiation 11, LKR (144), LK, the CRC over everything up to "6304". */
export function staticLankaQr(merchantName: string, city: string): string {
  const body = [
    tlv('00', '01'),
    tlv('01', '11'),
    tlv('26', tlv('00', 'LK.COM.LANKAQR') + tlv('01', '0001234567890123')),
    tlv('52', '5411'),
    tlv('53', '144'),
    tlv('58', 'LK'),
    tlv('59', merchantName),
    tlv('60', city),
  ].join('');
  const withCrcTag = `${body}6304`;
  return withCrcTag + crc16CcittFalse(withCrcTag);
}
