import { CODE128_QUIET_ZONE, encodeCode128B, isCode128B } from '#shared/domain/code128';

/**
 * A document's number as a Code 128 barcode: the till's scanner reads it back
 * into the search box. Vector bars at whole modules (`crispEdges`), so print is sharp at any DPI;
 * `moduleMm` 0.33 keeps an invoice number well inside an 80 mm roll.
 */
export function InvoiceBarcode({
  value,
  label,
  moduleMm = 0.33,
  heightMm = 12,
}: {
  value: string;
  /** What a screen reader says (the number itself is printed as text beside it). */
  label: string;
  moduleMm?: number;
  heightMm?: number;
}) {
  if (!isCode128B(value)) return null;
  const code = encodeCode128B(value);
  const total = code.modules + 2 * CODE128_QUIET_ZONE;
  const bars: { x: number; w: number }[] = [];
  let x = CODE128_QUIET_ZONE;
  code.widths.forEach((w, i) => {
    if (i % 2 === 0) bars.push({ x, w });
    x += w;
  });
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="invoice-barcode"
      data-value={value}
      viewBox={`0 0 ${total} 40`}
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
      className="mx-auto block max-w-full"
      style={{ width: `${total * moduleMm}mm`, height: `${heightMm}mm` }}
    >
      <rect x={0} y={0} width={total} height={40} fill="#fff" />
      {bars.map((b) => (
        <rect key={b.x} x={b.x} y={0} width={b.w} height={40} fill="#000" />
      ))}
    </svg>
  );
}

/** VOID across a voided sale's receipt: it still prints (the sale keeps its number), but never as a sale. */
export function VoidMark({ text }: { text: string }) {
  return (
    <p
      data-testid="receipt-void"
      className="my-1 border-4 border-double border-black text-center text-[2em] font-bold tracking-[0.4em] text-black"
    >
      {text}
    </p>
  );
}
