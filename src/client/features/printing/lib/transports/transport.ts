import type { PrinterConfig, PrinterConnection } from '../print-types';

/** How bytes reach a receipt printer: one open connection, written to, then closed. */
export interface PrinterTransport {
  write(bytes: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

/** A printer just paired: its transport, and what the config keeps to find it again without a picker. */
export type PairedPrinter = { transport: PrinterTransport; name: string; config: Partial<PrinterConfig> };

/** Why a connection cannot be used in this browser (shown beside the disabled option); null: usable. */
export type Unsupported = 'insecure' | 'unsupported' | null;

export type DirectConnection = Exclude<PrinterConnection, 'browser'>;

/** Chromium exposes WebUSB, Web Serial and Web Bluetooth only in a secure context (https or localhost). */
export function connectionSupport(connection: DirectConnection): Unsupported {
  if (typeof navigator === 'undefined') return 'unsupported';
  if (typeof window !== 'undefined' && window.isSecureContext === false) return 'insecure';
  const nav = navigator as Navigator & { usb?: unknown; serial?: unknown; bluetooth?: unknown };
  const api = connection === 'usb' ? nav.usb : connection === 'serial' ? nav.serial : nav.bluetooth;
  return api ? null : 'unsupported';
}

/** Splits `bytes` into pieces of at most `size` (a transfer or a BLE write has a limit). */
export function chunks(bytes: Uint8Array, size: number): Uint8Array<ArrayBuffer>[] {
  const out: Uint8Array<ArrayBuffer>[] = [];
  // slice, not subarray: a copy on its own ArrayBuffer, the BufferSource the device APIs take.
  for (let i = 0; i < bytes.length; i += size) out.push(bytes.slice(i, Math.min(i + size, bytes.length)));
  return out;
}
