import type { UseFormRegisterReturn } from 'react-hook-form';
import { lineWithinBounds } from '#shared/domain/bounds';
import { isMoneyString, isQuantityString, toCents, toThousandths } from '#shared/domain/money';
import { computePurchaseTotals } from '#shared/domain/purchase-totals';
import { DecimalInput, FormField } from '#client/components/ui';
import { textOfMessage } from '#client/lib/error-text';

/** A purchase line as the form holds it: what was typed, numbers or not yet. */
export interface PurchaseLineInput {
  quantity?: unknown;
  unitPrice?: unknown;
}

const nothing = { quantity: 0, unitPriceCents: 0 };

/** One line for the live preview, by the server's rule; a line that is not numbers yet, negative, or beyond the bounds (its field says so) counts as 0. */
function previewLine({ quantity, unitPrice }: PurchaseLineInput) {
  const q = String(quantity ?? '');
  const p = String(unitPrice ?? '');
  if (!isQuantityString(q) || !isMoneyString(p) || !lineWithinBounds(Number(q), Number(p))) return nothing;
  const thousandths = toThousandths(q);
  const cents = toCents(p);
  return thousandths >= 0 && cents >= 0 ? { quantity: thousandths, unitPriceCents: cents } : nothing;
}

/**
 * The purchase order's and the GRN's live totals while their lines are typed: each line's total and
 * the grand total, in cents, as the server will compute them (computePurchaseTotals).
 */
export function purchaseLineTotals(lines: readonly PurchaseLineInput[]) {
  return computePurchaseTotals(lines.map(previewLine));
}

/** One decimal field of a line: its label, its input's id, its error. */
export interface LineDecimalField {
  label: string;
  id: string;
  error?: string;
  /** The form's registration, with decimalField() so a typed "1,5" reads as 1.5. */
  registration: UseFormRegisterReturn;
}

/** A purchase line's quantity and unit price inputs, side by side in the row's grid. */
export function LineQuantityPriceFields({
  quantity,
  unitPrice,
  className,
}: {
  quantity: LineDecimalField;
  unitPrice: LineDecimalField;
  className?: string;
}) {
  return (
    <>
      {[quantity, unitPrice].map((field) => (
        <FormField key={field.id} className={className} label={field.label} htmlFor={field.id} error={field.error}>
          <DecimalInput {...field.registration} />
        </FormField>
      ))}
    </>
  );
}

/** The lines' own error (no lines, too many), under the rows. */
export function LineItemsError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm font-medium text-destructive">
      {textOfMessage(message)}
    </p>
  );
}
