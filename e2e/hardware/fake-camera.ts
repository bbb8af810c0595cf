import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { ean13Frame } from './camera/ean13-image';
import type { Frame } from './camera/frame';
import { qrFrame } from './camera/qr-image';
import { writeY4m } from './camera/y4m';

export { withCheckDigit } from './camera/ean13-image';
export { crc16CcittFalse, staticLankaQr } from './camera/lankaqr-payload';

export type FakeCamera = { browser: Browser; context: BrowserContext; page: Page; video: string };

/**
 * A Chromium of its own whose camera "sees" `frame`: the picture is written as a Y4M video in the
 * test's output folder and played by Chromium's fake capture device. The file is a launch flag, so
 * each test launches its own browser rather than using the suite's shared one.
 */
export async function launchWithFakeCamera(
  testInfo: TestInfo,
  baseURL: string | undefined,
  frame: Frame,
  name: string,
): Promise<FakeCamera> {
  mkdirSync(testInfo.outputDir, { recursive: true });
  const video = join(testInfo.outputDir, `${name}.y4m`);
  writeY4m(video, frame);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      ...(testInfo.project.use.launchOptions?.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
  });
  await context.grantPermissions(['camera']);
  const page = await context.newPage();
  return { browser, context, page, video };
}

/** A camera that sees this EAN-13 code (13 digits, check digit included). */
export const ean13Camera = (testInfo: TestInfo, baseURL: string | undefined, code: string) =>
  launchWithFakeCamera(testInfo, baseURL, ean13Frame(code), `ean13-${code}`);

/** A camera that sees a QR code of `text`. */
export const qrCamera = (testInfo: TestInfo, baseURL: string | undefined, text: string) =>
  launchWithFakeCamera(testInfo, baseURL, qrFrame(text), 'qr');

/** Which decoder the page's scanner will use: the browser's BarcodeDetector, or ZXing without it. */
export async function decoderIn(page: Page): Promise<'BarcodeDetector' | 'ZXing'> {
  return (await page.evaluate(() => 'BarcodeDetector' in globalThis)) ? 'BarcodeDetector' : 'ZXing';
}
