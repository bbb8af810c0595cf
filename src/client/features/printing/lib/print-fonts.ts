import latinUrl from '@fontsource-variable/noto-sans-sinhala/files/noto-sans-sinhala-latin-wght-normal.woff2?url';
import sinhalaUrl from '@fontsource-variable/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-wght-normal.woff2?url';
import tamilUrl from '@fontsource-variable/noto-sans-tamil/files/noto-sans-tamil-tamil-wght-normal.woff2?url';

/**
 * The printed image's typeface: Noto Sans for Latin, Noto Sans Sinhala and Noto Sans Tamil, the
 * same files the app ships (globals.css), registered under one family of our own so a receipt
 * looks the same on every till whatever its system fonts, and the reference images of the tests
 * hold. Each face claims its script's code points; the canvas picks by character, as CSS does.
 */
export const PRINT_FONT_FAMILY = 'Kade Print';

const FACES = [
  {
    url: latinUrl,
    unicodeRange:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  },
  { url: sinhalaUrl, unicodeRange: 'U+0964-0965, U+0D81-0DF4, U+1CF2, U+200C-200D, U+25CC, U+111E1-111F4' },
  { url: tamilUrl, unicodeRange: 'U+0964-0965, U+0B82-0BFA, U+200C-200D, U+20B9, U+25CC' },
];

let loading: Promise<void> | null = null;

/** Adds the faces to the document's (or worker's) font set and waits until all three are usable. */
export function loadPrintFonts(): Promise<void> {
  loading ??= (async () => {
    const set = (globalThis as { document?: Document }).document?.fonts ?? (globalThis as unknown as { fonts: FontFaceSet }).fonts;
    const faces = FACES.map(
      (f) => new FontFace(PRINT_FONT_FAMILY, `url(${f.url})`, { weight: '100 900', style: 'normal', unicodeRange: f.unicodeRange }),
    );
    for (const face of faces) set.add(face);
    await Promise.all(faces.map((face) => face.load()));
  })().catch((err: unknown) => {
    loading = null; // a failed download (offline before it was cached) is retried by the next print
    throw err;
  });
  return loading;
}

/** A canvas font string in the print family: "700 24px 'Kade Print', sans-serif". */
export const printFont = (px: number, bold = false): string => `${bold ? 700 : 400} ${px}px '${PRINT_FONT_FAMILY}', sans-serif`;
