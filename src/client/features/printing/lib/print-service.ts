/**
 * Printing on this device's paired receipt printer. Lazy: the till imports this module
 * only when a sale is printed, so its first paint carries none of the encoder or the fonts.
 *
 * A job reconnects to the printer the browser already allowed (getDevices / getPorts, no picker),
 * keeps the connection for the next job, and on any failure forgets it, says why in a toast and
 * answers false: the caller then opens the browser's print dialog, which always works.
 */
import { toast } from '#client/components/ui';
import i18n from '#client/lib/i18n';
import { encodeDocument, encodeDrawerKick } from './encode-document';
import type { PrintDocument, PrinterConfig } from './print-types';
import { getPrinterConfig, isPaired } from './printer-store';
import { reconnectPrinter, type PrinterTransport } from './transports';

let open: { key: string; transport: PrinterTransport } | null = null;

const keyOf = (c: PrinterConfig) => JSON.stringify([c.connection, c.usb, c.serial, c.bluetooth]);

/** Settings hands over the printer it just paired: the test page needs no second permission. */
export function adoptTransport(config: PrinterConfig, transport: PrinterTransport): void {
  if (open && open.transport !== transport) void open.transport.close();
  open = { key: keyOf(config), transport };
}

async function transportFor(config: PrinterConfig): Promise<PrinterTransport> {
  const key = keyOf(config);
  if (open?.key === key) return open.transport;
  if (open) await open.transport.close();
  open = null;
  const transport = await reconnectPrinter(config);
  if (!transport) throw new PrinterUnavailable();
  open = { key, transport };
  return transport;
}

class PrinterUnavailable extends Error {
  constructor() {
    super('The paired printer is not connected');
  }
}

async function forget(): Promise<void> {
  const was = open;
  open = null;
  await was?.transport.close().catch(() => undefined);
}

async function failed(error: unknown, fallback: boolean): Promise<void> {
  await forget();
  await i18n.loadNamespaces('printing');
  const key = error instanceof PrinterUnavailable ? 'printing:errors.notConnected' : 'printing:errors.failed';
  toast.error(i18n.t(key), { description: fallback ? i18n.t('printing:errors.fallback') : undefined });
}

/** Sends bytes to the paired printer; false (after a toast) when it could not. */
async function send(config: PrinterConfig, jobs: Uint8Array[], fallback: boolean): Promise<boolean> {
  try {
    const transport = await transportFor(config);
    for (const bytes of jobs) await transport.write(bytes);
    return true;
  } catch (error) {
    await failed(error, fallback);
    return false;
  }
}

export type PrintOptions = { copies?: number; config?: PrinterConfig };

/**
 * Prints `doc` on the business's paired printer, `copies` times (the drawer pulses once, with the
 * first). The drawer pulses only if the config says one is connected. false: nothing paired, or
 * the job failed (a toast said so) — the caller falls back to the browser's print dialog.
 */
export async function printDocument(businessId: number, doc: PrintDocument, options: PrintOptions = {}): Promise<boolean> {
  const config = options.config ?? getPrinterConfig(businessId);
  if (!isPaired(config)) return false;
  const copies = Math.min(3, Math.max(1, options.copies ?? 1));
  const first = { ...doc, openDrawer: !!doc.openDrawer && config.drawer };
  let jobs: Uint8Array[];
  try {
    const bytes = await encodeDocument(first, config);
    const again = first.openDrawer ? await encodeDocument({ ...doc, openDrawer: false }, config) : bytes;
    jobs = [bytes, ...Array.from({ length: copies - 1 }, () => again)];
  } catch (error) {
    await failed(error, true);
    return false;
  }
  return send(config, jobs, true);
}

/** Pulses the drawer alone (a cash sale not printed here, "Open drawer"); false when none is set up or it failed. */
export async function kickDrawer(businessId: number): Promise<boolean> {
  const config = getPrinterConfig(businessId);
  if (!config.drawer || !isPaired(config)) return false;
  return send(config, [encodeDrawerKick()], false);
}
