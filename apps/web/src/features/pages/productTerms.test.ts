import { journeys } from '@tara/core';
import { INSURANCE_COVERS } from '@tara/core/insurance';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../routes/routeTable';
import { EW_TERMS, insuranceTermsOf, MEMBERSHIP_TERMS } from './productTerms';
import { pageRoutes } from './routes';

/** The route pattern (`:slug` a segment) a path matches, of a table; first match wins. */
const matching = (table: readonly { path: string }[], path: string) =>
  table.find((r) => new RegExp(`^${r.path.replace(/:[a-zA-Z]+/g, '[^/]+')}$`).test(path));

// Decision 064: each journey's terms box opens its own product's terms page, served here.
describe('the products’ own terms pages', () => {
  const termsPaths = journeys.flatMap((j) => (j.termsPath ? [[j.prefix, j.termsPath]] : []));

  it('serve every terms page a journey links (hp, metro, ew, each insurance product)', () => {
    expect(termsPaths.length).toBeGreaterThanOrEqual(11);
    for (const [prefix, path] of termsPaths) {
      expect(matching(ROUTES, path as string), `${prefix}: ${path} is caught earlier`).toBe(
        undefined,
      );
      expect(matching(pageRoutes, path as string), `${prefix}: no page for ${path}`).toBeDefined();
    }
  });

  it('give each insurance product its insurers and key exclusions, a combo each of its covers', () => {
    for (const slug of INSURANCE_COVERS.map((c) => c.slug)) {
      const terms = insuranceTermsOf(slug);
      expect(terms?.parts.length, slug).toBeGreaterThan(0);
      for (const part of terms?.parts ?? []) {
        expect(part.insurers.length).toBeGreaterThan(0);
        expect(part.exclusions.length).toBeGreaterThan(0);
      }
    }
    expect(insuranceTermsOf('term-group-personal-accident')?.parts.map((p) => p.name)).toHaveLength(
      2,
    );
    expect(insuranceTermsOf('no-such-cover')).toBeNull();
  });

  it('keep the membership’s and the warranty’s terms their own, not METRO’s', () => {
    const text = (sections: typeof MEMBERSHIP_TERMS) => sections.flatMap((s) => s.items).join(' ');
    expect(text(MEMBERSHIP_TERMS)).toMatch(/Tara membership/);
    expect(text(MEMBERSHIP_TERMS)).not.toMatch(/METRO/);
    expect(text(EW_TERMS)).toMatch(/extended warranty/);
  });
});
