import type { PosProduct } from '../../../../shared/contracts/sales';

/**
 * The till's product search, built once per catalogue (not per keystroke): a lower-case
 * haystack per product ("name sku barcode category"), an exact map for barcodes and SKUs, and
 * posting lists of the products containing each character and each pair of adjacent characters.
 * A query only checks the products on the shortest posting list of its words (in catalogue
 * order, so results are the same as a full scan) and stops at `limit` matches: a rare or
 * missing substring costs a short list, not a pass over 50,000 products.
 */
export type SearchIndex = {
  products: readonly PosProduct[];
  haystacks: string[];
  byCode: Map<string, PosProduct>;
  /** char code (single) or (a << 16 | b) + 2^32 (pair) → ascending product indexes */
  grams: Map<number, Int32Array>;
};

const PAIR = 2 ** 32;
const pairKey = (a: number, b: number) => a * 65536 + b + PAIR;

function buildGrams(haystacks: string[]): Map<number, Int32Array> {
  const lists = new Map<number, number[]>();
  const add = (key: number, i: number) => {
    const l = lists.get(key);
    if (!l) lists.set(key, [i]);
    else if (l[l.length - 1] !== i) l.push(i);
  };
  for (let i = 0; i < haystacks.length; i++) {
    const h = haystacks[i];
    let prev = 0;
    for (let j = 0; j < h.length; j++) {
      const c = h.charCodeAt(j);
      if (c !== 0) {
        add(c, i);
        if (prev !== 0) add(pairKey(prev, c), i);
      }
      prev = c;
    }
  }
  const grams = new Map<number, Int32Array>();
  for (const [k, l] of lists) grams.set(k, Int32Array.from(l));
  return grams;
}

const EMPTY = new Int32Array(0);

/** The shortest posting list that every product matching `word` is on. */
function candidatesFor(index: SearchIndex, word: string): Int32Array {
  if (word.length === 1) return index.grams.get(word.charCodeAt(0)) ?? EMPTY;
  let best: Int32Array | undefined;
  for (let j = 1; j < word.length; j++) {
    const l = index.grams.get(pairKey(word.charCodeAt(j - 1), word.charCodeAt(j)));
    if (!l) return EMPTY;
    if (!best || l.length < best.length) best = l;
  }
  return best ?? EMPTY;
}

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
  return { products, haystacks, byCode, grams: buildGrams(haystacks) };
}

/** Products whose name, SKU, barcode or category contains every word of the query. */
export function searchProducts(index: SearchIndex, query: string, limit = SEARCH_RESULT_LIMIT): PosProduct[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return index.products.slice(0, limit) as PosProduct[];
  const out: PosProduct[] = [];
  const exact = index.byCode.get(query.trim().toLowerCase());
  if (exact) out.push(exact);
  let list: Int32Array | undefined;
  for (const w of words) {
    const l = candidatesFor(index, w);
    if (!list || l.length < list.length) list = l;
  }
  const candidates = list ?? EMPTY;
  for (let c = 0; c < candidates.length && out.length < limit; c++) {
    const i = candidates[c];
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
