import { useEffect, useMemo, useState } from 'react';
import type { CloseShiftInput } from '#shared/contracts/shifts';
import { parseDecimalText } from '#shared/domain/decimal-text';
import { denominationsTotalCents } from '#shared/domain/denominations';
import { fromCents, toCents } from '#shared/domain/money';

/** How many of each LKR note and coin are in the drawer, by face value. */
export type Counts = Record<string, number>;

/** Cents of typed text, or null when it is not an amount. */
function centsOf(text: string): number | null {
  const read = parseDecimalText(text);
  return read.ok && Number(read.text) >= 0 ? toCents(read.text) : null;
}

/**
 * The cash counted at a shift's close: the notes and coins fill the counted cash, which may also be
 * typed (alone, or over the notes, in which case the two must agree). Starts over on each opening.
 */
export function useCashCount(open: boolean) {
  const [counts, setCounts] = useState<Counts>({});
  const [typed, setTyped] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setCounts({});
    setTyped(null);
  }, [open]);

  const countedCents = useMemo(() => denominationsTotalCents(counts), [counts]);
  const anyCounted = Object.values(counts).some((n) => (n ?? 0) > 0);
  const text = typed ?? (anyCounted ? String(fromCents(countedCents)) : '');
  const counted = centsOf(text);
  const disagree = anyCounted && counted !== null && counted !== countedCents;

  return {
    counts,
    /** New counts of the notes and coins: the counted cash follows them again. */
    setCounts: (next: Counts) => {
      setCounts(next);
      setTyped(null);
    },
    text,
    setTyped,
    /** The counted cash in cents; null while it is not an amount. */
    counted,
    /** What the notes and coins add up to, in cents. */
    countedCents,
    /** A typed total the counted notes and coins do not add up to. */
    disagree,
    /** The close's body, or null while the count cannot be sent. */
    input: (): CloseShiftInput | null =>
      counted === null || disagree ? null : { countedCash: fromCents(counted), ...(anyCounted ? { denominations: counts } : {}) },
  };
}
