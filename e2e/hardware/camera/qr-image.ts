import { encode } from 'uqr';
import { blankFrame, type Frame } from './frame';

/**
 * A QR code (uqr's module matrix) centred on a white frame, `module` pixels per module; uqr's own
 * border is off and the frame's white around the symbol is at least the 4-module quiet zone.
 */
export function qrFrame(text: string, opts: { width?: number; height?: number; module?: number } = {}): Frame {
  const { width = 640, height = 480, module = 6 } = opts;
  const { data, size } = encode(text, { ecc: 'M', border: 0 });
  const side = size * module;
  if (side + 8 * module > Math.min(width, height)) throw new Error(`a ${size}-module QR code does not fit at ${module} px a module`);
  const frame = blankFrame(width, height);
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) frame.fill(left + x * module, top + y * module, module, module, 0);
    }),
  );
  return frame;
}
