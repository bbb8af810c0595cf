/**
 * This browser as a terminal (docs/decisions/0016-offline-till.md): its device id, the terminal it is registered as
 * per business, and the numbers it gives its sales, which only ever grow. Screens read it through
 * useDeviceTerminal (device-terminal.ts), which loads this module and Dexie only when idle.
 */
import { terminalInvoiceNumber } from '#shared/contracts/terminal-paths';
import type { TerminalRegistration } from '#shared/contracts/terminals';
import { deviceDb } from './device-db';
import { notifyTerminal } from './device-terminal';
import type { DeviceTerminal } from './types';

const DEVICE_ID_KEY = 'deviceId';

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A random UUID made once and kept: the server binds a terminal to it. */
export async function getDeviceId(): Promise<string> {
  return deviceDb.transaction('rw', deviceDb.meta, async () => {
    const row = await deviceDb.meta.get(DEVICE_ID_KEY);
    if (typeof row?.value === 'string') return row.value;
    const id = randomId();
    await deviceDb.meta.put({ key: DEVICE_ID_KEY, value: id });
    return id;
  });
}

export async function getDeviceTerminal(businessId: number): Promise<DeviceTerminal | null> {
  return (await deviceDb.terminals.get(businessId)) ?? null;
}

/** What the device keeps of the server's answer to its registration (or enrolment) as a terminal. */
export function deviceTerminalOf(businessId: number, deviceId: string, r: TerminalRegistration): DeviceTerminal {
  return {
    businessId,
    terminalId: r.id,
    code: r.code,
    name: r.name,
    deviceId,
    invoicePrefix: r.invoicePrefix,
    lastNumber: r.lastNumber,
    offlineLimitHours: r.offlineLimitHours,
  };
}

/** Keeps the higher of the two last numbers: a number this device already gave is never given again. */
export async function saveDeviceTerminal(t: DeviceTerminal): Promise<void> {
  await deviceDb.transaction('rw', deviceDb.terminals, async () => {
    const kept = await deviceDb.terminals.get(t.businessId);
    const sameTerminal = kept?.terminalId === t.terminalId;
    const lastNumber = sameTerminal ? Math.max(kept.lastNumber, t.lastNumber) : t.lastNumber;
    await deviceDb.terminals.put({ ...t, lastNumber });
  });
  notifyTerminal();
}

/**
 * Saves the terminal only if this browser is none yet for the business (false: it already is one,
 * set up meanwhile in another tab or by hand, and that one stays).
 */
export async function saveDeviceTerminalIfNone(t: DeviceTerminal): Promise<boolean> {
  const saved = await deviceDb.transaction('rw', deviceDb.terminals, async () => {
    if (await deviceDb.terminals.get(t.businessId)) return false;
    await deviceDb.terminals.put(t);
    return true;
  });
  if (saved) notifyTerminal();
  return saved;
}

export async function forgetDeviceTerminal(businessId: number): Promise<void> {
  await deviceDb.terminals.delete(businessId);
  notifyTerminal();
}

/** The next number of this terminal's series, taken in one transaction so two tabs never share one. */
export async function takeInvoiceNumber(businessId: number): Promise<{ number: number; invoiceNumber: string }> {
  const taken = await deviceDb.transaction('rw', deviceDb.terminals, async () => {
    const t = await deviceDb.terminals.get(businessId);
    if (!t) throw new Error('This browser is not registered as a terminal');
    const number = t.lastNumber + 1;
    await deviceDb.terminals.put({ ...t, lastNumber: number });
    return { number, invoiceNumber: terminalInvoiceNumber(t.invoicePrefix, t.code, number) };
  });
  notifyTerminal();
  return taken;
}
