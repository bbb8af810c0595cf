import type * as Radix from '@radix-ui/react-dropdown-menu';
import { Slot } from '@radix-ui/react-slot';
import { createContext, useContext, useState, type ComponentProps, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { cn } from '#client/lib/cn';
import { loadRadixMenu, preloadDropdownMenus, useRadixMenu } from './dropdown-menu-radix';

export * from './dropdown-menu-items';

// A menu is a plain button until it is pressed: Radix's menu is fetched when the pointer comes
// over it or it takes focus (dropdown-menu-radix.ts), and the press opens the real menu, at once
// or as soon as Radix has arrived.

/** While a menu is still the plain button: open the real one. */
const Sleeping = createContext<(() => void) | null>(null);

export function DropdownMenu({ children, ...props }: ComponentProps<typeof Radix.Root>) {
  const r = useRadixMenu();
  const [pressed, setPressed] = useState(false);
  if (r && pressed)
    return (
      <r.Root defaultOpen {...props}>
        {children}
      </r.Root>
    );
  const open = () => {
    setPressed(true);
    // No connection and no copy of Radix: the press is forgotten, not replayed when it comes.
    loadRadixMenu().catch(() => setPressed(false));
  };
  return <Sleeping.Provider value={open}>{children}</Sleeping.Provider>;
}

const OPEN_KEYS = ['Enter', ' ', 'ArrowDown'];

export function DropdownMenuTrigger({ asChild, ...props }: ComponentProps<typeof Radix.Trigger>) {
  const open = useContext(Sleeping);
  const r = useRadixMenu();
  if (!open) return r ? <r.Trigger asChild={asChild} {...props} /> : null;
  const Comp = asChild ? Slot : 'button';
  const { onPointerEnter, onFocus, onPointerDown, onKeyDown, ...rest } = props;
  return (
    <Comp
      {...(asChild ? {} : { type: 'button' as const })}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...rest}
      onPointerEnter={(e: PointerEvent<HTMLButtonElement>) => {
        onPointerEnter?.(e);
        preloadDropdownMenus();
      }}
      onFocus={(e: FocusEvent<HTMLButtonElement>) => {
        onFocus?.(e);
        preloadDropdownMenus();
      }}
      // As Radix's trigger: a left press opens it, and the focus goes to the menu, not the button.
      onPointerDown={(e: PointerEvent<HTMLButtonElement>) => {
        onPointerDown?.(e);
        if (e.button !== 0 || e.ctrlKey) return;
        e.preventDefault();
        open();
      }}
      onKeyDown={(e: KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(e);
        if (!OPEN_KEYS.includes(e.key)) return;
        e.preventDefault();
        open();
      }}
    />
  );
}

export function DropdownMenuContent({ className, sideOffset = 4, ...props }: ComponentProps<typeof Radix.Content>) {
  const sleeping = useContext(Sleeping);
  const r = useRadixMenu();
  // Nothing to show while the menu is asleep: it is closed.
  if (sleeping || !r) return null;
  return (
    <r.Portal>
      <r.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-32 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md data-[state=open]:animate-fade-in',
          className,
        )}
        {...props}
      />
    </r.Portal>
  );
}
