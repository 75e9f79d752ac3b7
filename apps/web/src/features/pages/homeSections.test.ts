import { catalogue } from '@tara/core/productList';
import { describe, expect, it } from 'vitest';
import { homeSections } from './homeSections';
import { productsOpenText } from './productsOpenText';

describe('the home page’s families', () => {
  it('shows every family of the catalogue, none "Coming soon" while one of its products is live', () => {
    const sections = homeSections();
    expect(sections.map((s) => s.id)).toEqual(catalogue.families.map((f) => f.id));
    for (const section of sections) {
      expect(section.soon, section.id).toBe(false);
      expect(section.products.length, section.id).toBeGreaterThan(0);
    }
    const loans = sections.find((s) => s.id === 'personal-loan');
    expect(loans?.products.map((p) => p.entry)).toContain('/personal-loan');
    const homeLoans = sections.find((s) => s.id === 'home-loan');
    expect(homeLoans?.products.map((p) => p.entry)).toEqual(['/home-loan/check-eligibility']);
  });

  it('says "Coming soon" for a family with no live product, and links none of it', () => {
    const notBuilt = {
      ...catalogue,
      // METRO declared but not built: no journey, no entry.
      products: catalogue.products.map((p) =>
        p.family === 'metro' ? { ...p, live: false, entry: null, journeys: [] } : p,
      ),
    };
    const metro = homeSections(notBuilt).find((s) => s.id === 'metro');
    expect(metro).toMatchObject({ soon: true, products: [], hub: null });
    expect(productsOpenText(notBuilt).soon).toBe('Coming soon: METRO card.');
  });

  it('tells what is open in words, nothing coming soon today', () => {
    const text = productsOpenText();
    expect(text.soon).toBeNull();
    expect(text.open).toMatch(
      /^Open now: home loans, personal loans, credit cards, .* and extended warranty\.$/,
    );
  });
});
