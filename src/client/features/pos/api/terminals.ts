import { useMutation, useQuery } from '@tanstack/react-query';
import { TERMINAL_PATHS } from '#shared/contracts/terminal-paths';
import type { Terminal, TerminalRegistration } from '#shared/contracts/terminals';
import { api } from '#client/lib/api';
import { getDeviceId, saveDeviceTerminal } from '#client/features/offline/terminal-store';

/** Same key as Settings → Terminals: a terminal added there shows here. */
const terminalsKey = (businessId: number) => ['terminals', businessId] as const;

/** The business's terminals (owners and managers only: the server refuses a cashier). */
export function useTillTerminals(businessId: number, enabled: boolean) {
  return useQuery({
    queryKey: terminalsKey(businessId),
    queryFn: async () => (await api.get<{ terminals: Terminal[] }>(TERMINAL_PATHS.terminals(businessId))).terminals,
    staleTime: 30_000,
    enabled: enabled && businessId > 0,
  });
}

/**
 * Makes this browser the terminal (docs/decisions/0016-offline-till.md): the server binds it to the device's id, and
 * the device keeps what it numbers and sells by — from the server's last number, never below it.
 */
export async function registerThisBrowser(businessId: number, terminalId: number): Promise<TerminalRegistration> {
  const deviceId = await getDeviceId();
  const r = await api.post<TerminalRegistration>(TERMINAL_PATHS.register(businessId, terminalId), { deviceId });
  await saveDeviceTerminal({
    businessId,
    terminalId: r.id,
    code: r.code,
    name: r.name,
    deviceId,
    invoicePrefix: r.invoicePrefix,
    lastNumber: r.lastNumber,
    offlineLimitHours: r.offlineLimitHours,
  });
  return r;
}

export function useRegisterTerminal(businessId: number) {
  return useMutation({ mutationFn: (terminalId: number) => registerThisBrowser(businessId, terminalId) });
}
