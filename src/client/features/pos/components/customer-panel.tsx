import { UserRound, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '#shared/contracts/customers';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, Input, Label, Switch } from '#client/components/ui';

/** The customer on this sale (CRM at the till): pick or change one, their points and loyalty choices. */
export function CustomerPanel({
  customer,
  shownPoints,
  loyaltyEnabled,
  tierDiscountPercent,
  applyTierDiscount,
  redeemText,
  maxRedeemPoints,
  busy,
  onPick,
  onClear,
  onTierDiscount,
  onRedeemText,
}: {
  customer: Customer | null;
  shownPoints: number;
  loyaltyEnabled: boolean;
  tierDiscountPercent: number;
  applyTierDiscount: boolean;
  redeemText: string;
  maxRedeemPoints: number;
  busy: boolean;
  onPick: () => void;
  onClear: () => void;
  onTierDiscount: (on: boolean) => void;
  onRedeemText: (text: string) => void;
}) {
  const { t } = useTranslation('pos');
  return (
    <Card className="shrink-0" data-testid="customer-panel">
      <CardHeader className="flex flex-row items-center justify-between gap-2 p-4 pb-2">
        <CardTitle className="flex items-center gap-2 text-base">
          <UserRound aria-hidden="true" className="size-5" />
          {t('customer.title')}
        </CardTitle>
        {customer ? (
          <Button type="button" variant="ghost" size="sm" onClick={onClear} disabled={busy} aria-label={t('customer.remove')}>
            <X aria-hidden="true" />
            {t('customer.change')}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-3 p-4 pt-0">
        {!customer ? (
          <Button type="button" variant="outline" onClick={onPick} disabled={busy}>
            {t('customer.select')}
          </Button>
        ) : (
          <>
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="truncate font-medium" data-testid="selected-customer" title={customer.name}>
                  {customer.name}
                </p>
                {customer.phone && <p className="text-xs text-muted-foreground">{customer.phone}</p>}
              </div>
              <Badge variant="secondary">{t('customer.tierBadge', { tier: t(`customer.tiers.${customer.loyaltyTier}`) })}</Badge>
            </div>
            <dl className="grid grid-cols-[1fr_auto] gap-x-2 gap-y-1 text-sm">
              <dt className="text-muted-foreground">{t('customer.points')}</dt>
              <dd className="text-right tabular-nums" data-testid="customer-points">
                {shownPoints}
              </dd>
              <dt className="text-muted-foreground">{t('customer.balance')}</dt>
              <dd className="text-right tabular-nums" data-testid="customer-balance">
                {customer.loyaltyPoints}
              </dd>
            </dl>
            {loyaltyEnabled && (
              <LoyaltyChoices
                {...{ customer, tierDiscountPercent, applyTierDiscount, redeemText, maxRedeemPoints, busy, onTierDiscount, onRedeemText }}
              />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** The loyalty programme's choices for this sale: the tier's discount and points to redeem. */
function LoyaltyChoices({
  customer,
  tierDiscountPercent,
  applyTierDiscount,
  redeemText,
  maxRedeemPoints,
  busy,
  onTierDiscount,
  onRedeemText,
}: {
  customer: Customer;
  tierDiscountPercent: number;
  applyTierDiscount: boolean;
  redeemText: string;
  maxRedeemPoints: number;
  busy: boolean;
  onTierDiscount: (on: boolean) => void;
  onRedeemText: (text: string) => void;
}) {
  const { t } = useTranslation('pos');
  return (
    <>
      {tierDiscountPercent > 0 && (
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor="till-tier-discount">
            {t('customer.applyTierDiscount', { tier: t(`customer.tiers.${customer.loyaltyTier}`), percent: tierDiscountPercent })}
          </Label>
          <Switch id="till-tier-discount" checked={applyTierDiscount} onCheckedChange={onTierDiscount} disabled={busy} />
        </div>
      )}
      {customer.loyaltyPoints > 0 && (
        <div className="grid grid-cols-[1fr_7rem] items-center gap-x-2 gap-y-1">
          <Label htmlFor="till-redeem">{t('customer.redeem')}</Label>
          <Input
            id="till-redeem"
            className="h-8"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            max={maxRedeemPoints}
            value={redeemText}
            disabled={busy}
            aria-describedby="till-redeem-hint"
            onChange={(e) => onRedeemText(e.target.value)}
            onBlur={(e) => {
              // Show what will be redeemed: whole points, at most the cap.
              const n = Math.floor(Number(e.currentTarget.value));
              if (e.currentTarget.value.trim() === '') return;
              onRedeemText(String(Number.isFinite(n) ? Math.min(Math.max(0, n), maxRedeemPoints) : 0));
            }}
          />
          <p id="till-redeem-hint" className="col-span-2 text-xs text-muted-foreground">
            {t('customer.redeemHint', { max: maxRedeemPoints })}
          </p>
        </div>
      )}
    </>
  );
}
