import { useTranslation } from 'react-i18next';
import { DropdownMenuItem, DropdownMenuSeparator } from '#client/components/ui';
import type { DeviceTerminal } from '#client/features/offline/types';
import type { TillShift } from '../lib/use-till-shift';

/**
 * The till menu's items: the shift's cash and reports (or Open Shift), and for an owner or manager
 * setting up this browser as a terminal. In the Shift menu from tablets up, in More on phones.
 */
export function TillMenuItems({
  shift,
  terminal,
  canSetUpTerminal,
  onSetUp,
  onForget,
}: {
  shift: TillShift;
  terminal: DeviceTerminal | null | undefined;
  canSetUpTerminal: boolean;
  onSetUp: () => void;
  onForget: () => void;
}) {
  const { t } = useTranslation('pos');
  return (
    <>
      {shift.available &&
        (shift.current ? (
          <>
            <DropdownMenuItem onSelect={() => shift.open('in')}>{t('shift.cashIn')}</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => shift.open('out')}>{t('shift.cashOut')}</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => shift.open('x')}>{t('shift.xReport')}</DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => shift.open('close')}>{t('shift.close')}</DropdownMenuItem>
          </>
        ) : (
          <DropdownMenuItem onSelect={() => shift.open('open')}>{t('shift.open')}</DropdownMenuItem>
        ))}
      {canSetUpTerminal && (
        <>
          {shift.available && <DropdownMenuSeparator />}
          <DropdownMenuItem onSelect={onSetUp}>{t('terminal.setup')}</DropdownMenuItem>
          {terminal && <DropdownMenuItem onSelect={onForget}>{t('terminal.forget', { code: terminal.code })}</DropdownMenuItem>}
        </>
      )}
    </>
  );
}
