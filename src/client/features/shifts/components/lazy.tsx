import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

/**
 * A dialog whose code arrives when it is first opened (the till's JS budget, bench 8b): nothing is
 * fetched while it stays closed; once loaded it stays mounted, so it closes with its animation.
 * `preload()` fetches it ahead (e.g. when the till is idle).
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(false);
    useEffect(() => {
      if (props.open) setWanted(true);
    }, [props.open]);
    if (!props.open && !wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialog, { preload: () => void load().catch(() => undefined) });
}
