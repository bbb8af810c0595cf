import { useTranslation } from 'react-i18next';
import { standardRatedStaples } from '#shared/domain/staples';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui';
import { useInventory } from '#client/features/inventory';

/**
 * Standard-rated products filed under a staple food's category (rice, flour, bread, eggs, fresh
 * vegetables and fruit, fresh fish, milk: staples.ts), listed for the owner to check: such goods
 * are usually exempt, and charging them VAT overcharges the customer. Nothing to check: nothing shown.
 */
export function StapleReviewCard({ businessId }: { businessId: number }) {
  const { t } = useTranslation('tax');
  const inventory = useInventory(businessId);
  const toReview = standardRatedStaples(inventory.data?.products ?? []);
  if (toReview.length === 0) return null;
  return (
    <Card data-testid="staple-review">
      <CardHeader>
        <CardTitle>{t('stapleReview.title')}</CardTitle>
        <CardDescription>{t('stapleReview.description', { count: toReview.length })}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y text-sm">
          {toReview.map((p) => (
            <li key={p.id} className="flex justify-between gap-4 py-2">
              <span className="font-medium">{p.name}</span>
              <span className="text-muted-foreground">{p.category}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
