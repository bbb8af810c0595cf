import type { ProductInput } from '#shared/contracts/catalog';
import type { SaleInput } from '#shared/contracts/sales';
import { fromCents, toCents, toThousandths } from '#shared/domain/money';
import { lineGrossCents } from '#shared/domain/sale-summary';
import type { ProductUnit } from '#shared/domain/units';
import type { DemoSeeder } from './demo-types';
import { createCategory, createProduct } from '#server/features/catalog/catalog.service';
import { recordSale } from '#server/features/sales/record-sale';
import { seedDemoTerminalSales } from './terminals.demo';

/** EAN-13 with a correct check digit for a 12-digit body (Sri Lanka's GS1 prefix is 479). */
export function ean13(body12: string): string {
  const digits = body12.split('').map(Number);
  const sum = digits.reduce((s, d, i) => s + d * (i % 2 ? 3 : 1), 0);
  return body12 + String((10 - (sum % 10)) % 10);
}

type DemoProduct = [
  name: string,
  category: string,
  selling: number,
  buying: number | null,
  stock: number,
  unit: ProductUnit,
  threshold?: number,
];

const CATALOGUE: DemoProduct[] = [
  ['Nadu Rice', 'Rice & Grains', 220, 195, 180, 'kg', 25],
  ['Samba Rice', 'Rice & Grains', 265, 235, 150, 'kg', 25],
  ['Keeri Samba Rice', 'Rice & Grains', 345, 310, 8.5, 'kg', 15],
  ['Red Raw Rice', 'Rice & Grains', 240, 210, 90, 'kg', 20],
  ['Dhal (Mysore)', 'Rice & Grains', 390, 350, 60, 'kg', 10],
  ['Green Gram', 'Rice & Grains', 720, 650, 25, 'kg', 5],
  ['Wheat Flour (Prima) 1kg', 'Rice & Grains', 260, 232, 70, 'pieces'],
  ['Chilli Powder 100g', 'Spices', 180, 150, 60, 'pieces'],
  ['Turmeric Powder 50g', 'Spices', 120, 95, 45, 'pieces'],
  ['Roasted Curry Powder 100g', 'Spices', 210, 175, 55, 'pieces'],
  ['Black Pepper 50g', 'Spices', 260, 220, 4, 'pieces'],
  ['Cinnamon Sticks 50g', 'Spices', 340, 290, 30, 'pieces'],
  ['Goraka 100g', 'Spices', 150, null, 20, 'pieces'],
  ['Anchor Full Cream Milk Powder 400g', 'Dairy', 1150, 1060, 48, 'pieces'],
  ['Highland Set Yoghurt 80g', 'Dairy', 80, 65, 120, 'pieces', 24],
  ['Kotmale Fresh Milk 1L', 'Dairy', 560, 505, 0, 'pieces'],
  ['Pelwatte Butter 200g', 'Dairy', 890, 815, 18, 'pieces'],
  ['Kotmale Cheese Slices 200g', 'Dairy', 1240, 1130, 7, 'pieces'],
  ['Dilmah Premium Tea 100g', 'Beverages', 560, 495, 65, 'pieces'],
  ['Lipton Ceylonta Tea 200g', 'Beverages', 720, 650, 40, 'pieces'],
  ['Elephant House Ginger Beer 1.5L', 'Beverages', 420, 370, 54, 'pieces'],
  ['Elephant House Cream Soda 400ml', 'Beverages', 150, 128, 96, 'pieces', 24],
  ['Milo 400g', 'Beverages', 1190, 1090, 36, 'pieces'],
  ['Nescafe Classic 50g', 'Beverages', 890, 810, 9, 'pieces'],
  ['Sunlight Soap 110g', 'Household', 95, 80, 140, 'pieces', 20],
  ['Harpic Toilet Cleaner 500ml', 'Household', 780, 700, 30, 'pieces'],
  ['Vim Dishwash Liquid 500ml', 'Household', 450, 395, 42, 'pieces'],
  ['Baby Cheramy Soap 90g', 'Household', 160, 138, 75, 'pieces'],
  ['Signal Toothpaste 120g', 'Household', 340, 300, 50, 'pieces'],
  ['Kerosene Oil', 'Household', 285, 265, 120, 'l', 20],
  ['Matches (Pack of 10)', 'Household', 100, 85, 60, 'pack'],
  ['Sandwich Bread 450g', 'Bakery', 170, 145, 40, 'pieces', 12],
  ['Maliban Cream Crackers 190g', 'Bakery', 260, 225, 80, 'pieces'],
  ['Munchee Marie Biscuits 80g', 'Bakery', 110, 92, 110, 'pieces', 24],
  ['Butter Cake Slice', 'Bakery', 120, null, 5, 'pieces'],
  ['Kimbula Bun', 'Bakery', 80, 60, 30, 'pieces', 10],
  ['Big Onions', 'Vegetables', 320, 270, 85, 'kg', 15],
  ['Red Onions', 'Vegetables', 560, 480, 35, 'kg', 10],
  ['Potatoes (Nuwara Eliya)', 'Vegetables', 380, 320, 70, 'kg', 15],
  ['Carrots', 'Vegetables', 420, 350, 3.25, 'kg', 8],
  ['Beans', 'Vegetables', 480, 400, 22, 'kg', 8],
  ['Tomatoes', 'Vegetables', 360, 300, 18, 'kg', 8],
  ['Coconut', 'Vegetables', 130, 105, 140, 'pieces', 30],
  ['Green Chillies', 'Vegetables', 900, 760, 6, 'kg', 2],
  ['Coconut Oil 1L', 'Oils & Essentials', 760, 690, 45, 'l', 10],
  ['Sugar (White)', 'Oils & Essentials', 270, 245, 160, 'kg', 25],
  ['Salt (Iodised) 400g', 'Oils & Essentials', 90, 70, 100, 'pieces', 20],
  ['Eggs (Dozen)', 'Oils & Essentials', 720, 640, 25, 'dozen', 5],
];

