import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Badge,
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui';
import { CustomerDisplayButton } from '../../../components/customer-display/customer-display-button';
import type { DeviceTerminal } from '../../offline/types';
import { TILL_KEYS } from '../lib/pay-keys';
import type { TillShift } from '../lib/use-till-shift';
import { ForgetTerminalDialog, TerminalSetupDialog } from './terminal-setup-dialog';

// "Open drawer" (issue 22) is the printing feature's, loaded with the click.
const OpenDrawerDialog = lazy(() => import('../../printing/components/open-drawer-dialog'));

/**
 * Above the till: the terminal this browser is (issue 21), Park (F9), the parked baskets (F10) and
 * the till menu (the shift's cash and reports; for an owner or manager, setting up this till).
 */
export function TillToolbar({
  businessId,
  shift,
  terminal,
  canSetUpTerminal,
  onPark,
  onParked,
  onReturns,
}: {
  businessId: number;
  shift: TillShift;
  /** This browser's terminal for the business (undefined while it is read). */
  terminal: DeviceTerminal | null | undefined;
  /** An owner or manager may register this browser (the server refuses a cashier). */
  canSetUpTerminal: boolean;
  onPark: () => void;
  onParked: () => void;
  /** Find a sale to return or exchange (issue 19). */
  onReturns: () => void;
}) {
  const { t } = useTranslation('pos');
  const [setupOpen, setSetupOpen] = useState(false);
  const [forgetOpen, setForgetOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menu = shift.available || canSetUpTerminal;
  return (
    <>
      {terminal && (
        <Badge variant="secondary" data-testid="till-terminal" title={terminal.name}>
          {t('terminal.badge', { code: terminal.code })}
        </Badge>
      )}
      <Button type="button" variant="outline" onClick={() => setDrawerOpen(true)}>
        {t('printing:drawer.button')}
      </Button>
      {drawerOpen && (
        <Suspense fallback={null}>
          <OpenDrawerDialog businessId={businessId} terminalId={terminal?.terminalId} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
      <Button type="button" variant="outline" onClick={onReturns} aria-keyshortcuts={TILL_KEYS.returns}>
        {t('returns.button')}
        <kbd aria-hidden="true" className="hidden text-xs font-normal lg:inline">
          {TILL_KEYS.returns}
        </kbd>
      </Button>
      <Button type="button" variant="outline" onClick={onPark} aria-keyshortcuts={TILL_KEYS.park}>
        {t('park.button')}
        <kbd aria-hidden="true" className="hidden text-xs font-normal lg:inline">
          {TILL_KEYS.park}
        </kbd>
      </Button>
      <Button type="button" variant="outline" onClick={onParked} aria-keyshortcuts={TILL_KEYS.parked}>
        {t('parked.button')}
        <kbd aria-hidden="true" className="hidden text-xs font-normal lg:inline">
          {TILL_KEYS.parked}
        </kbd>
      </Button>
      <CustomerDisplayButton />
      {menu && (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button type="button" variant="outline">
              {!shift.available ? t('terminal.menu') : shift.current ? t('shift.menuOpen', { since: shift.openedAtText }) : t('shift.menu')}
              <ChevronDown aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
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
                <DropdownMenuItem onSelect={() => setSetupOpen(true)}>{t('terminal.setup')}</DropdownMenuItem>
                {terminal && (
                  <DropdownMenuItem onSelect={() => setForgetOpen(true)}>{t('terminal.forget', { code: terminal.code })}</DropdownMenuItem>
                )}
              </>
            )}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
      {canSetUpTerminal && (
        <>
          <TerminalSetupDialog businessId={businessId} open={setupOpen} current={terminal ?? null} onClose={() => setSetupOpen(false)} />
          <ForgetTerminalDialog terminal={terminal ?? null} open={forgetOpen} onClose={() => setForgetOpen(false)} />
        </>
      )}
    </>
  );
}
