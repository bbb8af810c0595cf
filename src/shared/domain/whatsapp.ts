import { isValidPhone, normalizePhone } from './phone';

/**
 * The wa.me link that opens WhatsApp with `text` ready to send to `phone`.
 * The number is the international form without '+' (a Sri Lankan "077 123 4567" → 94771234567,
 * see ./phone.ts); with no usable number the link opens WhatsApp's own contact picker
 * (`https://wa.me/?text=…`). The text is percent-encoded as UTF-8 (Sinhala and Tamil included).
 */
export function whatsappUrl(phone: string | null | undefined, text: string): string {
  const number = isValidPhone(phone) ? normalizePhone(phone) : null;
  return `https://wa.me/${number ?? ''}?text=${encodeURIComponent(text)}`;
}
