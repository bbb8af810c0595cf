import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

/** A dialog component that loads its code on first opening, with `preload()` to fetch it ahead. */
export type LazyDialog<P extends object> = ComponentType<P> & { preload: () => void };

const byOpenProp = (props: object) => (props as { open?: boolean }).open === true;

/**
 * A dialog whose code arrives when it is first opened (the till's JavaScript budget, bench/README.md): nothing is
 * fetched while it stays closed; once loaded it stays mounted, so it closes with its animation.
 * `isOpen` says when the dialog is open (by default its `open` prop); `preload()` fetches it ahead
 * (e.g. when the till is idle).
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): LazyDialog<P>;
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): LazyDialog<P>;
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = byOpenProp,
): LazyDialog<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(false);
    const open = isOpen(props);
    useEffect(() => {
      if (open) setWanted(true);
    }, [open]);
    if (!open && !wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialog, { preload: () => void load().catch(() => undefined) });
}
