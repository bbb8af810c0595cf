import type { PosProduct } from '../../../../shared/contracts/sales';

/**
 * The till's product search, built once per catalogue (not per keystroke): a lower-case
 * haystack per product ("name sku barcode category") and an exact map for barcodes and SKUs.
 * A query scans the precomputed strings and stops at `limit` matches, so 50,000 products
 * answer in a few milliseconds.
 */
export type SearchIndex = {
  products: readonly PosProduct[];
  haystacks: string[];
  byCode: Map<string, PosProduct>;
};

export const SEARCH_RESULT_LIMIT = 50;

export function buildSearchIndex(products: readonly PosProduct[]): SearchIndex {
  const haystacks = new Array<string>(products.length);
  const byCode = new Map<string, PosProduct>();
  for (let i = 0; i < products.length; i++) {
    const p = products[i];
    haystacks[i] = `${p.name}\u0000${p.sku ?? ''}\u0000${p.barcode ?? ''}\u0000${p.category ?? ''}`.toLowerCase();
    // Barcodes win over SKUs when both exist for one code.
    if (p.sku) {
      const k = p.sku.trim().toLowerCase();
      if (!byCode.has(k)) byCode.set(k, p);
    }
  }
  for (const p of products) if (p.barcode) byCode.set(p.barcode.trim().toLowerCase(), p);
  return { products, haystacks, byCode };
}

/** Products whose name, SKU, barcode or category contains every word of the query. */
export function searchProducts(index: SearchIndex, query: string, limit = SEARCH_RESULT_LIMIT): PosProduct[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return index.products.slice(0, limit) as PosProduct[];
  const out: PosProduct[] = [];
  const exact = index.byCode.get(query.trim().toLowerCase());
  if (exact) out.push(exact);
  for (let i = 0; i < index.haystacks.length && out.length < limit; i++) {
    const h = index.haystacks[i];
    let ok = true;
    for (const w of words) {
      if (!h.includes(w)) {
        ok = false;
        break;
      }
    }
    if (ok && index.products[i] !== exact) out.push(index.products[i]);
  }
  return out;
}

/** The product whose barcode or SKU is exactly the code (a scanner's input), if any. */
export function findByCode(index: SearchIndex, code: string): PosProduct | undefined {
  const k = code.trim().toLowerCase();
  return k ? index.byCode.get(k) : undefined;
}