/**
 * VAT-exempt goods (rice, flour, bread, unprocessed local produce); the rest
 * are standard-rated.
 */
const EXEMPT = new Set([
  'Nadu Rice',
  'Samba Rice',
  'Keeri Samba Rice',
  'Red Raw Rice',
  'Wheat Flour (Prima) 1kg',
  'Sandwich Bread 450g',
  'Eggs (Dozen)',
]);
const isExempt = (name: string, category: string) => category === 'Vegetables' || EXEMPT.has(name);

/** The maximum retail price printed on some packs: at or above the shelf price. */
const MRP: Record<string, number> = {
  'Anchor Full Cream Milk Powder 400g': 1150,
  'Milo 400g': 1250,
  'Dilmah Premium Tea 100g': 600,
  'Sunlight Soap 110g': 100,
  'Signal Toothpaste 120g': 360,
  'Maliban Cream Crackers 190g': 270,
};

/** A third of the catalogue as the shop also writes it, in Sinhala and in Tamil. */
const LOCAL_NAMES: Record<string, [si: string, ta: string]> = {
  'Nadu Rice': ['නාඩු හාල්', 'நாட்டு அரிசி'],
  'Samba Rice': ['සම්බා හාල්', 'சம்பா அரிசி'],
  'Red Raw Rice': ['රතු කැකුළු හාල්', 'சிவப்புப் பச்சை அரிசி'],
  'Dhal (Mysore)': ['මයිසූර් පරිප්පු', 'மைசூர் பருப்பு'],
  'Chilli Powder 100g': ['මිරිස් කුඩු 100g', 'மிளகாய்த் தூள் 100g'],
  'Turmeric Powder 50g': ['කහ කුඩු 50g', 'மஞ்சள் தூள் 50g'],
  'Big Onions': ['ලොකු ළූණු', 'பெரிய வெங்காயம்'],
  'Red Onions': ['රතු ළූණු', 'சின்ன வெங்காயம்'],
  'Potatoes (Nuwara Eliya)': ['අල (නුවරඑළිය)', 'உருளைக்கிழங்கு (நுவரெலியா)'],
  Beans: ['බෝංචි', 'போஞ்சி'],
  Tomatoes: ['තක්කාලි', 'தக்காளி'],
  Coconut: ['පොල්', 'தேங்காய்'],
  'Coconut Oil 1L': ['පොල් තෙල් 1L', 'தேங்காய் எண்ணெய் 1L'],
  'Sugar (White)': ['සීනි', 'சீனி'],
  'Salt (Iodised) 400g': ['ලුණු 400g', 'உப்பு 400g'],
  'Eggs (Dozen)': ['බිත්තර (ඩසන්)', 'முட்டை (டசன்)'],
};

