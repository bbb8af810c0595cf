import { useTranslation } from 'react-i18next';
import { TableCell, TableHead } from '#client/components/ui';

/** The inventory table's image column heading: named for screen readers, narrow on screen. */
export function ProductImageHead() {
  const { t } = useTranslation('images');
  return (
    <TableHead className="w-14">
      <span className="sr-only">{t('column')}</span>
    </TableHead>
  );
}

/**
 * A product's thumbnail in the inventory table. Fixed size, so rows do not jump as images load;
 * lazy, so a long list fetches only what scrolls into view. Decorative: the name is in the next cell.
 */
export function ProductImageCell({ imageUrl }: { imageUrl: string | null }) {
  return (
    <TableCell className="w-14">
      {imageUrl ? (
        <img
          src={imageUrl}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          decoding="async"
          className="size-10 rounded border bg-muted object-contain"
          data-testid="product-thumbnail"
        />
      ) : (
        <div aria-hidden="true" className="size-10 rounded border border-dashed bg-muted/40" />
      )}
    </TableCell>
  );
}
