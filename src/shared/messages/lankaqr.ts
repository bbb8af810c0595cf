/**
 * LankaQR: why a pasted or scanned payload is refused (src/shared/domain/lankaqr.ts,
 * src/server/features/lankaqr). Each failure keeps its own code: the settings card says exactly what
 * is wrong with the code the bank gave.
 */
export const LANKAQR_MESSAGES = {
  LANKAQR_NOT_EMV: 'This is not a LankaQR code: it must start with 000201',
  LANKAQR_MALFORMED: 'This LankaQR code is damaged: its fields do not add up',
  LANKAQR_BAD_CRC: 'This LankaQR code fails its checksum: copy or scan it again',
  LANKAQR_NOT_LK: 'This QR code is not for Sri Lanka (country LK)',
  LANKAQR_NOT_LKR: 'This QR code is not in Sri Lankan rupees (currency 144)',
  LANKAQR_NO_MERCHANT_NAME: 'This LankaQR code has no merchant name',
  LANKAQR_NO_MERCHANT_CITY: 'This LankaQR code has no merchant city',
} as const;

export type LankaQrErrorCode = keyof typeof LANKAQR_MESSAGES;
