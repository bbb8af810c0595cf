import type { Page } from '@playwright/test';

/**
 * A receipt printer on a serial port, faked in the page for the printing specs: navigator.serial's
 * requestPort/getPorts answer one port whose writable stream keeps every byte in window.__printed.
 * Added before the app's scripts, so the app sees Web Serial as Chromium would offer it.
 */
export async function installFakeSerialPrinter(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __printed: number[]; __portOpens: number };
    w.__printed = [];
    w.__portOpens = 0;
    let writable: WritableStream<Uint8Array> | null = null;
    const port = {
      getInfo: () => ({ usbVendorId: 0x0416, usbProductId: 0x5011 }),
      get writable() {
        return writable;
      },
      readable: null,
      async open() {
        w.__portOpens++;
        writable = new WritableStream<Uint8Array>({
          write(chunk) {
            for (const b of chunk) w.__printed.push(b);
          },
        });
      },
      async close() {
        writable = null;
      },
      addEventListener() {},
      removeEventListener() {},
    };
    const serial = {
      requestPort: async () => port,
      getPorts: async () => [port],
      addEventListener() {},
      removeEventListener() {},
    };
    Object.defineProperty(navigator, 'serial', { value: serial, configurable: true });
  });
}

/** The bytes printed since the last call, once the printer has been quiet for a moment. */
export async function takePrinted(page: Page, { quietMs = 700, timeoutMs = 20_000 } = {}): Promise<Uint8Array> {
  const start = Date.now();
  let last = -1;
  let stableSince = Date.now();
  for (;;) {
    const n = await page.evaluate(() => (window as unknown as { __printed: number[] }).__printed.length);
    if (n !== last) {
      last = n;
      stableSince = Date.now();
    } else if (n > 0 && Date.now() - stableSince >= quietMs) break;
    if (Date.now() - start > timeoutMs) throw new Error(`nothing printed in ${timeoutMs} ms (${n} bytes)`);
    await page.waitForTimeout(100);
  }
  const bytes = await page.evaluate(() => (window as unknown as { __printed: number[] }).__printed.splice(0));
  return Uint8Array.from(bytes);
}
