import type { ScaleBarcodeRule } from '#shared/contracts/scale-barcodes';
import { ean13CheckDigit } from '#shared/domain/ean13';
import { valueDigitsOf } from '#shared/domain/scale-barcode';

/** A sample label the rule reads: 0.750 kg or LKR 360.00 of item 12345(6), with its check digit; null for an unfinished rule. */
export function ruleExample(rule: ScaleBarcodeRule): { code: string; item: string; value: string } | null {
  const valueDigits = valueDigitsOf(rule);
  if (!/^[0-9]{1,3}$/.test(rule.prefix) || valueDigits < 3) return null;
  const item = '123456'.slice(0, rule.itemDigits);
  const weight = rule.kind === 'weight';
  // 0.750 kg is 750 thousandths; LKR 360.00 is 36000 cents; fewer decimals drop the last digits.
  const raw = weight ? 750 / 10 ** (3 - rule.decimals) : 36_000 / 10 ** (2 - rule.decimals);
  const digits = String(Math.floor(raw)).padStart(valueDigits, '0');
  if (digits.length > valueDigits) return null;
  const first12 = rule.prefix + item + digits;
  const value = weight
    ? (Math.floor(raw) / 10 ** rule.decimals).toFixed(rule.decimals)
    : (Math.floor(raw) / 10 ** rule.decimals).toFixed(2);
  return { code: first12 + String(ean13CheckDigit(first12)), item, value };
}
