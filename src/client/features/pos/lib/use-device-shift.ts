import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CashMovement, CashMovementInput, CloseShiftInput, OpenShiftInput, Shift, ShiftReport } from '#shared/contracts/shifts';
import { SHIFT_PATHS } from '#shared/contracts/shift-paths';
import { shiftKeys, ShiftWriteRefused, type ShiftSend } from '#client/features/shifts';
import { api } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';
import type { IdempotencyHeaders } from '#client/lib/use-idempotency-key';
import { IDEMPOTENCY_HEADER } from '#shared/contracts/idempotency';
import { browserOnline, isNetworkError, useOnline } from '#client/features/offline/online';
import { lastOnlineAt, offlineAllowed, useSyncStatus } from '#client/features/offline/sync-status';
import { useDeviceTerminal } from '#client/features/offline/device-terminal';
import type { DeviceShift } from './device-shift';
import { shopNow } from '#client/lib/shop-time';

const keyOf = (headers: IdempotencyHeaders) => headers[IDEMPOTENCY_HEADER];

/**
 * The device's record of the shift, with the device store under it: loaded once the till is idle
 * (use-preload-till.ts), never with the till's first paint.
 */
const loadDevice = () => import('./device-shift');
export const preloadDeviceShift = () => void Promise.all([loadDevice(), import('./device-z')]).catch(() => undefined);

/** The shift the device keeps, and how the till shows it. */
type Kept = { shift: DeviceShift; view: Shift };

export type DeviceShiftSends = {
  open: ShiftSend<OpenShiftInput, Shift>;
  move: ShiftSend<CashMovementInput, CashMovement>;
  close: ShiftSend<CloseShiftInput, ShiftReport>;
};

/**
 * The till's shift on a registered terminal (docs/decisions/0016-offline-till.md): the device's record of
 * the cashier's shift, settled against the outbox and the server, and the shift's writes sent to
 * the server or, with no connection and within the offline limit, queued on the device. A browser
 * that is not a terminal keeps no record: `current` is undefined and the server's shift rules.
 */
export function useDeviceShift(businessId: number, server: Shift | null | undefined) {
  const { t } = useTranslation('shifts');
  const qc = useQueryClient();
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const userName = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.email || '';
  const { terminal } = useDeviceTerminal(businessId);
  const online = useOnline();
  const { waiting } = useSyncStatus();
  const [kept, setKept] = useState<Kept | null | undefined>(undefined);
  const [tick, setTick] = useState(0);
  const reread = useCallback(() => setTick((n) => n + 1), []);

  // Settled whenever the server's answer, the connection or the outbox changes.
  useEffect(() => {
    if (!terminal || !userId) return setKept(undefined);
    let live = true;
    loadDevice()
      .then(async (device) => ({ device, ...(await device.settleKept(businessId, userId, server, online)) }))
      .then(
        ({ device, before, after }) => {
          if (!live) return;
          setKept(after && { shift: after, view: device.shiftView(after) });
          // The close queued here reached the server: ask it for the shift again.
          if (before?.closeKey && !after?.closeKey) void qc.invalidateQueries({ queryKey: shiftKeys.all(businessId) });
        },
        () => live && setKept(undefined),
      );
    return () => {
      live = false;
    };
  }, [terminal, userId, businessId, server, online, waiting, tick, qc]);

  const ref = () => (terminal ? { id: terminal.terminalId, deviceId: terminal.deviceId } : undefined);
  const mayQueue = () => !!terminal && offlineAllowed(terminal, lastOnlineAt());
  const refused = () =>
    new ShiftWriteRefused(terminal ? t('offline.limit', { hours: terminal.offlineLimitHours }) : t('offline.notTerminal'));

  /** Online when there is a connection (and the server knows the shift); else queued, within the limit. */
  async function either<T>(online: () => Promise<T>, queued: () => Promise<T>, mustQueue = false): Promise<T> {
    if (mustQueue || !browserOnline()) {
      if (!mayQueue()) throw refused();
      return queued();
    }
    try {
      return await online();
    } catch (err) {
      // No answer: the same key goes to the outbox (had it landed, the server answers the same write).
      if (isNetworkError(err) && mayQueue()) return queued();
      throw err;
    }
  }

  const needsKept = async () => {
    const device = await loadDevice();
    const d = (await device.loadDeviceShift(businessId, userId)) ?? (server ? device.fromServerShift(businessId, server) : null);
    if (!d || d.status !== 'open') throw refused();
    return d;
  };

  const sends: DeviceShiftSends = {
    open: (input, headers) =>
      either(
        // Opened on this terminal: a close or cash movement it queues later is vouched for by it.
        () => api.post<Shift>(SHIFT_PATHS.list(businessId), { ...input, terminal: ref() }, { headers }),
        async () => {
          const device = await loadDevice();
          const d = await device.openShiftOnDevice({
            terminal: terminal!,
            userId,
            userName,
            key: keyOf(headers),
            openingFloat: input.openingFloat,
          });
          reread();
          return device.shiftView(d);
        },
      ),
    move: async (input, headers) => {
      const d = await needsKept();
      return either(
        async () => {
          const m = await api.post<CashMovement>(SHIFT_PATHS.cashMovements(businessId, d.shiftId!), input, { headers });
          await (await loadDevice()).noteMovement(businessId, userId, input.kind, input.amount);
          return m;
        },
        async () => {
          await (await loadDevice()).moveCashOnDevice(d, keyOf(headers), input, terminal!);
          reread();
          return { id: -1, shiftId: d.shiftId ?? -1, ...input, userId, userName, createdAt: shopNow().toISOString() };
        },
        d.shiftId === null,
      );
    },
    close: async (input, headers) => {
      const d = await needsKept();
      return either(
        () => api.post<ShiftReport>(SHIFT_PATHS.close(businessId, d.shiftId!), input, { headers }),
        async () => {
          const z = await (await loadDevice()).closeShiftOnDevice(d, keyOf(headers), input, terminal!);
          reread();
          return z;
        },
        d.shiftId === null,
      );
    },
  };

  /** The device's X of the shift (when the server's cannot be read). */
  const deviceX = useCallback(async () => {
    const d = await (await loadDevice()).loadDeviceShift(businessId, userId);
    return d && d.status === 'open' ? (await import('./device-z')).deviceShiftReport(d) : null;
  }, [businessId, userId]);

  return {
    /** undefined: no opinion (not a terminal, or not read yet); else the shift open on this device, or none. */
    current: kept === undefined ? undefined : kept && kept.shift.status === 'open' ? kept.view : null,
    /** The shift is known only on this device (its open is still queued). */
    onDeviceOnly: !!kept && kept.shift.shiftId === null,
    isTerminal: !!terminal,
    online,
    sends: terminal ? sends : undefined,
    deviceX,
  };
}
