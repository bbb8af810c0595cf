import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shift, ShiftReport } from '#shared/contracts/shifts';
import { Alert, AlertDescription, Button } from '#client/components/ui';
import { formatShopTime } from '#client/lib/shop-time';
import { useCurrentShift } from '#client/features/shifts';
import { TillShiftDialogs, type ShiftDialog } from '../components/till-shift-dialogs';
import { useDeviceShift } from './use-device-shift';

export type TillShift = {
  /** The shifts API answered (the menu shows once it has). */
  available: boolean;
  current: Shift | null;
  openedAtText: string;
  /** "Cashiers work in shifts" is on and this user has none open: the till asks for one before selling. */
  mustOpen: boolean;
  askOpen: () => void;
  open: (dialog: ShiftDialog) => void;
  banner: ReactNode;
  dialogs: ReactNode;
};

/**
 * The till's shift: the signed-in user's open shift, whether one is required,
 * the prompt to open one before selling, and the menu's dialogs (cash in/out, X report, close).
 * On a registered terminal the device's record of the shift rules while its writes
 * wait in the outbox, and with no connection the shift opens, moves cash and closes on the device.
 */
export function useTillShift(businessId: number): TillShift {
  const { t } = useTranslation('pos');
  const q = useCurrentShift(businessId);
  const dev = useDeviceShift(businessId, q.data?.shift);
  const [dialog, setDialog] = useState<ShiftDialog | null>(null);
  const current = dev.current === undefined ? (q.data?.shift ?? null) : dev.current;
  const [closing, setClosing] = useState<Shift | null>(null);
  // The device's own figures, for a shift the server cannot be asked about now.
  const [deviceX, setDeviceX] = useState<ShiftReport | null>(null);
  const fromDevice = dev.isTerminal && (dev.onDeviceOnly || !dev.online);
  const wantsX = dialog === 'x' || dialog === 'close';
  const { deviceX: readX } = dev;
  useEffect(() => {
    if (!fromDevice || !wantsX) return setDeviceX(null);
    let live = true;
    readX().then(
      (x) => live && setDeviceX(x),
      () => live && setDeviceX(null),
    );
    return () => {
      live = false;
    };
  }, [fromDevice, wantsX, readX]);
  const open = (d: ShiftDialog) => {
    if (d === 'close') setClosing(current);
    setDialog(d);
  };
  const mustOpen = !!q.data?.required && current == null;
  const askOpen = () => setDialog('open');
  return {
    available: q.isSuccess || dev.current !== undefined,
    current,
    openedAtText: current ? formatShopTime(current.openedAt) : '',
    mustOpen,
    askOpen,
    open,
    banner: mustOpen ? (
      <Alert data-testid="shift-required">
        <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
          <span>{t('shift.required')}</span>
          <Button type="button" size="sm" onClick={askOpen}>
            {t('shift.open')}
          </Button>
        </AlertDescription>
      </Alert>
    ) : null,
    dialogs: (
      <TillShiftDialogs
        businessId={businessId}
        shift={current}
        closing={closing}
        dialog={dialog}
        onClose={() => setDialog(null)}
        sends={dev.sends}
        deviceX={fromDevice ? deviceX : null}
      />
    ),
  };
}
