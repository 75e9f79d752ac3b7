import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../features/pages/routes';
import { profileRoutes } from '../features/profile/routes';

describe('route tables', () => {
  const all = [...pageRoutes, ...profileRoutes];

  it('have unique paths from the root, each with a title and a lazy page', () => {
    const paths = all.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of all) {
      expect(route.path).toMatch(/^\/[a-z0-9/:-]*$/);
      expect(route.title.trim()).not.toBe('');
      expect(route.component.$$typeof).toBe(Symbol.for('react.lazy'));
    }
  });

  it('hold every general page of the brief', () => {
    const paths = pageRoutes.map((r) => r.path);
    for (const path of [
      '/',
      '/about-us',
      '/terms',
      '/privacy',
      '/help-and-faqs',
      '/partner-with-us',
      '/how-it-works',
      '/download-fact-sheet',
      '/health-check',
      '/star-program',
      '/page/init',
      '/journey/init',
      '/explore-credit-cards',
      '/metro-stc',
      '/metro-stc/success',
      '/metro-stc/terms-and-conditions',
      '/membership/terms-and-conditions',
      '/extended-warranty/terms-and-conditions',
      '/insurance/terms-and-conditions/:slug',
    ]) {
      expect(paths).toContain(path);
    }
    expect(pageRoutes.some((r) => r.requiresAuth)).toBe(false);
  });

  it('need a login for every profile page', () => {
    expect(profileRoutes.map((r) => r.path)).toEqual([
      '/profile',
      '/profile/my-home',
      '/profile/details',
      '/profile/accounts',
      '/profile/offers',
      '/profile/claimed-offers',
      '/profile/support',
      '/profile/consents',
      '/profile/insurance',
      '/profile/membership-plan',
      '/profile/coins/history',
    ]);
    for (const route of profileRoutes) expect(route.requiresAuth).toBe(true);
  });
});
