import { journeyEntryOf } from '@tara/core/journeys';
import { PRODUCT_FAMILIES } from '@tara/core/productList';
import { catalogueOf, journeyEntries, PRODUCTS } from '@tara/core/products';
import { testFamily, testProduct } from '@tara/core/testing';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { siteMenu } from '../app/siteLinks';
import { HomePage } from '../features/pages/HomePage';
import { entryRoutes, JourneyStart } from './routeTable';

// Issue 21 item 9, the web's part: a product registered through its descriptor alone
// (core's testing/testProduct.ts) is in the route table, on the home page and in the menu.
const catalogue = catalogueOf([...PRODUCTS, testProduct], [...PRODUCT_FAMILIES, testFamily]);
const journeys = [...journeyEntries, ...testProduct.journeys.map(journeyEntryOf)];

describe('a test-only product', () => {
  it('has its journey’s routes in the route table', () => {
    const routes = entryRoutes(journeys);
    const steps = routes.find((r) => r.path === '/credit-cards/sbi/:stepId')?.component;
    expect(routes.find((r) => r.path === '/test-gadget-loan/:stepId')?.component).toBe(steps);
    expect(routes.find((r) => r.path === '/test-gadget-loan')?.component).toBe(JourneyStart);
  });

  it('is in the menu', () => {
    expect(siteMenu(catalogue)).toContainEqual({ label: 'Gadget Loans', to: '/test-gadget-loan' });
  });

  it('is on the home page, opening its journey', () => {
    // The pages read the browser's location; on the server render it is home.
    vi.stubGlobal('location', { pathname: '/', search: '', hash: '' });
    const html = renderToString(
      <Router ssrPath="/">
        <HomePage from={catalogue} />
      </Router>,
    );
    vi.unstubAllGlobals();
    expect(html).toContain('Gadget Loans');
    expect(html).toMatch(/href="\/test-gadget-loan"[^>]*>Gadget loan \(test\)</);
  });
});
