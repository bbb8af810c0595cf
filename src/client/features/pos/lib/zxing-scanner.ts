/**
 * Camera scanning where the browser has no BarcodeDetector: the ZXing decoder (@zxing/browser).
 * Loaded ONLY through a dynamic import() from the scanner dialog, so it is its own chunk and never
 * part of the /pos bundle.
 */
import { BrowserMultiFormatReader } from '@zxing/browser';
import { BarcodeFormat, DecodeHintType } from '@zxing/library';

/** The retail codes the till reads: EAN-13 (and EAN-8), UPC-A, UPC-E, Code 128. */
export const ZXING_FORMATS = [BarcodeFormat.EAN_13, BarcodeFormat.EAN_8, BarcodeFormat.UPC_A, BarcodeFormat.UPC_E, BarcodeFormat.CODE_128];

/** BarcodeDetector's format names → ZXing's, for a scanner asked to read other codes (a LankaQR's `qr_code`). */
const BY_NAME: Record<string, BarcodeFormat> = {
  ean_13: BarcodeFormat.EAN_13,
  ean_8: BarcodeFormat.EAN_8,
  upc_a: BarcodeFormat.UPC_A,
  upc_e: BarcodeFormat.UPC_E,
  code_128: BarcodeFormat.CODE_128,
  qr_code: BarcodeFormat.QR_CODE,
};

/** The hints for the retail codes, or for the formats named (BarcodeDetector's names). */
export function zxingHints(formats?: readonly string[]): Map<DecodeHintType, unknown> {
  const hints = new Map<DecodeHintType, unknown>();
  const named = formats?.map((f) => BY_NAME[f]).filter((f) => f !== undefined);
  hints.set(DecodeHintType.POSSIBLE_FORMATS, named?.length ? named : ZXING_FORMATS);
  hints.set(DecodeHintType.TRY_HARDER, true);
  return hints;
}

export type ScanControls = { stop: () => void };

/** Decodes the camera stream continuously into `video`; calls onCode once with the first code read. */
export async function startZxingScan(
  stream: MediaStream,
  video: HTMLVideoElement,
  onCode: (code: string) => void,
  formats?: readonly string[],
): Promise<ScanControls> {
  const reader = new BrowserMultiFormatReader(zxingHints(formats), { delayBetweenScanAttempts: 150 });
  let done = false;
  const controls = await reader.decodeFromStream(stream, video, (result, _err, c) => {
    if (done || !result) return;
    done = true;
    c.stop();
    onCode(result.getText());
  });
  return { stop: () => controls.stop() };
}
