/**
 * Realistic Sri Lankan grocery catalogue names, deterministic per index: brand, product, variant
 * and pack size, so names share words the way a real shop's do (search and compression both
 * depend on that).
 */
const BRANDS = [
  'Anchor',
  'Highland',
  'Pelwatte',
  'Kotmale',
  'Maliban',
  'Munchee',
  'Elephant House',
  'Prima',
  'Keells',
  'Cargills',
  'Sunlight',
  'Signal',
  'Lux',
  'Rathna',
  'Dilmah',
  'Lipton',
  'Ceylon',
  'Harischandra',
  'MD',
  'Edinborough',
  'Kist',
  'Wijaya',
  'Araliya',
  'Nipuna',
  'Raigam',
  'Astra',
  'Motha',
  'Delmege',
  'Baby Cheramy',
  'Vim',
  'Nestle',
  'Milo',
  'Kothmale',
  'Lanka Soy',
  'Bairaha',
  'Crysbro',
  'Goldi',
  'Tiara',
  'Uswatte',
  'Revello',
];
const PRODUCTS = [
  'Full Cream Milk Powder',
  'Yoghurt',
  'Cream Crackers',
  'Marie Biscuits',
  'Chocolate Biscuits',
  'Ginger Beer',
  'Orange Barley',
  'Soap Bar',
  'Toothpaste',
  'Shampoo',
  'Coconut Oil',
  'Soy Meat',
  'Chicken Sausages',
  'Fish Curry Mix',
  'Chilli Powder',
  'Curry Powder',
  'Turmeric Powder',
  'Tea Bags',
  'Black Tea',
  'Green Tea',
  'Samba Rice',
  'Nadu Rice',
  'Red Rice',
  'Basmati Rice',
  'Dhal',
  'Sugar',
  'Wheat Flour',
  'String Hoppers',
  'Noodles',
  'Jam',
  'Tomato Sauce',
  'Chilli Sauce',
  'Margarine',
  'Butter',
  'Cheese Slices',
  'Ice Cream',
  'Fruit Cordial',
  'Soda',
  'Dishwash Liquid',
  'Washing Powder',
  'Kokis',
  'Lunu Miris Paste',
  'Kithul Treacle',
  'Jaggery',
  'Papadam',
  'Coconut Milk',
  'Sprats',
  'Canned Mackerel',
  'Baby Soap',
  'Hand Wash',
  'Glucose Biscuits',
  'Wafers',
  'Cashew Nuts',
  'Peanuts',
  'Chickpeas',
  'Green Gram',
  'Cowpea',
  'Instant Coffee',
  'Malted Drink',
  'Vermicelli',
];
const VARIANTS = [
  '',
  'Classic',
  'Premium',
  'Family Pack',
  'Lite',
  'Extra',
  'Original',
  'Spicy',
  'Vanilla',
  'Strawberry',
  'Chocolate',
  'Mango',
  'Lime',
  'Value Pack',
  'Kids',
  'Gold',
];
const SIZES = [
  '50g',
  '100g',
  '200g',
  '250g',
  '400g',
  '500g',
  '1kg',
  '2kg',
  '5kg',
  '180ml',
  '330ml',
  '500ml',
  '1L',
  '1.5L',
  '2L',
  'x10',
  'x20',
];
const CATEGORIES = [
  'Dairy',
  'Biscuits',
  'Beverages',
  'Personal Care',
  'Oils',
  'Meat',
  'Spices',
  'Tea',
  'Rice',
  'Grains',
  'Baking',
  'Noodles',
  'Sauces',
  'Frozen',
  'Household',
  'Snacks',
  'Canned',
  'Baby',
  'Coffee',
  'Sweets',
];

/** A small deterministic hash (no Math.random: the same index always gives the same product). */
function mix(i: number): number {
  let x = (i + 0x9e3779b9) | 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

export interface GeneratedProduct {
  name: string;
  sku: string;
  barcode: string;
  category: string;
  sellingPriceCents: number;
  buyingPriceCents: number;
  unit: string;
}

export function productAt(i: number): GeneratedProduct {
  const h = mix(i);
  const brand = BRANDS[h % BRANDS.length];
  const productIndex = (h >>> 8) % PRODUCTS.length;
  const product = PRODUCTS[productIndex];
  const variant = VARIANTS[(h >>> 16) % VARIANTS.length];
  const size = SIZES[(h >>> 20) % SIZES.length];
  const price = 5_000 + (mix(i + 1) % 200_000); // LKR 50.00 – 2,050.00
  return {
    name: [brand, product, variant, size].filter(Boolean).join(' '),
    sku: `SKU-${String(i + 1).padStart(6, '0')}`,
    barcode: barcodeAt(i),
    category: CATEGORIES[productIndex % CATEGORIES.length],
    sellingPriceCents: price,
    buyingPriceCents: Math.round(price * 0.8),
    unit: product.endsWith('Rice') || product === 'Sugar' || product === 'Dhal' ? 'kg' : 'pieces',
  };
}

/** EAN-13 with Sri Lanka's GS1 prefix 479, unique per index, with a valid check digit. */
export function barcodeAt(i: number): string {
  const body = `479${String(i).padStart(6, '0')}${String(mix(i) % 1000).padStart(3, '0')}`;
  let sum = 0;
  for (let k = 0; k < 12; k++) sum += Number(body[k]) * (k % 2 ? 3 : 1);
  return body + String((10 - (sum % 10)) % 10);
}

export const generateProducts = (n: number, offset = 0) => Array.from({ length: n }, (_, i) => productAt(offset + i));
