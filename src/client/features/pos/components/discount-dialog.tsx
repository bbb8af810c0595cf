import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromCents } from '#shared/domain/money';
import { percentOfCents } from '#shared/domain/vat-pricing';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
} from '#client/components/ui';
import { cn } from '#client/lib/cn';
import { formatMoney } from '#client/lib/format';
import { discountText, parseDiscount, type Discount, type DiscountKind } from '../lib/discounts';

export type DiscountTarget = {
  /** The line's product name, or null for the whole cart. */
  name: string | null;
  /** What the discount comes off: the line's amount, or the cart's after its lines' own discounts. */
  baseCents: number;
  current: Discount | null;
};

/** A discount on a line or on the whole cart, as an amount (LKR) or a percentage. */
export function DiscountDialog({
  target,
  onCancel,
  onSave,
}: {
  target: DiscountTarget | null;
  onCancel: () => void;
  onSave: (discount: Discount | null) => void;
}) {
  const { t } = useTranslation('pos');
  return (
    <Dialog open={target != null} onOpenChange={(o) => !o && onCancel()}>
      <DialogContent closeLabel={t('discounts.cancel')}>
        {target && <DiscountForm key={`${target.name}-${target.baseCents}`} target={target} onCancel={onCancel} onSave={onSave} />}
      </DialogContent>
    </Dialog>
  );
}

function DiscountForm({
  target,
  onCancel,
  onSave,
}: {
  target: DiscountTarget;
  onCancel: () => void;
  onSave: (d: Discount | null) => void;
}) {
  const { t } = useTranslation('pos');
  const [kind, setKind] = useState<DiscountKind>(target.current?.kind ?? 'percent');
  const [text, setText] = useState(discountText(target.current));
  const read = parseDiscount(kind, text, target.baseCents);
  const cents =
    !read.ok || !read.discount
      ? 0
      : read.discount.kind === 'amount'
        ? read.discount.cents
        : percentOfCents(target.baseCents, read.discount.bp);
  const error = !read.ok ? t(`discounts.refused.${read.reason}`, { max: formatMoney(fromCents(target.baseCents)) }) : undefined;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{target.name ? t('discounts.lineTitle', { name: target.name }) : t('discounts.cartTitle')}</DialogTitle>
        <DialogDescription>{t('discounts.description', { amount: formatMoney(fromCents(target.baseCents)) })}</DialogDescription>
      </DialogHeader>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (read.ok) onSave(read.discount);
        }}
      >
        <div className="grid grid-cols-2 gap-2" role="radiogroup" aria-label={t('discounts.kind')}>
          {(['percent', 'amount'] as const).map((k) => (
            <Button
              key={k}
              type="button"
              role="radio"
              aria-checked={kind === k}
              variant={kind === k ? 'default' : 'outline'}
              className={cn(kind === k && 'ring-2 ring-ring')}
              onClick={() => setKind(k)}
            >
              {t(`discounts.${k}`)}
            </Button>
          ))}
        </div>
        <FormField
          label={kind === 'percent' ? t('discounts.percentLabel') : t('discounts.amountLabel')}
          htmlFor="discount-value"
          error={error}
        >
          <Input value={text} onChange={(e) => setText(e.target.value)} inputMode="decimal" autoComplete="off" autoFocus />
        </FormField>
        <p className="text-sm text-muted-foreground" data-testid="discount-preview">
          {t('discounts.preview', { amount: formatMoney(fromCents(cents)) })}
        </p>
        <DialogFooter>
          {target.current && (
            <Button type="button" variant="ghost" onClick={() => onSave(null)}>
              {t('discounts.remove')}
            </Button>
          )}
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('discounts.cancel')}
          </Button>
          <Button type="submit" disabled={!read.ok}>
            {t('discounts.apply')}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