const CATEGORY_DESCRIPTIONS: Record<string, string> = {
  'Rice & Grains': 'Rice, pulses and flour',
  Spices: 'Ground and whole spices',
  Dairy: 'Milk, milk powder, yoghurt and butter',
  Beverages: 'Tea, coffee and soft drinks',
  Household: 'Soap, cleaning and everyday needs',
  Bakery: 'Bread, buns and biscuits',
  Vegetables: 'Fresh vegetables, sold by weight',
  'Oils & Essentials': 'Oil, sugar, salt and eggs',
};

const CREDIT_CUSTOMERS = [
  { name: 'Kamala Jayawardena', phone: '0771234567', address: 'Nugegoda' },
  { name: 'Ruwan Perera', phone: '0714567890', address: 'Maharagama' },
  { name: 'Fathima Rizwan', phone: '0762345678' },
];

/** A small deterministic generator, so every fresh demo shop looks the same. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const DAY = 86_400_000;
const DAYS_OF_SALES = 21;
/** One sale, the first of at least 200.00 from the fourth on, is paid partly by a regular customer's (post-dated) cheque. */
const CHEQUE_FROM_SALE = 4;
const CHEQUE_FROM_CENTS = 20_000;

/** The shelf prices include VAT in the demo shop, so a sale's total is Σ price × quantity − discount. */
function totalOf(
  items: { productId: number; quantity: number }[],
  products: { id: number; priceCents: number }[],
  discount: number | null,
) {
  const price = (id: number) => products.find((p) => p.id === id)?.priceCents ?? 0;
  const gross = items.reduce((sum, i) => sum + lineGrossCents(price(i.productId), toThousandths(i.quantity)), 0);
  return gross - (discount == null ? 0 : toCents(discount));
}

/**
 * How a demo sale is paid: one method mostly; every fifth cash sale is split, the larger part by
 * card and the rest in cash with a note handed over (change given); one sale takes a cheque.
 */
function demoPayments(
  sequence: number,
  method: 'cash' | 'card' | 'credit' | 'cheque',
  totalCents: number,
  saleDate: Date,
): Partial<SaleInput> {
  const note = (cents: number) => fromCents(Math.ceil(cents / 100_000) * 100_000);
  if (method === 'cheque') {
    const cheque = Math.floor(totalCents / 20_000) * 10_000;
    // Post-dated a fortnight after the sale.
    const chequeDate = new Date(saleDate.getTime() + 14 * DAY).toISOString().slice(0, 10);
    return {
      payments: [
        { method: 'cheque', amount: fromCents(cheque), chequeNumber: '204517', chequeBank: 'Commercial Bank', chequeDate },
        { method: 'cash', amount: fromCents(totalCents - cheque) },
      ],
    };
  }
  if (method === 'cash' && sequence % 5 === 1 && totalCents >= 20_000) {
    const card = Math.floor((totalCents * 0.6) / 10_000) * 10_000;
    const cash = totalCents - card;
    return {
      payments: [
        { method: 'card', amount: fromCents(card) },
        { method: 'cash', amount: fromCents(cash) },
      ],
      cashTendered: note(cash),
    };
  }
  return method === 'cash' ? { paymentMethod: method, cashTendered: note(totalCents) } : { paymentMethod: method };
}

