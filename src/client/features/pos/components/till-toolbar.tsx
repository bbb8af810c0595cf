import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '#client/components/ui';
import { CustomerDisplayButton } from '#client/components/customer-display/customer-display-button';
import type { DeviceTerminal } from '#client/features/offline/types';
import { loadOpenDrawerDialog } from '#client/features/printing';
import { TILL_KEYS } from '../lib/pay-keys';
import type { TillShift } from '../lib/use-till-shift';
import { KeyHint } from './key-hint';
import { TillMenuItems } from './till-menu-items';
import { TillMoreMenu } from './till-more-menu';
import { LazyForgetTerminalDialog, LazyTerminalSetupDialog } from './lazy-dialogs';

// "Open drawer" is the printing feature's (the drawer opens through the receipt printer), loaded with the click.
const OpenDrawerDialog = lazy(loadOpenDrawerDialog);

/**
 * Above the till: the terminal this browser is, Open drawer, Returns (F11), Park (F9), the
 * parked baskets (F10), Customer display and the till menu (the shift's cash and reports; for an
 * owner or manager, setting up this till). On a phone all but the terminal's badge are in one More menu.
 */
export function TillToolbar({
  businessId,
  shift,
  terminal,
  canSetUpTerminal,
  onPark,
  onParked,
  onReturns,
  phone = false,
}: {
  businessId: number;
  shift: TillShift;
  /** This browser's terminal for the business (undefined while it is read). */
  terminal: DeviceTerminal | null | undefined;
  /** An owner or manager may register this browser (the server refuses a cashier). */
  canSetUpTerminal: boolean;
  onPark: () => void;
  onParked: () => void;
  /** Find a sale to return or exchange. */
  onReturns: () => void;
  /** A phone-wide screen: one More menu instead of the buttons. */
  phone?: boolean;
}) {
  const { t } = useTranslation('pos');
  const [setupOpen, setSetupOpen] = useState(false);
  const [forgetOpen, setForgetOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menu = shift.available || canSetUpTerminal;
  const menuLabel = !shift.available
    ? t('terminal.menu')
    : shift.current
      ? t('shift.menuOpen', { since: shift.openedAtText })
      : t('shift.menu');
  const menuItems = (
    <TillMenuItems
      shift={shift}
      terminal={terminal}
      canSetUpTerminal={canSetUpTerminal}
      onSetUp={() => setSetupOpen(true)}
      onForget={() => setForgetOpen(true)}
    />
  );
  return (
    <>
      {terminal && (
        <Badge variant="secondary" data-testid="till-terminal" title={terminal.name}>
          {t('terminal.badge', { code: terminal.code })}
        </Badge>
      )}
      {phone ? (
        <TillMoreMenu
          onDrawer={() => setDrawerOpen(true)}
          onReturns={onReturns}
          onPark={onPark}
          onParked={onParked}
          shiftLabel={menu ? menuLabel : undefined}
        >
          {menuItems}
        </TillMoreMenu>
      ) : (
        <>
          <TillActionButtons onDrawer={() => setDrawerOpen(true)} onReturns={onReturns} onPark={onPark} onParked={onParked} />
          <CustomerDisplayButton />
          {menu && <TillMenuDropdown label={menuLabel}>{menuItems}</TillMenuDropdown>}
        </>
      )}
      {drawerOpen && (
        <Suspense fallback={null}>
          <OpenDrawerDialog businessId={businessId} terminalId={terminal?.terminalId} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
      {canSetUpTerminal && (
        <>
          <LazyTerminalSetupDialog
            businessId={businessId}
            open={setupOpen}
            current={terminal ?? null}
            onClose={() => setSetupOpen(false)}
          />
          <LazyForgetTerminalDialog terminal={terminal ?? null} open={forgetOpen} onClose={() => setForgetOpen(false)} />
        </>
      )}
    </>
  );
}

/** Open drawer, Returns (F11), Park (F9) and the parked baskets (F10), each with its key. */
function TillActionButtons({
  onDrawer,
  onReturns,
  onPark,
  onParked,
}: {
  onDrawer: () => void;
  onReturns: () => void;
  onPark: () => void;
  onParked: () => void;
}) {
  const { t } = useTranslation('pos');
  return (
    <>
      <Button type="button" variant="outline" onClick={onDrawer}>
        {t('printing:drawer.button')}
      </Button>
      <Button type="button" variant="outline" onClick={onReturns} aria-keyshortcuts={TILL_KEYS.returns}>
        {t('returns.button')}
        <KeyHint keys={TILL_KEYS.returns} />
      </Button>
      <Button type="button" variant="outline" onClick={onPark} aria-keyshortcuts={TILL_KEYS.park}>
        {t('park.button')}
        <KeyHint keys={TILL_KEYS.park} />
      </Button>
      <Button type="button" variant="outline" onClick={onParked} aria-keyshortcuts={TILL_KEYS.parked}>
        {t('parked.button')}
        <KeyHint keys={TILL_KEYS.parked} />
      </Button>
    </>
  );
}

/** The till menu's button (the shift and, for an owner, this terminal) with its items. */
function TillMenuDropdown({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="outline">
          {label}
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">{children}</DropdownMenuContent>
    </DropdownMenu>
  );
}
