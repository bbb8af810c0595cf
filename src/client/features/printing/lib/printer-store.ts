/**
 * This device's receipt printer, per business: pairing is a permission the browser
 * gives this device, so the config lives here, not on the server. localStorage, not the device's
 * IndexedDB: it is read synchronously when a sale completes, and on pages (Settings) that never
 * load the offline store. A device is one terminal per business (offline/terminal-store), so the
 * business's key is also the terminal's; a cashier's till prints with what the owner set here.
 */
import { useSyncExternalStore } from 'react';
import { CODE_PAGES, DEFAULT_PRINTER_CONFIG, PAPER_WIDTHS, PRINTER_CONNECTIONS, type PrinterConfig } from './print-types';

const keyOf = (businessId: number) => `kade:printer:${businessId}`;
const CHANGED = 'kade:printer-changed';

const oneOf = <T>(list: readonly T[], v: unknown, fallback: T): T => (list.includes(v as T) ? (v as T) : fallback);

/** A stored value made safe: anything unknown or out of range falls back to the default. */
export function normalizeConfig(raw: unknown): PrinterConfig {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Partial<PrinterConfig>;
  const d = DEFAULT_PRINTER_CONFIG;
  const copies = Number.isInteger(r.copies) ? Math.min(3, Math.max(1, r.copies!)) : d.copies;
  return {
    ...r,
    connection: oneOf(PRINTER_CONNECTIONS, r.connection, d.connection),
    paperWidth: oneOf(PAPER_WIDTHS, r.paperWidth, d.paperWidth),
    codePage: oneOf(CODE_PAGES, r.codePage, d.codePage),
    autoPrint: r.autoPrint === true,
    copies,
    drawer: r.drawer === true,
    alwaysRaster: r.alwaysRaster === true,
    rasterBlankFeeds: r.rasterBlankFeeds !== false,
  };
}

const cache = new Map<number, { text: string | null; config: PrinterConfig }>();

export function getPrinterConfig(businessId: number): PrinterConfig {
  let text: string | null = null;
  try {
    text = localStorage.getItem(keyOf(businessId));
  } catch {
    // Storage blocked (a private window's policy): the default, the print dialog.
  }
  const hit = cache.get(businessId);
  if (hit && hit.text === text) return hit.config;
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  const config = normalizeConfig(parsed);
  cache.set(businessId, { text, config });
  return config;
}

export function savePrinterConfig(businessId: number, config: PrinterConfig): void {
  localStorage.setItem(keyOf(businessId), JSON.stringify(normalizeConfig(config)));
  window.dispatchEvent(new Event(CHANGED));
}

export function updatePrinterConfig(businessId: number, change: Partial<PrinterConfig>): PrinterConfig {
  const next = normalizeConfig({ ...getPrinterConfig(businessId), ...change });
  savePrinterConfig(businessId, next);
  return next;
}

/** A printer is paired when the config names a direct connection (the browser dialog needs none). */
export const isPaired = (c: PrinterConfig): boolean => c.connection !== 'browser' && !!(c.usb || c.serial || c.bluetooth);

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The config, kept current across this tab and others. */
export function usePrinterConfig(businessId: number | null | undefined): PrinterConfig {
  return useSyncExternalStore(
    subscribe,
    () => (businessId ? getPrinterConfig(businessId) : DEFAULT_PRINTER_CONFIG),
    () => DEFAULT_PRINTER_CONFIG,
  );
}
