import { FolderPlus, Layers, Plus, Tags } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SCREENS } from '#client/app/screens';
import { Button } from '#client/components/ui';

/** The inventory's header buttons: print labels (for the ticked products), categories, add a category or a product. */
export function InventoryActions({
  forLabels,
  onCategories,
  onAddCategory,
  onAddProduct,
}: {
  forLabels: number[];
  onCategories: () => void;
  onAddCategory: () => void;
  onAddProduct: () => void;
}) {
  const { t } = useTranslation('inventory');
  const { t: tl } = useTranslation('labels');
  return (
    <>
      <Button asChild variant="outline">
        <Link to={forLabels.length ? `${SCREENS.labels}?productIds=${forLabels.join(',')}` : SCREENS.labels}>
          <Tags aria-hidden="true" />
          {tl('printLabelsCount', { count: forLabels.length })}
        </Link>
      </Button>
      <Button type="button" variant="outline" onClick={onCategories}>
        <Layers aria-hidden="true" />
        {t('categories.open')}
      </Button>
      <Button type="button" variant="outline" onClick={onAddCategory}>
        <FolderPlus aria-hidden="true" />
        {t('addCategory')}
      </Button>
      <Button type="button" onClick={onAddProduct}>
        <Plus aria-hidden="true" />
        {t('addProduct')}
      </Button>
    </>
  );
}
