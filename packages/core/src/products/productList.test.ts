import { describe, expect, it } from 'vitest';
import { PRODUCT_FAMILIES } from '../productList/productFamilies.js';
import { catalogue, isFamilyLive, productsAt } from '../productList/productList.js';
import { PRODUCTS } from './catalogue.js';
import { catalogueOf } from './catalogueOf.js';
import { productEntryOf } from './productEntryOf.js';

// The web reads the product list without the journeys' definitions (its shell bundle stays
// small), so the list is generated from the catalogue into a file of its own. After a change
// to a descriptor, update it with:
//   npx vitest run packages/core/src/products/productList.test.ts -u
const UPDATE = 'npx vitest run packages/core/src/products/productList.test.ts -u';

function generated(): string {
  const entries = JSON.stringify(catalogueOf(PRODUCTS, PRODUCT_FAMILIES).products, null, 2);
  return [
    '// GENERATED from products/catalogue.ts by products/productList.test.ts: do not edit.',
    `// Update: ${UPDATE}`,
    "import type { ProductEntry } from './productEntry.js';",
    '',
    `export const PRODUCT_LIST: readonly ProductEntry[] = ${entries};`,
    '',
  ].join('\n');
}

describe('the product list', () => {
  it('is the catalogue without the journeys (else run the update above)', async () => {
    await expect(generated()).toMatchFileSnapshot('../productList/productList.gen.ts');
  });

  it('is live where a journey is registered or a page sells it', () => {
    expect(catalogue.products.filter((p) => !p.live)).toEqual([]);
    const registered = () => false;
    const card = PRODUCTS.find((p) => p.id === 'credit-cards/sbi');
    const report = PRODUCTS.find((p) => p.family === 'credit-report');
    if (!card || !report) throw new Error('missing product');
    expect(productEntryOf(card, registered).live).toBe(false);
    expect(productEntryOf(report, registered).live).toBe(true);
    // Declared but not built (no journey, no page): not live, nowhere to start.
    const notBuilt = { ...card, journeys: [], samples: {} };
    expect(productEntryOf(notBuilt, () => true)).toMatchObject({ live: false, entry: null });
  });

  it('shows each family with a live product, in the menu where the family is', () => {
    for (const family of PRODUCT_FAMILIES) expect(isFamilyLive(family.id), family.id).toBe(true);
    expect(productsAt('home', 'credit-cards').map((p) => p.id)).not.toContain('credit-cards/test');
    expect(productsAt('home', 'personal-loan').map((p) => p.entry)).toContain('/personal-loan');
    expect(productsAt('hub', 'insurance').length).toBe(14);
  });
});
