import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * A QR code as one SVG path (LankaQR at the till, the customer display, labels). Each
 * dark module is a 1×1 square in a viewBox of whole modules with `crispEdges`, so it stays sharp
 * at any size and prints cleanly; the quiet zone (4 modules, as the QR standard asks) is included.
 */
export function QrCode({
  payload,
  size = 256,
  label,
  className,
  ecc = 'M',
  testId = 'lankaqr-code',
}: {
  payload: string;
  /** Width and height in CSS pixels. */
  size?: number;
  /** What the code is, for a screen reader. */
  label: string;
  className?: string;
  ecc?: 'L' | 'M' | 'Q' | 'H';
  testId?: string;
}) {
  const { path, modules } = useMemo(() => {
    const qr = encode(payload, { ecc, border: 4 });
    let d = '';
    qr.data.forEach((row, y) => row.forEach((dark, x) => dark && (d += `M${x} ${y}h1v1h-1z`)));
    return { path: d, modules: qr.size };
  }, [payload, ecc]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      className={className}
      data-testid={testId}
      data-payload={payload}
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
