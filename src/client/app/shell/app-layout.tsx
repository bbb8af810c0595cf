import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Header } from './header';
import { Sidebar } from './sidebar';
import { registerDirectPrinter } from '#client/components/print/direct-print';
import { directPrinter, directPrinterPaired } from '#client/features/printing/lib/direct-printer';

// The documents' Print buttons print on this device's receipt printer when one is paired.
registerDirectPrinter(directPrinter, directPrinterPaired);

// The drawer (and the dialog code under it) comes with its first opening: wide screens never open it.
const NavDrawer = lazy(() => import('./nav-drawer'));

/**
 * The screen's column. A grid without columns of its own (one column, as on a phone) keeps to the
 * screen's width: its column may shrink below its content's widest word or number, so a long Tamil
 * title wraps inside its card instead of widening the page.
 */
const MAIN = 'min-w-0 flex-1 p-4 md:p-6 [&>.grid]:grid-cols-[minmax(0,1fr)] [&_.grid]:auto-cols-[minmax(0,1fr)]';

/** Header plus sidebar; on small screens the sidebar is a slide-over drawer. */
export function AppLayout({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <div className="flex min-h-screen flex-col">
      <Header
        onOpenMenu={() => {
          setOpened(true);
          setOpen(true);
        }}
      />
      <div className="flex flex-1">
        <aside className="hidden w-64 shrink-0 border-r bg-card lg:block">
          <div className="sticky top-14 h-[calc(100vh-3.5rem)] overflow-y-auto">
            <Sidebar />
          </div>
        </aside>
        {opened && (
          <Suspense fallback={null}>
            <NavDrawer open={open} onOpenChange={setOpen} />
          </Suspense>
        )}
        <main className={MAIN}>{children}</main>
      </div>
    </div>
  );
}

/** Cashiers: a header without the sidebar toggle, and the till. */
export function CashierLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main className={MAIN}>{children}</main>
    </div>
  );
}
