import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '#shared/contracts/catalog';
import type { Grn } from '#shared/contracts/procurement';
import { normalizeForSearch, productSearchText } from '#shared/domain/product-names';
import { SearchField } from '#client/components/layout/search-field';
import { Button, Checkbox, Input, Label, NativeSelect, Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui';
import { formatDate, formatMoney } from '#client/lib/format';
import type { SourceKind } from '../lib/label-source';

const SHOWN = 100;

/** Search the catalogue and tick products; the ticked ones stay listed first. */
function ProductChooser({
  products,
  selected,
  onChange,
}: {
  products: readonly Product[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation('labels');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(normalizeForSearch(search));
  const chosen = useMemo(() => new Set(selected), [selected]);
  const shown = useMemo(() => {
    const matches = products.filter((p) => p.isActive && (chosen.has(p.id) || !q || productSearchText(p).includes(q)));
    return [...matches.filter((p) => chosen.has(p.id)), ...matches.filter((p) => !chosen.has(p.id))].slice(0, SHOWN);
  }, [products, chosen, q]);
  const toggle = (id: number, on: boolean) => onChange(on ? [...selected, id] : selected.filter((s) => s !== id));
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        <SearchField
          type="search"
          className="max-w-md flex-1"
          label={t('searchLabel')}
          placeholder={t('search')}
          value={search}
          onChange={setSearch}
        />
        <span className="text-sm text-muted-foreground" data-testid="labels-selected-count">
          {t('selected', { count: selected.length })}
        </span>
        {selected.length > 0 && (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange([])}>
            {t('clear')}
          </Button>
        )}
      </div>
      <ul className="max-h-64 divide-y overflow-auto rounded-md border" aria-label={t('source.products')}>
        {shown.map((p) => (
          <li key={p.id} className="flex items-center gap-3 px-3 py-2 text-sm">
            <Checkbox id={`label-product-${p.id}`} checked={chosen.has(p.id)} onCheckedChange={(v) => toggle(p.id, v === true)} />
            <Label htmlFor={`label-product-${p.id}`} className="flex flex-1 justify-between gap-2 font-normal">
              <span>{p.name}</span>
              <span className="text-muted-foreground tabular-nums">{formatMoney(p.sellingPrice)}</span>
            </Label>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SourcePicker({
  kind,
  onKindChange,
  products,
  productIds,
  onProductIds,
  grns,
  grnsFailed,
  grnId,
  onGrnId,
  since,
  onSince,
}: {
  kind: SourceKind;
  onKindChange: (kind: SourceKind) => void;
  products: readonly Product[];
  productIds: readonly number[];
  onProductIds: (ids: number[]) => void;
  grns: readonly Grn[];
  grnsFailed: boolean;
  grnId: number | null;
  onGrnId: (id: number | null) => void;
  since: string;
  onSince: (date: string) => void;
}) {
  const { t } = useTranslation('labels');
  return (
    <Tabs value={kind} onValueChange={(v) => onKindChange(v as SourceKind)}>
      <TabsList aria-label={t('source.label')}>
        <TabsTrigger value="products">{t('source.products')}</TabsTrigger>
        <TabsTrigger value="grn">{t('source.grn')}</TabsTrigger>
        <TabsTrigger value="priceChanged">{t('source.priceChanged')}</TabsTrigger>
      </TabsList>
      <TabsContent value="products">
        <ProductChooser products={products} selected={productIds} onChange={onProductIds} />
      </TabsContent>
      <TabsContent value="grn" className="flex max-w-md flex-col gap-2">
        <Label htmlFor="labels-grn">{t('grnPick')}</Label>
        <NativeSelect id="labels-grn" value={grnId ?? ''} onChange={(e) => onGrnId(e.target.value ? Number(e.target.value) : null)}>
          <option value="">{t('grnNone')}</option>
          {grns.map((g) => (
            <option key={g.id} value={g.id}>
              {`${g.grnNumber} · ${g.supplierName} · ${formatDate(g.receivedDate)}`}
            </option>
          ))}
        </NativeSelect>
        {grnsFailed && <p className="text-sm text-muted-foreground">{t('grnUnavailable')}</p>}
      </TabsContent>
      <TabsContent value="priceChanged" className="flex max-w-xs flex-col gap-2">
        <Label htmlFor="labels-since">{t('since')}</Label>
        <Input id="labels-since" type="date" value={since} onChange={(e) => onSince(e.target.value)} />
      </TabsContent>
    </Tabs>
  );
}
