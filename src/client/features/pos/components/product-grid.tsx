import type { TFunction } from 'i18next';
import { Package } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PosProduct } from '#shared/contracts/sales';
import { productDisplayName } from '#shared/domain/product-names';
import { EmptyState } from '#client/components/ui';
import { formatMoney } from '#client/lib/format';
import { ProductTileImage } from './product-tile-image';

// Static class strings (no cn()/cva per card). Each card is laid out and painted on its own
// (content-visibility: auto with a remembered size): a keystroke that adds, drops or moves cards
// below the fold costs no layout or paint for them.
const CARD =
  'group flex h-full w-full flex-col items-start gap-1 rounded-lg border bg-card p-3 text-left shadow-xs transition-colors hover:border-primary hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';
const NAME = 'line-clamp-3 font-medium break-words group-data-[full-name]:line-clamp-none';
const ITEM = '[content-visibility:auto] [contain-intrinsic-size:auto_8.5rem]';
const OUT_OF_STOCK =
  'inline-flex w-fit shrink-0 items-center whitespace-nowrap rounded-md border border-transparent bg-destructive px-2 py-0.5 text-xs font-medium text-destructive-foreground';

/**
 * A tap's feedback, without a React render: the card flashes (Web Animations on its own element),
 * so the grid never re-renders for a cart change. The cart's count badge shows the new count.
 */
function flash(el: HTMLElement) {
  el.animate?.(
    [
      { boxShadow: '0 0 0 3px var(--color-primary)', transform: 'scale(0.96)' },
      { boxShadow: '0 0 0 0 transparent', transform: 'scale(1)' },
    ],
    { duration: 450, easing: 'ease-out' },
  );
}

/**
 * One product card. Memoised on the product object (stable for a catalogue), `onAdd` and `t`:
 * when the results change, only cards for products that were not shown before render; the
 * others keep their DOM (keyed by product id) and do no React work.
 */
const ProductCard = memo(function ProductCard({
  product: p,
  onAdd,
  t,
  lang,
}: {
  product: PosProduct;
  onAdd: (p: PosProduct) => void;
  t: TFunction<'pos'>;
  /** The till's language: the card shows the product's name in it when the shop gave one. */
  lang: string;
}) {
  const name = productDisplayName(p, lang);
  const detailsId = `product-card-${p.id}-details`;
  // "Add {{name}} to cart" split around the name, whatever the language's word order.
  const [before = '', after = ''] = t('addToCart', { name: '\u0000' }).split('\u0000');
  return (
    <li className={ITEM}>
      <button
        type="button"
        onClick={(e) => {
          onAdd(p);
          flash(e.currentTarget);
        }}
        // A long-press (touch) or right-click shows the whole name; the mouse has the title.
        onContextMenu={(e) => {
          e.preventDefault();
          e.currentTarget.toggleAttribute('data-full-name');
        }}
        // Named "Add <name> to cart" around the visible name (WCAG 2.5.3: the name contains what
        // is shown); price and stock are its description, so they are read after the name.
        aria-describedby={detailsId}
        title={name}
        className={CARD}
      >
        <ProductTileImage url={p.imageUrl} />
        <span className={NAME}>
          <span className="sr-only">{before}</span>
          {name}
          <span className="sr-only">{after}</span>
        </span>
        <span id={detailsId} aria-hidden className="contents">
          {p.sku && <span className="text-xs text-muted-foreground">{p.sku}</span>}
          <span className="mt-auto font-semibold text-primary tabular-nums">{formatMoney(p.price)}</span>
          {p.stock <= 0 ? (
            <span data-slot="badge" className={OUT_OF_STOCK}>
              {t('outOfStock')}
            </span>
          ) : (
            <span className="text-xs text-muted-foreground tabular-nums">
              {t('stockLeft', { stock: `${p.stock} ${t(`common:units.${p.unit}`, { count: p.stock, defaultValue: p.unit })}` })}
            </span>
          )}
        </span>
      </button>
    </li>
  );
});

export const ProductGrid = memo(function ProductGrid({
  products,
  hasCatalogue,
  truncated,
  onAdd,
}: {
  products: PosProduct[];
  hasCatalogue: boolean;
  truncated: boolean;
  onAdd: (p: PosProduct) => void;
}) {
  const { t, i18n } = useTranslation('pos');
  if (!hasCatalogue) return <EmptyState icon={Package} title={t('noProducts')} description={t('noProductsHint')} />;
  if (products.length === 0) return <EmptyState icon={Package} title={t('noProducts')} description={t('noMatches')} />;
  return (
    <div>
      <ul className="grid grid-cols-2 gap-3 xl:grid-cols-3 2xl:grid-cols-4" aria-label={t('searchLabel')}>
        {products.map((p) => (
          <ProductCard key={p.id} product={p} onAdd={onAdd} t={t} lang={i18n.language} />
        ))}
      </ul>
      {truncated && <p className="mt-3 text-sm text-muted-foreground">{t('showingFirst', { count: products.length })}</p>}
    </div>
  );
});
