import { code128, drawingSVG, ean13 } from 'bwip-js/generic';
import { isValidEan13 } from '#shared/domain/ean13';

/**
 * A label's barcode as SVG (bwip-js, its per-symbology "generic" build: only EAN-13 and Code 128
 * reach the labels chunk). A valid EAN-13 — a maker's or Kade's generated in-store code — prints
 * as EAN-13, anything else as Code 128. The SVG is bwip-js's own drawing (digits are paths, not
 * text), so putting it in the page cannot inject markup.
 */
export type Symbology = 'ean13' | 'code128';

export const symbologyOf = (code: string): Symbology => (isValidEan13(code) ? 'ean13' : 'code128');

const cache = new Map<string, string | null>();

/** The SVG markup, or null when the code cannot be drawn (Code 128 refuses some characters). */
export function barcodeSvg(code: string): string | null {
  const hit = cache.get(code);
  if (hit !== undefined) return hit;
  let svg: string | null;
  try {
    svg =
      symbologyOf(code) === 'ean13'
        ? ean13({ bcid: 'ean13', text: code, includetext: true, guardwhitespace: true, height: 10 }, drawingSVG())
        : code128({ bcid: 'code128', text: code, includetext: true, height: 10 }, drawingSVG());
  } catch {
    svg = null;
  }
  if (cache.size > 2000) cache.clear();
  cache.set(code, svg);
  return svg;
}
