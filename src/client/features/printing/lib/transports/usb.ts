/// <reference types="w3c-web-usb" />
import type { PrinterConfig } from '../print-types';
import { chunks, type PairedPrinter, type PrinterTransport } from './transport';

/** USB printer class (7): most receipt printers declare it; the picker still lists every device (some are vendor-class). */
const PRINTER_CLASS = 0x07;
/** A bulk transfer of 4 KiB: small enough for every printer's buffer handshake, large enough to be quick. */
const CHUNK = 4096;

function findBulkOut(device: USBDevice): { config: number; iface: number; alternate: number; endpoint: number } | null {
  for (const config of device.configurations)
    for (const iface of config.interfaces)
      for (const alt of iface.alternates) {
        const out = alt.endpoints.find((e) => e.direction === 'out' && e.type === 'bulk');
        if (out)
          return {
            config: config.configurationValue,
            iface: iface.interfaceNumber,
            alternate: alt.alternateSetting,
            endpoint: out.endpointNumber,
          };
      }
  return null;
}

async function openDevice(device: USBDevice): Promise<PrinterTransport> {
  const target = findBulkOut(device);
  if (!target) throw new Error('This USB device has no bulk OUT endpoint: it is not a printer Kade can drive');
  if (!device.opened) await device.open();
  if (device.configuration?.configurationValue !== target.config) await device.selectConfiguration(target.config);
  await device.claimInterface(target.iface);
  if (target.alternate !== 0) await device.selectAlternateInterface(target.iface, target.alternate);
  return {
    async write(bytes) {
      for (const part of chunks(bytes, CHUNK)) {
        const res = await device.transferOut(target.endpoint, part);
        if (res.status !== 'ok') throw new Error(`USB transfer ${res.status}`);
      }
    },
    async close() {
      await device.releaseInterface(target.iface).catch(() => undefined);
      await device.close().catch(() => undefined);
    },
  };
}

const nameOf = (d: USBDevice) =>
  [d.manufacturerName, d.productName].filter(Boolean).join(' ') || `USB ${d.vendorId.toString(16)}:${d.productId.toString(16)}`;

/** Shows the browser's picker (a user gesture is needed) and opens the chosen printer. */
export async function pairUsb(): Promise<PairedPrinter> {
  const device = await navigator.usb.requestDevice({ filters: [{ classCode: PRINTER_CLASS }, {}] });
  const transport = await openDevice(device);
  return {
    transport,
    name: nameOf(device),
    config: { usb: { vendorId: device.vendorId, productId: device.productId, serialNumber: device.serialNumber ?? undefined } },
  };
}

/** The printer this device paired before (a permission the browser kept): no picker. null: not plugged in, or forgotten. */
export async function reconnectUsb(config: PrinterConfig): Promise<PrinterTransport | null> {
  const want = config.usb;
  if (!want || !('usb' in navigator)) return null;
  const devices = await navigator.usb.getDevices();
  const device =
    devices.find(
      (d) => d.vendorId === want.vendorId && d.productId === want.productId && (!want.serialNumber || d.serialNumber === want.serialNumber),
    ) ?? null;
  return device ? openDevice(device) : null;
}
