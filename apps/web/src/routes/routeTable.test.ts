import { journeyList } from '@tara/core/journeyList';
import { describe, expect, it } from 'vitest';
import { matchRoute } from 'wouter';
import { PAGE_ROUTES } from './pageTables';
import { ROUTES as ENTRY, JourneyStart } from './routeTable';

/** Every route in the order App tries them: the entry's, then the page tables'. */
const ROUTES = [...ENTRY, ...PAGE_ROUTES];

/** A concrete path for a route pattern: each parameter filled, optional ones too. */
const concrete = (pattern: string) => pattern.replace(/:(\w+)\??/g, 'x9');

describe('the route table', () => {
  it('mounts every registered journey on the one renderer, and its bare prefix on its (lazy) resume', () => {
    expect(journeyList.length).toBeGreaterThan(0);
    const steps = ROUTES.find((r) => r.path === '/credit-cards/sbi/:stepId')?.component;
    expect(steps).toBeDefined();
    for (const { prefix } of journeyList) {
      expect(ROUTES.find((r) => r.path === `/${prefix}/:stepId`)?.component, prefix).toBe(steps);
      expect(ROUTES.find((r) => r.path === `/${prefix}`)?.component, prefix).toBe(JourneyStart);
    }
  });

  it('puts the journeys before the product areas (a journey is never an area page)', () => {
    const journey = ROUTES.findIndex((r) => r.path === '/credit-cards/sbi');
    const area = ROUTES.findIndex((r) => r.path === '/credit-cards/:area');
    expect(journey).toBeGreaterThanOrEqual(0);
    expect(journey).toBeLessThan(area);
  });

  it('serves the credit line’s own pages before its steps (decision 037)', () => {
    // wouter's default parser: regexparam, as App's useRouter gives it.
    const parser = (route: string) => {
      const keys: string[] = [];
      const key = (k: string, pattern: string) => {
        keys.push(k);
        return pattern;
      };
      const source = route
        .replace(/\/:(\w+)\?/g, (_, k: string) => key(k, '(?:/([^/]+?))?'))
        .replace(/:(\w+)/g, (_, k: string) => key(k, '([^/]+?)'));
      return { pattern: new RegExp(`^${source}/?$`, 'i'), keys };
    };
    const first = (path: string) => ROUTES.find((r) => matchRoute(parser, r.path, path)[0])?.path;
    expect(first('/credit-line/results')).toBe('/credit-line/results/:cd?/:q?');
    expect(first('/credit-line/results/approved/nacl')).toBe('/credit-line/results/:cd?/:q?');
    expect(first('/credit-line/offers')).toBe('/credit-line/offers');
    expect(first('/credit-line/step12.11')).toBe('/credit-line/:stepId');
    expect(first('/credit-line/nacl/step3')).toBe('/credit-line/nacl/:stepId');
    expect(first('/credit-line/nacl')).toBe('/credit-line/nacl');
    expect(first('/explore-credit-line')).toBe('/explore-credit-line');
    // HP-02: membership/hp is the hp journey's other door, not a page of /membership.
    expect(first('/membership/hp')).toBe('/membership/hp');
    expect(first('/membership')).toBe('/membership');
    // The extended warranty's pages before its steps (decision 044).
    expect(first('/ew/congrates')).toBe('/ew/congrates');
    expect(first('/ew/pay')).toBe('/ew/pay');
    expect(first('/ew/step3')).toBe('/ew/:stepId');
    expect(first('/ew')).toBe('/ew');
    // The personal loan's offers and KFS pages before its steps (decision 050).
    expect(first('/personal-loan/offers')).toBe('/personal-loan/offers');
    expect(first('/personal-loan/kfs/5021')).toBe('/personal-loan/kfs/:productId');
    expect(first('/personal-loan/axis-bank/personal-loan')).toBe('/personal-loan/:bankName/:slug');
    expect(first('/personal-loans')).toBe('/personal-loans/:area?');
    expect(first('/personal-loans/mumbai')).toBe('/personal-loans/:area?');
    expect(first('/explore-personal-loans')).toBe('/explore-personal-loans');
    // The eligibility check inside the personal loan's area (decision 058): its own steps.
    expect(first('/personal-loan/eligibility/step-1')).toBe('/personal-loan/eligibility/:stepId');
    expect(first('/personal-loan/eligibility')).toBe('/personal-loan/eligibility');
    expect(first('/personal-loan/step4.1')).toBe('/personal-loan/:stepId');
  });

  it('keeps every journey in the entry chunk and never lets it shadow a page (decision 051)', () => {
    for (const { prefix } of journeyList) {
      expect(
        ENTRY.some((r) => r.path === `/${prefix}/:stepId`),
        prefix,
      ).toBe(true);
    }
    const parser = (route: string) => {
      const source = route.replace(/\/:(\w+)\?/g, '(?:/([^/]+?))?').replace(/:(\w+)/g, '([^/]+?)');
      return { pattern: new RegExp(`^${source}/?$`, 'i'), keys: [] as string[] };
    };
    for (const page of PAGE_ROUTES) {
      const path = concrete(page.path);
      const first = ROUTES.find((r) => matchRoute(parser, r.path, path)[0]);
      expect(first?.path, path).toBe(page.path);
    }
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });
});
