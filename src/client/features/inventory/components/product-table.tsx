import { History, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Product } from '#shared/contracts/catalog';
import { Badge, Button, Checkbox, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui';
import { formatMoney, formatQuantity } from '#client/lib/format';
import { useUnitLabel } from '#client/lib/units';
import { ProductImageCell, ProductImageHead } from './product-image-cell';

const statusVariant = { out_of_stock: 'destructive', low_stock: 'warning', in_stock: 'success' } as const;

/** What a product's row can do: tick it for labels, show its stock history, edit or delete it. */
export interface ProductRowActions {
  forLabels: number[];
  onTick: (id: number, on: boolean) => void;
  onHistory: (product: Product) => void;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

/** The inventory's products: names in every script, category, stock and its status, prices, actions. */
export function ProductTable({ products, ...actions }: { products: Product[] } & ProductRowActions) {
  const { t } = useTranslation('inventory');
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <ProductImageHead />
          <TableHead>{t('columns.product')}</TableHead>
          <TableHead>{t('columns.category')}</TableHead>
          <TableHead className="text-right">{t('columns.stock')}</TableHead>
          <TableHead>{t('columns.status')}</TableHead>
          <TableHead className="text-right">{t('columns.buyingPrice')}</TableHead>
          <TableHead className="text-right">{t('columns.sellingPrice')}</TableHead>
          <TableHead className="text-right">{t('columns.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {products.map((p) => (
          <ProductRow key={p.id} product={p} {...actions} />
        ))}
      </TableBody>
    </Table>
  );
}

function ProductRow({ product: p, ...actions }: { product: Product } & ProductRowActions) {
  const { t } = useTranslation('inventory');
  const unitLabel = useUnitLabel();
  return (
    <TableRow>
      <ProductImageCell imageUrl={p.imageUrl} />
      <TableCell>
        <div className="font-medium">{p.name}</div>
        {p.nameSi && (
          <div lang="si" className="text-sm text-muted-foreground">
            {p.nameSi}
          </div>
        )}
        {p.nameTa && (
          <div lang="ta" className="text-sm text-muted-foreground">
            {p.nameTa}
          </div>
        )}
        {p.sku && <div className="text-xs text-muted-foreground">{p.sku}</div>}
      </TableCell>
      <TableCell>{p.category ?? t('noCategory')}</TableCell>
      <TableCell className="text-right whitespace-nowrap tabular-nums">
        {formatQuantity(p.stock, p.unit)} <span className="text-xs text-muted-foreground">{unitLabel(p.unit, p.stock)}</span>
      </TableCell>
      <TableCell>
        <Badge variant={statusVariant[p.stockStatus]}>{t(`status.${p.stockStatus}`)}</Badge>
      </TableCell>
      <TableCell className="text-right whitespace-nowrap tabular-nums">
        {p.buyingPrice == null ? t('na') : formatMoney(p.buyingPrice)}
      </TableCell>
      <TableCell className="text-right whitespace-nowrap tabular-nums">
        {formatMoney(p.sellingPrice)}
        {p.mrp != null && <div className="text-xs text-muted-foreground">{t('mrpLine', { amount: formatMoney(p.mrp) })}</div>}
      </TableCell>
      <TableCell className="text-right">
        <ProductRowButtons product={p} {...actions} />
      </TableCell>
    </TableRow>
  );
}

function ProductRowButtons({ product: p, forLabels, onTick, onHistory, onEdit, onDelete }: { product: Product } & ProductRowActions) {
  const { t } = useTranslation('inventory');
  const { t: tl } = useTranslation('labels');
  return (
    <div className="flex items-center justify-end gap-1">
      <Checkbox
        className="mx-2"
        aria-label={tl('choose', { name: p.name })}
        checked={forLabels.includes(p.id)}
        onCheckedChange={(v) => onTick(p.id, v === true)}
      />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={t('history.open', { name: p.name })}
        title={t('history.action')}
        onClick={() => onHistory(p)}
      >
        <History />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={t('edit', { name: p.name })}
        onClick={() => onEdit(p)}
      >
        <Pencil />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8 text-destructive"
        aria-label={t('delete', { name: p.name })}
        onClick={() => onDelete(p)}
      >
        <Trash2 />
      </Button>
    </div>
  );
}
