import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '#client/components/ui';

/** Phones: the cart in a sheet over the till (cart-area.tsx loads it once the till is idle). */
export function CartSheet({ open, onOpenChange, children }: { open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode }) {
  const { t } = useTranslation('pos');
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-full gap-3 p-3 pt-12 sm:max-w-md" closeLabel={t('cartBar.close')} data-till-sheet="">
        <SheetTitle className="sr-only">{t('cartBar.title')}</SheetTitle>
        <SheetDescription className="sr-only">{t('cartBar.description')}</SheetDescription>
        {children}
      </SheetContent>
    </Sheet>
  );
}
