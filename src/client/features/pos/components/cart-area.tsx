import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { whenIdle } from '#client/lib/idle';
import { CartBar } from './cart-bar';
import { LazyCartSheet } from './lazy-dialogs';

/**
 * The height the cart column may take: the screen below where it starts (measured once it is
 * laid out), so its totals and pay buttons are in view without scrolling the page — with the
 * customer panel open too. Scrolled down, it sticks under the header.
 */
function useRoomBelow() {
  const [top, setTop] = useState<number | null>(null);
  const ref = useCallback((el: HTMLElement | null) => {
    if (el) setTop(Math.round(el.getBoundingClientRect().top + window.scrollY));
  }, []);
  return { ref, maxHeight: top == null ? undefined : `calc(100dvh - ${Math.max(top, 72)}px - 1rem)` };
}

/**
 * Where the cart lives: a column beside the products from tablets up, and on phones a bar at the
 * bottom of the screen (items, total, Pay) that opens the cart in a sheet.
 */
export function CartArea({
  phone,
  count,
  totalCents,
  sheetOpen,
  onSheetOpen,
  children,
}: {
  phone: boolean;
  count: number;
  totalCents: number;
  sheetOpen: boolean;
  onSheetOpen: (open: boolean) => void;
  /** The customer panel (with CRM) and the cart. */
  children: ReactNode;
}) {
  const { t } = useTranslation('pos');
  const room = useRoomBelow();
  // On a phone the cart is a sheet: its code comes once the till is idle, before the first Pay.
  useEffect(() => (phone ? whenIdle(LazyCartSheet.preload) : undefined), [phone]);
  if (!phone)
    return (
      <aside
        ref={room.ref}
        className="sticky top-[4.5rem] flex flex-col gap-3 self-start overflow-y-auto"
        style={{ maxHeight: room.maxHeight }}
        aria-label={t('cartColumn')}
      >
        {children}
      </aside>
    );
  return (
    <>
      <CartBar count={count} totalCents={totalCents} onOpen={() => onSheetOpen(true)} />
      <LazyCartSheet open={sheetOpen} onOpenChange={onSheetOpen}>
        {children}
      </LazyCartSheet>
    </>
  );
}