/** "Demo Stores": a Sri Lankan grocery catalogue and three weeks of sales through the real sales service. */
export const seedDemoCatalogueAndSales: DemoSeeder = async (tx, { businessId, userId, now }) => {
  const actor = { businessId, userId };
  for (const name of new Set(CATALOGUE.map((p) => p[1]))) {
    await createCategory(tx, actor, { name, description: CATEGORY_DESCRIPTIONS[name] ?? null });
  }
  const created: { id: number; unit: ProductUnit; stock: number; threshold: number; priceCents: number }[] = [];
  let n = 0;
  for (const [name, category, selling, buying, stock, unit, threshold] of CATALOGUE) {
    n++;
    const input: ProductInput = {
      name,
      nameSi: LOCAL_NAMES[name]?.[0] ?? null,
      nameTa: LOCAL_NAMES[name]?.[1] ?? null,
      category,
      sku: `${category
        .slice(0, 3)
        .toUpperCase()
        .replace(/[^A-Z]/g, 'X')}-${String(n).padStart(3, '0')}`,
      barcode: ean13(`479${String(100_000_000 + n * 7919).slice(-9)}`),
      sellingPrice: selling,
      // The shop is VAT-registered: a standard-rated product's cost is the supplier's price net of
      // the input VAT it claims back (the catalogue lists prices with VAT, as the shelf does).
      buyingPrice: buying == null || isExempt(name, category) ? buying : Math.round((buying * 100) / 1.18) / 100,
      mrp: MRP[name] ?? null,
      stock,
      lowStockThreshold: threshold ?? 10,
      unit,
      taxCategory: isExempt(name, category) ? 'exempt' : 'standard',
      vatRate: null,
      expiryDate: null,
      supplierId: null,
    };
    const p = await createProduct(tx, actor, input);
    created.push({ id: p.id, unit, stock, threshold: threshold ?? 10, priceCents: toCents(selling) });
  }

  // Products with plenty of stock sell; the low and out-of-stock ones stay as they are.
  const sellable = created.filter((p) => p.stock >= p.threshold * 3);
  const random = rng(20_240_101);
  const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)];
  const remaining = new Map(sellable.map((p) => [p.id, p.stock]));
  let sequence = 0;
  let chequeTaken = false;
  for (let daysAgo = DAYS_OF_SALES; daysAgo >= 0; daysAgo--) {
    const salesToday = 3 + Math.floor(random() * 4);
    for (let i = 0; i < salesToday; i++) {
      // From 08:30 Colombo time (03:00 UTC) through the day, never in the future.
      const opening = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 3, 0) - daysAgo * DAY;
      const planned = opening + Math.floor((i * 11 * 3_600_000) / salesToday);
      const saleDate = new Date(Math.min(planned, now.getTime() - 60_000 * (salesToday - i)));
      const lines = new Map<number, number>();
      const lineCount = 1 + Math.floor(random() * 4);
      for (let l = 0; l < lineCount; l++) {
        const p = pick(sellable);
        const fractional = p.unit === 'kg' || p.unit === 'l';
        const q = fractional ? [0.25, 0.5, 1, 1.5, 2][Math.floor(random() * 5)] : 1 + Math.floor(random() * 3);
        if ((remaining.get(p.id) ?? 0) - (lines.get(p.id) ?? 0) - q < p.threshold * 2) continue;
        lines.set(p.id, (lines.get(p.id) ?? 0) + q);
      }
      if (lines.size === 0) continue;
      sequence++;
      const credit = sequence % 9 === 0;
      const items = [...lines].map(([productId, quantity]) => ({ productId, quantity }));
      const shelfCents = totalOf(items, sellable, null);
      const cheque: boolean = !chequeTaken && !credit && sequence >= CHEQUE_FROM_SALE && shelfCents >= CHEQUE_FROM_CENTS;
      chequeTaken ||= cheque;
      const method = credit ? 'credit' : cheque ? 'cheque' : random() < 0.3 ? 'card' : 'cash';
      const customer = credit || cheque ? CREDIT_CUSTOMERS[Math.floor(sequence / 9) % CREDIT_CUSTOMERS.length] : undefined;
      // Now and then the shopkeeper rounds a cash bill down: a discount, taken off before VAT.
      const discountAmount = method === 'cash' && sequence % 7 === 3 ? 20 : null;
      const input: SaleInput = {
        items,
        customerName: customer?.name ?? null,
        debtorInfo: customer ? { name: customer.name, phone: customer.phone, email: null, address: customer.address ?? null } : null,
        discountAmount,
        customerId: null,
        ...demoPayments(sequence, method, totalOf(items, sellable, discountAmount), saleDate),
      };
      await recordSale({ db: tx, actor, input, idempotencyKey: `demo-sale-${sequence}`, saleDate });
      for (const [id, q] of lines) remaining.set(id, (remaining.get(id) ?? 0) - q);
    }
  }
  // The counter's terminal T1 and its own series, with one open exception: the best-stocked pieces.
  const stocked = sellable.filter((p) => p.unit === 'pieces').sort((a, b) => (remaining.get(b.id) ?? 0) - (remaining.get(a.id) ?? 0));
  await seedDemoTerminalSales(tx, { businessId, userId, now }, stocked.slice(0, 3));
};
