import { describe, expect, it } from 'vitest';
import { isStapleCategory, proposedTaxCategory, standardRatedStaples } from './staples';

describe('a new product in a category named like a staple is proposed exempt', () => {
  it.each<[string | null, 'exempt' | 'standard']>([
    // The demo catalogue's categories.
    ['Rice & Grains', 'exempt'],
    ['Vegetables', 'exempt'],
    ['Bakery', 'standard'],
    ['Dairy', 'standard'],
    ['Beverages', 'standard'],
    ['Household', 'standard'],
    // Each staple, any case, singular or plural, among other words.
    ['Wheat flour', 'exempt'],
    ['BREAD', 'exempt'],
    ['Eggs', 'exempt'],
    ['Egg', 'exempt'],
    ['Fresh fruit', 'exempt'],
    ['Fruits & Vegetables', 'exempt'],
    ['Fresh Milk', 'exempt'],
    ['Fresh fish', 'exempt'],
    // Fish only when fresh: dried and canned fish carry VAT.
    ['Dried fish', 'standard'],
    ['Fish', 'standard'],
    // A word that only contains a staple's name is not it.
    ['Ricecakes', 'standard'],
    ['Milkshakes', 'standard'],
    // Sinhala: rice, flour, bread, vegetables/fruit, fresh fish, milk.
    ['සහල්', 'exempt'],
    ['පිටි', 'exempt'],
    ['පාන්', 'exempt'],
    ['එළවළු/පලතුරු', 'exempt'],
    ['නැවුම් මාළු', 'exempt'],
    ['කිරි', 'exempt'],
    ['සබන්', 'standard'],
    // Tamil: rice, bread, vegetables, fresh fish, milk.
    ['அரிசி', 'exempt'],
    ['பாண்', 'exempt'],
    ['காய்கறி', 'exempt'],
    ['புதிய மீன்', 'exempt'],
    ['பால்', 'exempt'],
    ['சவர்க்காரம்', 'standard'],
    // None.
    [null, 'standard'],
    ['', 'standard'],
  ])('%s → %s', (category, want) => {
    expect(proposedTaxCategory(category)).toBe(want);
    expect(isStapleCategory(category)).toBe(want === 'exempt');
  });
});

describe('standardRatedStaples: what the tax panel asks the owner to review', () => {
  it("lists active standard-rated products in a staple food's category, nothing else", () => {
    const products = [
      { id: 1, category: 'Rice & Grains', taxCategory: 'standard' as const, isActive: true },
      { id: 2, category: 'Rice & Grains', taxCategory: 'exempt' as const, isActive: true },
      { id: 3, category: 'Vegetables', taxCategory: 'zero_rated' as const, isActive: true },
      { id: 4, category: 'Household', taxCategory: 'standard' as const, isActive: true },
      { id: 5, category: 'Eggs', taxCategory: 'standard' as const, isActive: false },
      { id: 6, category: null, taxCategory: 'standard' as const },
      { id: 7, category: 'Fresh fish', taxCategory: 'standard' as const },
    ];
    expect(standardRatedStaples(products).map((p) => p.id)).toEqual([1, 7]);
  });
});
