import type { PosProduct } from '#shared/contracts/sales';
import { normalizeForSearch } from '#shared/domain/product-names';

/**
 * The till's product search, built once per catalogue (not per keystroke): a haystack per
 * product (its names in every script, SKU, barcode, category), normalised as the query is
 * (normalizeForSearch: NFD, joiners dropped, lower case), an exact map for barcodes and SKUs, and
 * posting lists of the products containing each character and each pair of adjacent characters.
 * A query only checks the products on the shortest posting list of its words (in catalogue
 * order, so results are the same as a full scan) and stops at `limit` matches: a rare or
 * missing substring costs a short list, not a pass over 50,000 products.
 */
export type SearchIndex = {
  products: readonly PosProduct[];
  haystacks: string[];
  byCode: Map<string, PosProduct>;
  /** Posting lists (ascending product indexes) of grams of ASCII, Tamil and Sinhala letters, by dense key. */
  dense: (Int32Array | undefined)[];
  /** Posting lists of grams with any other character (accented Latin, emoji…), by `sparseKey`. */
  sparse: Map<number, Int32Array>;
};

// ASCII, the Tamil block (U+0B80–U+0BFF) and the Sinhala block (U+0D80–U+0DFF) are one 384-letter
// alphabet whose grams live in one flat array: a single letter d at d, a pair (a, b) at
// 384 + a·384 + b. A third of a shop's names may be Sinhala or Tamil: their grams must not cost a
// Map lookup each while 50,000 products are indexed.
const ALPHA = 384;
const DENSE = ALPHA + ALPHA * ALPHA;
/** A character's place in that alphabet, or -1 (its grams go to the sparse map). */
const letter = (c: number) => (c < 128 ? c : c >= 0x0b80 && c < 0x0c00 ? c - 0x0b00 : c >= 0x0d80 && c < 0x0e00 ? c - 0x0c80 : -1);
// Any other gram: a single character c at c, a pair at a·65536 + b + 2^32 (exact in a double).
const sparseKey = (a: number, b: number) => (a < 0 ? b : a * 65536 + b + 2 ** 32);

/**
 * Two passes over the haystacks: count each gram's products, then fill exactly-sized lists (no
 * growing arrays, no Map lookups for ASCII, Sinhala or Tamil): 50,000 products index in tens of
 * milliseconds. Each letter and each pair of adjacent letters is a gram; U+0000 separates fields
 * and starts no pair. The loops are written out twice: a callback per gram costs a third more.
 */
function buildGrams(haystacks: string[]): Pick<SearchIndex, 'dense' | 'sparse'> {
  const counts = new Int32Array(DENSE);
  const last = new Int32Array(DENSE).fill(-1);
  const sparseLists = new Map<number, number[]>();
  const addSparse = (key: number, i: number) => {
    const l = sparseLists.get(key);
    if (!l) sparseLists.set(key, [i]);
    else if (l[l.length - 1] !== i) l.push(i);
  };
  // Pass 1: how many products each dense gram is in (`last` counts a product once per gram).
  for (let i = 0; i < haystacks.length; i++) {
    const h = haystacks[i];
    let prev = 0;
    let pd = -1;
    for (let j = 0; j < h.length; j++) {
      const c = h.charCodeAt(j);
      if (c === 0) {
        prev = 0;
        pd = -1;
        continue;
      }
      const d = letter(c);
      if (d < 0) addSparse(c, i);
      else if (last[d] !== i) {
        last[d] = i;
        counts[d]++;
      }
      if (prev !== 0) {
        if (d >= 0 && pd >= 0) {
          const k = ALPHA + pd * ALPHA + d;
          if (last[k] !== i) {
            last[k] = i;
            counts[k]++;
          }
        } else addSparse(sparseKey(prev, c), i);
      }
      prev = c;
      pd = d;
    }
  }
  const lists: (Int32Array | undefined)[] = new Array<Int32Array | undefined>(DENSE);
  for (let k = 0; k < DENSE; k++) if (counts[k] > 0) lists[k] = new Int32Array(counts[k]);
  // Pass 2: fill the lists, in catalogue order.
  const filled = new Int32Array(DENSE);
  last.fill(-1);
  for (let i = 0; i < haystacks.length; i++) {
    const h = haystacks[i];
    let pd = -1;
    for (let j = 0; j < h.length; j++) {
      const c = h.charCodeAt(j);
      const d = c === 0 ? -1 : letter(c);
      if (d >= 0) {
        if (last[d] !== i) {
          last[d] = i;
          lists[d]![filled[d]++] = i;
        }
        if (pd >= 0) {
          const k = ALPHA + pd * ALPHA + d;
          if (last[k] !== i) {
            last[k] = i;
            lists[k]![filled[k]++] = i;
          }
        }
      }
      pd = d;
    }
  }
  const sparse = new Map<number, Int32Array>();
  for (const [k, l] of sparseLists) sparse.set(k, Int32Array.from(l));
  return { dense: lists, sparse };
}

const EMPTY = new Int32Array(0);

/** The posting list of a single character (a = -1) or of the pair (a, b). */
function gramList(index: SearchIndex, a: number, b: number): Int32Array | undefined {
  const lb = letter(b);
  if (a < 0) return lb >= 0 ? index.dense[lb] : index.sparse.get(b);
  const la = letter(a);
  return la >= 0 && lb >= 0 ? index.dense[ALPHA + la * ALPHA + lb] : index.sparse.get(sparseKey(a, b));
}

/** The shortest posting list that every product matching `word` is on. */
function candidatesFor(index: SearchIndex, word: string): Int32Array {
  if (word.length === 1) return gramList(index, -1, word.charCodeAt(0)) ?? EMPTY;
  let best: Int32Array | undefined;
  for (let j = 1; j < word.length; j++) {
    const l = gramList(index, word.charCodeAt(j - 1), word.charCodeAt(j));
    if (!l) return EMPTY;
    if (!best || l.length < best.length) best = l;
  }
  return best ?? EMPTY;
}

export const SEARCH_RESULT_LIMIT = 50;

/**
 * What a product is searched by, fields apart (U+0000 never joins two fields into one word).
 * One normalizeForSearch call per product: NFD never composes across the separator.
 */
export function productHaystack(p: PosProduct): string {
  return normalizeForSearch(
    `${p.name}\u0000${p.nameSi ?? ''}\u0000${p.nameTa ?? ''}\u0000${p.sku ?? ''}\u0000${p.barcode ?? ''}\u0000${p.category ?? ''}`,
  );
}

/** The words of what the cashier typed, each normalised like the haystacks. */
export function queryWords(query: string): string[] {
  return normalizeForSearch(query).split(' ').filter(Boolean);
}

export function buildSearchIndex(products: readonly PosProduct[]): SearchIndex {
  const haystacks = new Array<string>(products.length);
  const byCode = new Map<string, PosProduct>();
  for (let i = 0; i < products.length; i++) {
    const p = products[i];
    haystacks[i] = productHaystack(p);
    // Barcodes win over SKUs when both exist for one code.
    if (p.sku) {
      const k = p.sku.trim().toLowerCase();
      if (!byCode.has(k)) byCode.set(k, p);
    }
  }
  for (const p of products) if (p.barcode) byCode.set(p.barcode.trim().toLowerCase(), p);
  return { products, haystacks, byCode, ...buildGrams(haystacks) };
}

/** Products whose names (any script), SKU, barcode or category contain every word of the query. */
export function searchProducts(index: SearchIndex, query: string, limit = SEARCH_RESULT_LIMIT): PosProduct[] {
  const words = queryWords(query);
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
