/**
 * A till key's hint on its button (F1, F9…), shown from laptops up. Hidden from assistive
 * technology: the button carries the key in `aria-keyshortcuts`, so its name stays the word alone
 * ("Cash", not "Cash F1").
 */
export function KeyHint({ keys, className = 'text-xs' }: { keys: string; className?: string }) {
  return (
    <kbd aria-hidden="true" className={`hidden font-normal lg:inline ${className}`}>
      {keys}
    </kbd>
  );
}
