/// <reference types="w3c-web-serial" />
import type { PrinterConfig } from '../print-types';
import type { PairedPrinter, PrinterTransport } from './transport';

/**
 * 9600 baud: the factory setting of most serial (RS-232) receipt printers and of the USB-serial
 * bridges cheap ones show up as; a USB printer in virtual-COM mode ignores the rate altogether. A
 * faster printer is set in its config (115200 halves nothing that matters for text, but an image
 * receipt of ~30 KB takes ~30 s at 9600 and ~3 s at 115200 — the settings say so).
 */
export const DEFAULT_BAUD_RATE = 9600;
export const BAUD_RATES = [9600, 19200, 38400, 57600, 115200] as const;

async function openPort(port: SerialPort, baudRate: number): Promise<PrinterTransport> {
  // A port left open by an earlier job in this tab is reused as it is.
  if (!port.writable) await port.open({ baudRate });
  return {
    async write(bytes) {
      const writer = port.writable!.getWriter();
      try {
        await writer.write(bytes);
      } finally {
        writer.releaseLock();
      }
    },
    async close() {
      await port.close().catch(() => undefined);
    },
  };
}

function nameOf(port: SerialPort): string {
  const info = port.getInfo();
  // A port with no USB ids has no name of its own: the settings name it in the reader's words.
  if (info.usbVendorId === undefined) return '';
  const hex = (n: number | undefined) => (n ?? 0).toString(16).padStart(4, '0');
  return `Serial ${hex(info.usbVendorId)}:${hex(info.usbProductId)}`;
}

export async function pairSerial(baudRate = DEFAULT_BAUD_RATE): Promise<PairedPrinter> {
  const port = await navigator.serial.requestPort();
  const transport = await openPort(port, baudRate);
  const info = port.getInfo();
  return {
    transport,
    name: nameOf(port),
    config: { serial: { baudRate, usbVendorId: info.usbVendorId, usbProductId: info.usbProductId } },
  };
}

/** The port this device paired before, among those the browser still allows; null when gone. */
export async function reconnectSerial(config: PrinterConfig): Promise<PrinterTransport | null> {
  const want = config.serial;
  if (!want || !('serial' in navigator)) return null;
  const ports = await navigator.serial.getPorts();
  const port =
    ports.find((p) => {
      const info = p.getInfo();
      return info.usbVendorId === want.usbVendorId && info.usbProductId === want.usbProductId;
    }) ?? (ports.length === 1 ? ports[0] : undefined);
  return port ? openPort(port, want.baudRate) : null;
}
