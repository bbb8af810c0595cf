import { ScanBarcode, Search } from 'lucide-react';
import { memo, useEffect, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { PosProduct } from '#shared/contracts/sales';
import { Button, Input, toast } from '#client/components/ui';
import { findByCode, searchProducts, SEARCH_RESULT_LIMIT, type SearchIndex } from '../lib/search-index';
import { ProductGrid } from './product-grid';

/**
 * The till's search box and its results. It owns the search text, so a keystroke re-renders
 * this box and the (memoised) grid only — never the cart, the customer panel or the dialogs.
 * The results render in the same commit as the text: a search on the index plus the cards that
 * are new (the grid memoises cards per product) take a few milliseconds, while a deferred render
 * would commit the text first and the results a frame later.
 */
export const TillSearch = memo(function TillSearch({
  index,
  catalogueReady,
  placeholder,
  inputRef,
  onAdd,
  onScan,
  onOtherCode,
}: {
  index: SearchIndex;
  catalogueReady: boolean;
  /** Shown instead of the results while the catalogue loads or when it failed to. */
  placeholder?: ReactNode;
  inputRef: Ref<HTMLInputElement>;
  onAdd: (p: PosProduct) => void;
  onScan: () => void;
  /** A code that is no product's: true when the till took it (an invoice number opens its sale). */
  onOtherCode?: (code: string) => boolean;
}) {
  const { t } = useTranslation('pos');
  const [query, setQuery] = useState('');
  const results = useMemo(() => searchProducts(index, query, SEARCH_RESULT_LIMIT + 1), [index, query]);
  const truncated = results.length > SEARCH_RESULT_LIMIT;
  const shown = useMemo(() => (truncated ? results.slice(0, SEARCH_RESULT_LIMIT) : results), [results, truncated]);

  /** A code typed or scanned + Enter: the product with that barcode/SKU, else the only match. */
  const enterCode = (code: string, matches: PosProduct[]) => {
    const exact = findByCode(index, code);
    if (exact) {
      onAdd(exact);
      setQuery('');
    } else if (onOtherCode?.(code)) {
      setQuery('');
    } else if (matches.length === 1) {
      onAdd(matches[0]);
      setQuery('');
    } else if (matches.length === 0) toast.error(t('error'), { description: t('notFoundCode', { code: code.trim() }) });
  };

  // A scan (code + Enter) that arrives before the catalogue has loaded is kept and applied once it has.
  const pendingScan = useRef<string | null>(null);
  const enterPending = useRef(enterCode);
  enterPending.current = enterCode;
  useEffect(() => {
    const code = pendingScan.current;
    if (!catalogueReady || code == null) return;
    pendingScan.current = null;
    enterPending.current(code, searchProducts(index, code, 2));
  }, [catalogueReady, index]);

  return (
    <>
      <div className="flex gap-2">
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            ref={inputRef}
            type="search"
            className="pl-9"
            placeholder={t('searchPlaceholder')}
            aria-label={t('searchLabel')}
            value={query}
            autoFocus
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              // A keyboard-wedge scanner types the code and Enter.
              if (e.key !== 'Enter') return;
              e.preventDefault();
              const code = e.currentTarget.value;
              if (!code.trim()) return;
              if (!catalogueReady) {
                pendingScan.current = code;
                return;
              }
              enterCode(code, code === query ? results : searchProducts(index, code, 2));
            }}
          />
        </div>
        <Button type="button" variant="outline" onClick={onScan} aria-label={t('scan')}>
          <ScanBarcode aria-hidden="true" />
          <span className="hidden sm:inline">{t('scan')}</span>
        </Button>
      </div>
      {placeholder ?? (
        // data-search-query: the text these results are for (the browser benchmark waits on it).
        <div className="contents" data-search-query={query}>
          <ProductGrid products={shown} hasCatalogue={index.products.length > 0} truncated={truncated} onAdd={onAdd} />
        </div>
      )}
    </>
  );
});
