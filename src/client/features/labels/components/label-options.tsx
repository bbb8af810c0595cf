import { useTranslation } from 'react-i18next';
import type { LabelRow } from '#shared/contracts/labels';
import {
  Badge,
  Button,
  Input,
  Label,
  NativeSelect,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#client/components/ui';
import { formatMoney, formatQuantity } from '#client/lib/format';
import { LABEL_LAYOUT_IDS, type LabelLayoutId } from '../lib/layouts';
import { copiesPerUnit, MAX_COPIES, type LabelLanguage } from '../lib/label-source';

const LANGUAGES: LabelLanguage[] = ['en', 'si', 'ta'];

export function LayoutAndLanguage({
  layoutId,
  onLayout,
  language,
  onLanguage,
}: {
  layoutId: LabelLayoutId;
  onLayout: (id: LabelLayoutId) => void;
  language: LabelLanguage;
  onLanguage: (l: LabelLanguage) => void;
}) {
  const { t } = useTranslation('labels');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-2">
        <Label htmlFor="labels-layout">{t('layout')}</Label>
        <NativeSelect id="labels-layout" value={layoutId} onChange={(e) => onLayout(e.target.value as LabelLayoutId)}>
          {LABEL_LAYOUT_IDS.map((id) => (
            <option key={id} value={id}>
              {t(`layouts.${id}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="labels-language">{t('language')}</Label>
        <NativeSelect id="labels-language" value={language} onChange={(e) => onLanguage(e.target.value as LabelLanguage)}>
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {t(`languages.${l}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}

/** Each product once, with how many of its label to print. */
export function CopiesTable({
  rows,
  copies,
  onCopies,
  perUnit,
}: {
  rows: readonly LabelRow[];
  copies: ReadonlyMap<number, number>;
  onCopies: (next: Map<number, number>) => void;
  /** A GRN: offer one sticker per unit received. */
  perUnit: boolean;
}) {
  const { t } = useTranslation('labels');
  const set = (id: number, n: number) => onCopies(new Map(copies).set(id, Math.min(MAX_COPIES, Math.max(0, Math.trunc(n) || 0))));
  return (
    <div className="flex flex-col gap-2">
      {perUnit && (
        <Button
          type="button"
          variant="outline"
          className="self-start"
          onClick={() => onCopies(new Map(rows.map((r) => [r.productId, copiesPerUnit(r.quantity)])))}
        >
          {t('perUnit')}
        </Button>
      )}
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t('columns.product')}</TableHead>
            <TableHead>{t('columns.barcode')}</TableHead>
            <TableHead className="text-right">{t('columns.price')}</TableHead>
            {perUnit && <TableHead className="text-right">{t('columns.received')}</TableHead>}
            <TableHead className="w-28">{t('columns.copies')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.productId}>
              <TableCell className="font-medium">{r.name}</TableCell>
              <TableCell className="font-mono text-xs">
                {r.barcode} {r.barcodeIsGenerated && <Badge variant="secondary">{t('generated')}</Badge>}
              </TableCell>
              <TableCell className="text-right tabular-nums whitespace-nowrap">{formatMoney(r.price)}</TableCell>
              {perUnit && <TableCell className="text-right tabular-nums">{formatQuantity(r.quantity, r.unit)}</TableCell>}
              <TableCell>
                <Input
                  type="number"
                  min={0}
                  max={MAX_COPIES}
                  inputMode="numeric"
                  aria-label={t('copiesFor', { name: r.name })}
                  value={copies.get(r.productId) ?? 1}
                  onChange={(e) => set(r.productId, Number(e.target.value))}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
