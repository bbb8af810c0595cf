import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui';
import { TILL_KEYS } from '../lib/pay-keys';
import type { TillShift } from '../lib/use-till-shift';

/** Above the till: Park (F9), the parked baskets (F10) and the till menu (the shift's cash and reports). */
export function TillToolbar({
  shift,
  onPark,
  onParked,
  onReturns,
}: {
  businessId: number;
  shift: TillShift;
  onPark: () => void;
  onParked: () => void;
  /** Find a sale to return or exchange (issue 19). */
  onReturns: () => void;
}) {
  const { t } = useTranslation('pos');
  return (
    <>
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
      {shift.available && (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button type="button" variant="outline">
              {shift.current ? t('shift.menuOpen', { since: shift.openedAtText }) : t('shift.menu')}
              <ChevronDown aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {shift.current ? (
              <>
                <DropdownMenuItem onSelect={() => shift.open('in')}>{t('shift.cashIn')}</DropdownMenuItem>
                <DropdownMenuItem onSelect={() => shift.open('out')}>{t('shift.cashOut')}</DropdownMenuItem>
                <DropdownMenuItem onSelect={() => shift.open('x')}>{t('shift.xReport')}</DropdownMenuItem>
                <DropdownMenuSeparator />
                <DropdownMenuItem onSelect={() => shift.open('close')}>{t('shift.close')}</DropdownMenuItem>
              </>
            ) : (
              <DropdownMenuItem onSelect={() => shift.open('open')}>{t('shift.open')}</DropdownMenuItem>
            )}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </>
  );
}
