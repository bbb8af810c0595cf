/**
 * This browser makes itself a till (docs/decisions/0016-offline-till.md, "Terminals by default"): the server gives it
 * the next free code (T1, T2, …) and binds it to this device, which then numbers its own series and
 * may sell offline. Whether the owner declined it here is remembered on the device, per business.
 */
import { TERMINAL_PATHS } from '#shared/contracts/terminal-paths';
import type { TerminalRegistration } from '#shared/contracts/terminals';
import { api } from '#client/lib/api';
import { getMeta, setMeta } from './device-db';
import { deviceTerminalOf, getDeviceId, saveDeviceTerminalIfNone } from './terminal-store';

const declinedKey = (businessId: number) => `enrolDeclined:${businessId}`;

export async function enrolDeclined(businessId: number): Promise<boolean> {
  return (await getMeta<boolean>(declinedKey(businessId))) === true;
}

export function declineEnrol(businessId: number): Promise<void> {
  return setMeta(declinedKey(businessId), true);
}

// The first match wins: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome · Windows": what the owner tells this till by in Settings → Terminals (undefined: the server's "Till T2"). */
export function browserName(ua = typeof navigator === 'undefined' ? '' : navigator.userAgent): string | undefined {
  const pick = (table: [RegExp, string][]) => table.find(([re]) => re.test(ua))?.[1];
  const name = [pick(BROWSERS), pick(SYSTEMS)].filter(Boolean).join(' · ');
  return name || undefined;
}

/**
 * Enrols this browser. `confirmed`: the owner said yes at the till (needed when the shop does not
 * make tills by itself). The answer is kept only if the browser is still no terminal of the
 * business: one set up meanwhile (another tab, by hand) is never replaced.
 */
export async function enrolThisBrowser(businessId: number, confirmed: boolean): Promise<TerminalRegistration> {
  const deviceId = await getDeviceId();
  const r = await api.post<TerminalRegistration>(TERMINAL_PATHS.enrol(businessId), {
    deviceId,
    name: browserName(),
    ...(confirmed ? { confirmed: true } : {}),
  });
  await saveDeviceTerminalIfNone(deviceTerminalOf(businessId, deviceId, r));
  return r;
}
