import type { PrinterConfig } from '../print-types';
import { pairBluetooth, reconnectBluetooth } from './bluetooth';
import { pairSerial, reconnectSerial } from './serial';
import type { DirectConnection, PairedPrinter, PrinterTransport } from './transport';
import { pairUsb, reconnectUsb } from './usb';

export * from './transport';
export { BAUD_RATES, DEFAULT_BAUD_RATE } from './serial';

/** Shows the browser's device picker for the connection (call from a click). */
export function pairPrinter(connection: DirectConnection, config: PrinterConfig): Promise<PairedPrinter> {
  if (connection === 'usb') return pairUsb();
  if (connection === 'serial') return pairSerial(config.serial?.baudRate);
  return pairBluetooth();
}

/** The paired printer again, with no picker; null: none paired, unplugged, or the permission is gone. */
export function reconnectPrinter(config: PrinterConfig): Promise<PrinterTransport | null> {
  if (config.connection === 'usb') return reconnectUsb(config);
  if (config.connection === 'serial') return reconnectSerial(config);
  if (config.connection === 'bluetooth') return reconnectBluetooth(config);
  return Promise.resolve(null);
}
