import type { ComponentProps, FocusEvent } from 'react';
import type { RegisterOptions } from 'react-hook-form';
import { parseDecimalText } from '#shared/domain/decimal-text';
import { Input } from './input';

/**
 * The one input for money and quantities. A text field, not `type="number"`: the browser's number
 * input turns a pasted "Rs. 450" into ".450" (LKR 0.45) without a word. What a person types —
 * "Rs. 450", "LKR 1,250.50", "1,250", "Rs.450/=" — is read by `parseDecimalText` (shared domain):
 * the form holds the plain decimal it means ("450"), and the field shows it once the person
 * leaves it. Text that means no number stays as typed, and the form's schema refuses it with the
 * field's own message ("Selling price must be a number, like 1250.50").
 *
 * Register with `decimalField()` so the form's value is the plain decimal:
 *   <DecimalInput {...form.register('sellingPrice', decimalField())} />
 */
export function DecimalInput({ onBlur, inputMode = 'decimal', ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const showPlain = (e: FocusEvent<HTMLInputElement>) => {
    const read = parseDecimalText(e.currentTarget.value);
    if (read.ok && read.text !== e.currentTarget.value) e.currentTarget.value = read.text;
    onBlur?.(e);
  };
  return <Input type="text" inputMode={inputMode} autoComplete="off" spellCheck={false} {...props} onBlur={showPlain} />;
}

/** What the form keeps for a typed amount: the plain decimal it means, or the text as typed (refused by the schema). */
export function toPlainDecimal(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const read = parseDecimalText(value);
  return read.ok ? read.text : read.reason === 'empty' ? '' : value;
}

/** Register options for a DecimalInput: `form.register(name, decimalField())`. */
export function decimalField(): Pick<RegisterOptions, 'setValueAs'> {
  return { setValueAs: toPlainDecimal };
}
