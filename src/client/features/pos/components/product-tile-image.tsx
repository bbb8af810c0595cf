/**
 * A product's image on its till tile. The URL is versioned and served
 * `immutable`, so the browser (and the offline till's cache) keeps it: a tile fetches it once.
 * Fixed height, so the grid does not move as images arrive; lazy, so only tiles in view load.
 * Decorative: the tile's name says what it is. A product without an image shows none (as before).
 */
export function ProductTileImage({ url }: { url: string | undefined }) {
  if (!url) return null;
  return (
    <img
      src={url}
      alt=""
      width={160}
      height={96}
      loading="lazy"
      decoding="async"
      draggable={false}
      className="h-24 w-full rounded-md bg-muted object-contain"
      data-testid="product-tile-image"
    />
  );
}
