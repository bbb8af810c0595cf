import type { LabelRow, LabelSource } from '#shared/contracts/labels';
import { MAX_LABEL_PRODUCT_IDS } from '#shared/contracts/labels';

/**
 * The labels screen's source lives in its URL (?productIds=1,2 | ?grnId=7 | ?since=2026-11-01),
 * so the products list and a GRN link straight to it and a reload keeps the choice.
 */
export type SourceKind = 'products' | 'grn' | 'priceChanged';

export function sourceFromParams(params: URLSearchParams): { kind: SourceKind; source: LabelSource | null } {
  const ids = (params.get('productIds') ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0)
    .slice(0, MAX_LABEL_PRODUCT_IDS);
  const grnId = Number(params.get('grnId'));
  const since = params.get('since') ?? '';
  if (params.has('grnId')) return { kind: 'grn', source: Number.isSafeInteger(grnId) && grnId > 0 ? { grnId } : null };
  if (params.has('since')) return { kind: 'priceChanged', source: /^\d{4}-\d{2}-\d{2}$/.test(since) ? { priceChangedSince: since } : null };
  return { kind: 'products', source: ids.length ? { productIds: [...new Set(ids)] } : null };
}

export function paramsFor(
  kind: SourceKind,
  value: { productIds?: readonly number[]; grnId?: number | null; since?: string },
): URLSearchParams {
  if (kind === 'grn') return new URLSearchParams(value.grnId ? { grnId: String(value.grnId) } : { grnId: '' });
  if (kind === 'priceChanged') return new URLSearchParams({ since: value.since ?? '' });
  return new URLSearchParams(value.productIds?.length ? { productIds: value.productIds.join(',') } : {});
}

export type LabelLanguage = 'en' | 'si' | 'ta';

/** The product's name in the label's language, English when it has none. */
export function labelName(row: Pick<LabelRow, 'name' | 'nameSi' | 'nameTa'>, language: LabelLanguage): string {
  const own = language === 'si' ? row.nameSi : language === 'ta' ? row.nameTa : null;
  return own?.trim() || row.name;
}

/** Each row repeated by its number of copies (0 leaves it out), in order. */
export function expandCopies(rows: readonly LabelRow[], copies: ReadonlyMap<number, number>): LabelRow[] {
  return rows.flatMap((row) => Array.from({ length: copies.get(row.productId) ?? 1 }, () => row));
}

/** One sticker per unit received: whole units up (2.5 kg → 3), at least one. */
export const copiesPerUnit = (quantity: number) => Math.max(1, Math.ceil(quantity - 1e-9));

export const MAX_COPIES = 999;
