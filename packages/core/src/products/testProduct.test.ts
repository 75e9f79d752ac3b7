import { describe, expect, it } from 'vitest';
import { journeyEntryOf } from '../journeys/journeyEntryOf.js';
import { createJourneyRegistry } from '../journeys/registry.js';
import { PRODUCT_FAMILIES } from '../productList/productFamilies.js';
import { isFamilyLive, productsAt } from '../productList/productList.js';
import { testFamily, testProduct } from '../testing/index.js';
import { PRODUCTS } from './catalogue.js';
import { catalogueOf } from './catalogueOf.js';
import { catalogueProblems } from './catalogueProblems.js';
import { allJourneysOf } from './journeyRegistry.js';

// Issue 21 item 9: a product registered through its descriptor alone (testing/testProduct.ts).
// Core's part: the catalogue accepts it, its journey is registered, and the light catalogue
// the web reads shows it live at home and in the menu. The API's and the web's parts are
// apps/api/src/modules/journeys/testProduct.test.ts and apps/web/src/routes/testProduct.test.tsx.
const products = [...PRODUCTS, testProduct];
const families = [...PRODUCT_FAMILIES, testFamily];

describe('a test-only product, declared by its descriptor alone', () => {
  it('is a sound catalogue entry', () => {
    expect(catalogueProblems(products, families)).toEqual([]);
  });

  it('registers its journey', () => {
    const registry = createJourneyRegistry(allJourneysOf(products));
    expect(registry.prefixes).toContain('test-gadget-loan');
    const [journey] = testProduct.journeys;
    if (!journey) throw new Error('the test product has no journey');
    expect(registry.entry('test-gadget-loan')).toEqual(journeyEntryOf(journey));
  });

  it('is live, on the home page and in the menu, in the light catalogue', () => {
    const catalogue = catalogueOf(products, families);
    expect(isFamilyLive('test-gadget-loans', catalogue)).toBe(true);
    expect(productsAt('home', 'test-gadget-loans', catalogue)).toMatchObject([
      { id: 'test-gadget-loan', entry: '/test-gadget-loan', live: true },
    ]);
    expect(productsAt('menu', undefined, catalogue).map((p) => p.id)).toContain('test-gadget-loan');
  });

  it('is in no product list of the app', () => {
    expect(PRODUCTS.map((p) => p.id)).not.toContain('test-gadget-loan');
    expect(PRODUCT_FAMILIES.map((f) => f.id)).not.toContain('test-gadget-loans');
  });
});
