import { MoreHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui';
import { useOpenCustomerDisplay } from '#client/components/customer-display/customer-display-button';

/**
 * Phones: the till's buttons (Open drawer, Returns, Park, Parked, Customer display) and its shift
 * menu in one More menu, so the search and the first products are on the first screen.
 */
export function TillMoreMenu({
  onDrawer,
  onReturns,
  onPark,
  onParked,
  shiftLabel,
  children,
}: {
  onDrawer: () => void;
  onReturns: () => void;
  onPark: () => void;
  onParked: () => void;
  /** The shift menu's heading (Shift, Shift since 08:00, or Till), when it has items. */
  shiftLabel?: string;
  /** The shift's and the terminal's items. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('pos');
  const display = useOpenCustomerDisplay();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="outline" data-testid="till-more">
          <MoreHorizontal aria-hidden="true" />
          {t('more')}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64 max-w-[calc(100vw-1rem)]">
        <DropdownMenuItem onSelect={onReturns}>{t('returns.button')}</DropdownMenuItem>
        <DropdownMenuItem onSelect={onPark}>{t('park.button')}</DropdownMenuItem>
        <DropdownMenuItem onSelect={onParked}>{t('parked.button')}</DropdownMenuItem>
        <DropdownMenuItem onSelect={onDrawer}>{t('printing:drawer.button')}</DropdownMenuItem>
        <DropdownMenuItem onSelect={display.open}>{display.label}</DropdownMenuItem>
        {shiftLabel && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">{shiftLabel}</DropdownMenuLabel>
            {children}
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
