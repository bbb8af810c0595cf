import { Eye, Mail, Pencil, Phone, Star, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '#shared/contracts/customers';
import { Badge, Button, Card, CardContent } from '#client/components/ui';
import { cn } from '#client/lib/cn';
import { formatMoney } from '#client/lib/format';

export const TYPE_COLOURS: Record<Customer['customerType'], string> = {
  new: 'bg-blue-100 text-blue-800',
  regular: 'bg-green-100 text-green-800',
  vip: 'bg-purple-100 text-purple-800',
  wholesale: 'bg-orange-100 text-orange-800',
  retail: 'bg-slate-100 text-slate-800',
};

export const TIER_COLOURS: Record<Customer['loyaltyTier'], string> = {
  bronze: 'bg-amber-100 text-amber-900',
  silver: 'bg-gray-200 text-gray-800',
  gold: 'bg-yellow-100 text-yellow-800',
  platinum: 'bg-cyan-100 text-cyan-900',
};

export function CustomerCard({
  customer,
  onEdit,
  onDelete,
  onOpen,
}: {
  customer: Customer;
  onEdit: () => void;
  onDelete: () => void;
  onOpen: () => void;
}) {
  const { t } = useTranslation('crm');
  const c = customer;
  return (
    <Card data-testid="customer-card" aria-label={c.name}>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="truncate font-semibold">{c.name}</p>
            <p className="text-xs text-muted-foreground">{c.customerCode}</p>
          </div>
          <div className="flex flex-wrap justify-end gap-1">
            <Badge className={cn('border-0', TYPE_COLOURS[c.customerType])}>{t(`types.${c.customerType}`)}</Badge>
            <Badge className={cn('border-0', TIER_COLOURS[c.loyaltyTier])}>{t(`tiers.${c.loyaltyTier}`)}</Badge>
          </div>
        </div>
        <CustomerContact customer={c} />
        <CustomerFigures customer={c} />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" size="sm" onClick={onOpen} aria-label={t('card.detailsLabel', { name: c.name })}>
            <Eye className="size-4" aria-hidden="true" />
            {t('card.details')}
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={onEdit} aria-label={t('card.editLabel', { name: c.name })}>
            <Pencil className="size-4" aria-hidden="true" />
            {t('card.edit')}
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={onDelete} aria-label={t('card.deleteLabel', { name: c.name })}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t('card.delete')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** Phone and e-mail when known, and the customer's star rating. */
function CustomerContact({ customer: c }: { customer: Customer }) {
  const { t } = useTranslation('crm');
  return (
    <div className="grid gap-1 text-sm text-muted-foreground">
      {c.phone && (
        <span className="flex items-center gap-2">
          <Phone className="size-3.5" aria-hidden="true" />
          {c.phone}
        </span>
      )}
      {c.email && (
        <span className="flex items-center gap-2 truncate">
          <Mail className="size-3.5" aria-hidden="true" />
          {c.email}
        </span>
      )}
      <span
        className="flex items-center gap-1"
        role="img"
        aria-label={c.rating ? t('card.rating', { rating: c.rating }) : t('card.noRating')}
      >
        {[1, 2, 3, 4, 5].map((i) => (
          <Star
            key={i}
            aria-hidden="true"
            className={cn('size-3.5', c.rating && i <= c.rating ? 'fill-yellow-400 text-yellow-400' : 'text-muted-foreground/40')}
          />
        ))}
      </span>
    </div>
  );
}

/** Loyalty points (and store credit), total spent and visits. */
function CustomerFigures({ customer: c }: { customer: Customer }) {
  const { t } = useTranslation('crm');
  return (
    <div className="grid grid-cols-3 gap-2 text-center text-sm [&_p]:break-words [&>div]:min-w-0">
      <div>
        <p className="font-semibold" data-testid="customer-points">
          {t('card.points', { count: c.loyaltyPoints })}
        </p>
        {c.storeCredit > 0 && (
          <p className="text-xs text-muted-foreground" data-testid="customer-card-store-credit">
            {t('card.storeCredit', { amount: formatMoney(c.storeCredit) })}
          </p>
        )}
      </div>
      <div>
        <p className="font-semibold">{formatMoney(c.totalSpent)}</p>
        <p className="text-xs text-muted-foreground">{t('card.totalSpent')}</p>
      </div>
      <div>
        <p className="font-semibold">{c.totalPurchases}</p>
        <p className="text-xs text-muted-foreground">{t('card.visits')}</p>
      </div>
    </div>
  );
}
