/// <reference types="web-bluetooth" />
import type { PrinterConfig } from '../print-types';
import { chunks, type PairedPrinter, type PrinterTransport } from './transport';

/**
 * The GATT services cheap BLE receipt printers write through, with the characteristic known for
 * each (the others are found by their write property): the generic 18F0/2AF1 of most Chinese
 * printers, Zjiang/Goojprt's e7810a71, and the ISSC/Microchip transparent UART 49535343.
 */
const SERVICES: { service: string; characteristic?: string }[] = [
  { service: '000018f0-0000-1000-8000-00805f9b34fb', characteristic: '00002af1-0000-1000-8000-00805f9b34fb' },
  { service: 'e7810a71-73ae-499d-8c15-faa9aef0c3f2' },
  { service: '49535343-fe7d-4ae5-8fa9-9fafd205e455' },
];
/** BLE writes without response carry at most MTU − 3 bytes; 180 fits the usual 185-byte MTU of these printers. */
const CHUNK = 180;

async function characteristicOf(server: BluetoothRemoteGATTServer): Promise<BluetoothRemoteGATTCharacteristic> {
  for (const s of SERVICES) {
    const service = await server.getPrimaryService(s.service).catch(() => null);
    if (!service) continue;
    if (s.characteristic) {
      const known = await service.getCharacteristic(s.characteristic).catch(() => null);
      if (known) return known;
    }
    const all = await service.getCharacteristics();
    const writable = all.find((c) => c.properties.writeWithoutResponse || c.properties.write);
    if (writable) return writable;
  }
  throw new Error('This Bluetooth device offers none of the printer services Kade knows');
}

async function openDevice(device: BluetoothDevice): Promise<PrinterTransport> {
  const server = await device.gatt!.connect();
  const target = await characteristicOf(server);
  return {
    async write(bytes) {
      for (const part of chunks(bytes, CHUNK)) {
        if (target.properties.writeWithoutResponse) await target.writeValueWithoutResponse(part);
        else await target.writeValueWithResponse(part);
      }
    },
    async close() {
      device.gatt?.disconnect();
    },
  };
}

export async function pairBluetooth(): Promise<PairedPrinter> {
  const device = await navigator.bluetooth.requestDevice({ acceptAllDevices: true, optionalServices: SERVICES.map((s) => s.service) });
  const transport = await openDevice(device);
  return { transport, name: device.name ?? '', config: { bluetooth: { id: device.id } } };
}

/** getDevices() is behind a flag in Chromium: when absent the printer is paired again from Settings. */
export async function reconnectBluetooth(config: PrinterConfig): Promise<PrinterTransport | null> {
  const want = config.bluetooth;
  const bt = (navigator as Navigator & { bluetooth?: Bluetooth & { getDevices?: () => Promise<BluetoothDevice[]> } }).bluetooth;
  if (!want || !bt?.getDevices) return null;
  const device = (await bt.getDevices()).find((d) => d.id === want.id);
  return device ? openDevice(device) : null;
}
