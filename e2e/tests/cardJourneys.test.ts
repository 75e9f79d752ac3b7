import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { appSuite } from '../src/appSuite.js';
import { fetchJourney, walkPath } from '../src/journeyFixtures.js';

// Each walk answers every step in Chromium at 360 px and must end on the offers page.
const WALKS: [string, string][] = [
  ['credit-cards/sbi', 'salaried'],
  ['credit-cards/sbi', 'selfEmployed'],
  ['credit-cards/rbl', 'yes'],
  ['credit-cards/icici', 'selfEmployed'],
  ['credit-cards/hdfc', 'default'],
  ['credit-cards/citi', 'default'],
  ['credit-cards/amex', 'default'],
];

describe('card journeys end to end', () => {
  const app = appSuite();

  for (const [prefix, branch] of WALKS) {
    it(`${prefix} (${branch}) reaches credit-card/offers`, async () => {
      await app.withPhone(async (page) => {
        const journey = await fetchJourney(app.server.baseUrl, prefix);
        await page.goto(`/${prefix}/step1`);
        await walkPath(page, journey, branch);
        await page.waitForURL((url) => url.pathname === '/credit-card/offers');
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.getByRole('article').first().waitFor();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        assert.equal(overflow, 0, 'no horizontal scrolling at 360 px');
      });
    });
  }
});
