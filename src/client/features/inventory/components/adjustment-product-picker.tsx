import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PosProduct } from '#shared/contracts/sales';
import { normalizeForSearch, productSearchText } from '#shared/domain/product-names';
import { Button, FormField, Input } from '#client/components/ui';

const SHOWN = 8;

/** The product a code names exactly (barcode, then SKU). */
export function productByCode(products: readonly PosProduct[], code: string): PosProduct | undefined {
  const c = code.trim();
  if (!c) return undefined;
  return products.find((p) => p.barcode === c) ?? products.find((p) => p.sku?.toLowerCase() === c.toLowerCase());
}

/**
 * Choose one product: a scanner types the barcode and Enter (as at the till), or a person types a
 * name or SKU and picks it from the matches.
 */
export function AdjustmentProductPicker({
  products,
  onPick,
  error,
}: {
  products: readonly PosProduct[];
  onPick: (p: PosProduct) => void;
  error?: string;
}) {
  const { t } = useTranslation('adjustments');
  const [text, setText] = useState('');
  const [notFound, setNotFound] = useState<string | null>(null);
  const matches = useMemo(() => {
    const q = normalizeForSearch(text);
    return q ? products.filter((p) => productSearchText(p).includes(q)).slice(0, SHOWN) : [];
  }, [products, text]);
  const pick = (p: PosProduct) => {
    setText('');
    setNotFound(null);
    onPick(p);
  };
  return (
    <div className="flex flex-col gap-2">
      <FormField label={t('dialog.product')} htmlFor="adjustment-product" hint={t('dialog.productHint')} error={notFound ?? error}>
        <Input
          autoComplete="off"
          autoFocus
          placeholder={t('dialog.productPlaceholder')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setNotFound(null);
          }}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            const exact = productByCode(products, text) ?? (matches.length === 1 ? matches[0] : undefined);
            if (exact) pick(exact);
            else if (text.trim()) setNotFound(t('dialog.notFound', { code: text.trim() }));
          }}
        />
      </FormField>
      {matches.length > 0 && (
        <ul className="max-h-48 divide-y overflow-auto rounded-md border" aria-label={t('dialog.matches')}>
          {matches.map((p) => (
            <li key={p.id}>
              <Button type="button" variant="ghost" className="w-full justify-between rounded-none" onClick={() => pick(p)}>
                <span>{p.name}</span>
                <span className="text-muted-foreground">{p.sku ?? p.barcode ?? ''}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
