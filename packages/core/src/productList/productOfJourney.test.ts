import { describe, expect, it } from 'vitest';
import type { ProductEntry } from './productEntry.js';
import { catalogue } from './productList.js';
import { productOfJourney } from './productOfJourney.js';

const entry = (id: string, name: string, journeys: string[]): ProductEntry => ({
  id,
  name,
  family: 'insurance',
  provider: null,
  agent: 'tara',
  journeys,
  pages: [],
  entry: null,
  live: true,
  appearsIn: [],
  sells: null,
  documents: [],
  purpose: null,
  cover: null,
});

describe('productOfJourney', () => {
  const test = {
    families: [],
    products: [entry('a', 'Product A', ['a', 'a-more']), entry('report', 'Report', [])],
  };

  it('finds the product by any of its journeys, then by its id', () => {
    expect(productOfJourney('a-more', test)?.name).toBe('Product A');
    expect(productOfJourney('report', test)?.name).toBe('Report');
    expect(productOfJourney('nowhere', test)).toBeUndefined();
  });

  it('knows every journey of the real catalogue', () => {
    for (const product of catalogue.products) {
      for (const journey of product.journeys) {
        expect(productOfJourney(journey)?.id).toBe(product.id);
      }
    }
    expect(productOfJourney('credit-report')?.family).toBe('credit-report');
  });
});
