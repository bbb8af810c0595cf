import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shift } from '../../../../shared/contracts/shifts';
import { Alert, AlertDescription, Button } from '../../../components/ui';
import { formatShopTime } from '../../../lib/shop-time';
import { useCurrentShift } from '../../../components/shifts';
import { TillShiftDialogs, type ShiftDialog } from '../components/till-shift-dialogs';

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
 * The till's shift (issue 18 point 5): the signed-in user's open shift, whether one is required,
 * the prompt to open one before selling, and the menu's dialogs (cash in/out, X report, close).
 */
export function useTillShift(businessId: number): TillShift {
  const { t } = useTranslation('pos');
  const q = useCurrentShift(businessId);
  const [dialog, setDialog] = useState<ShiftDialog | null>(null);
  const current = q.data?.shift ?? null;
  const [closing, setClosing] = useState<Shift | null>(null);
  const open = (d: ShiftDialog) => {
    if (d === 'close') setClosing(current);
    setDialog(d);
  };
  const mustOpen = !!q.data?.required && current == null;
  const askOpen = () => setDialog('open');
  return {
    available: q.isSuccess,
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
    dialogs: <TillShiftDialogs businessId={businessId} shift={current} closing={closing} dialog={dialog} onClose={() => setDialog(null)} />,
  };
}
