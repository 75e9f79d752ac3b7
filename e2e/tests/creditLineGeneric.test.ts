import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JourneyDef, LeadCurrentResponse } from '@tara/core';
import { getStep } from '@tara/core';
import { aadhaarZip } from '../src/aadhaarZip.js';
import { appSuite } from '../src/appSuite.js';
import { horizontalOverflow, newMobile } from '../src/auth.js';
import { axeViolations, describeViolations } from '../src/axe.js';
import { fastForwardLoan } from '../src/fastForwardLoan.js';
import { fetchJourney } from '../src/journeyFixtures.js';
import { testFile } from '../src/testFile.js';
import { walkLoan } from '../src/walkLoan.js';

const P = 'credit-line';
const RESULTS = '/credit-line/results/approved';

// The generic credit line (spec 02 §2.2, decision 037) in Chromium at 360 px against the real
// sandboxes (Northern Arc, the bureau, central KYC, Karza, the e-NACH bank page). The
// applicant part is saved through the API with the page's cookies; from the amount and tenure
// on (the approval, the offer, the mandate, the details, the agreement) the browser walks.
describe('the generic credit line', () => {
  const app = appSuite();

  it('the generic credit line through to results', async () => {
    await app.withPhone(async (page) => {
      const baseUrl = app.server.baseUrl;
      const journey: JourneyDef = await fetchJourney(baseUrl, P);
      const mobile = newMobile();
      const files = {
        aadhaarXml: await aadhaarZip(),
        shopPhoto: testFile('jpeg', 'shop.jpg'),
        customerPhoto: testFile('png', 'me.png'),
      };
      const lead = await fastForwardLoan(page, {
        baseUrl,
        journey,
        branch: 'default',
        overrides: { mobile },
        files,
        until: 'step11.6',
      });
      await page.goto(`/${P}/step11.6`);
      await page.getByRole('heading', { name: getStep(journey, 'step11.6').title }).waitFor();
      assert.equal(
        await page.locator('.app-header').count(),
        0,
        'no header on a credit-line step (CLG-05)',
      );
      await walkLoan(page, {
        baseUrl,
        journey,
        branch: 'default',
        overrides: { mobile },
        answered: lead.answers,
        files,
        mandate: 'approve',
      });
      assert.equal(new URL(page.url()).pathname, RESULTS);
      await page.getByRole('heading', { name: 'Your credit line is approved' }).waitFor();
      // The sandbox offer: ₹50,000 per 6 months asked (12 → ₹1,00,000) at 24 %.
      const offers = page.getByRole('list', { name: 'Credit line offers' });
      await offers.getByText('₹1,00,000').waitFor();
      await offers.getByText('24\u00a0% a year').waitFor();
      assert.equal(await horizontalOverflow(page), 0, 'no horizontal scrolling at 360 px');
      const onResults = await axeViolations(page);
      assert.equal(onResults.length, 0, describeViolations('results', onResults));
      const res = await page.request.get(`/api/lead/current?journey=${P}`);
      const now = ((await res.json()) as LeadCurrentResponse).data.results;
      assert.equal(now.status, 'complete');
      assert.ok(now.history.includes('step12.2'), 'step12.2 came after the e-mandate link');
      assert.equal(now.calls['nacl.enach']?.outcome, 'registered');
      // The offers page lists the same offer, nothing preselected.
      await page.goto('/credit-line/offers');
      await page.getByRole('heading', { name: 'Your credit line offers' }).waitFor();
      await page.getByRole('list', { name: 'Credit line offers' }).getByText('₹1,00,000').waitFor();
      assert.equal(await page.getByRole('radio').count(), 0);
    });
  });

  it('explore-credit-line explains the product and starts the journey', async () => {
    await app.withPhone(async (page) => {
      await page.goto('/explore-credit-line');
      await page.getByRole('heading', { level: 1, name: 'Explore credit lines' }).waitFor();
      assert.match(await page.title(), /Explore credit lines/);
      await page.getByRole('heading', { name: 'How it works' }).waitFor();
      const onExplore = await axeViolations(page);
      assert.equal(onExplore.length, 0, describeViolations('explore-credit-line', onExplore));
      await page
        .getByRole('link', { name: 'Credit line: start your application', exact: true })
        .click();
      await page.waitForURL((url) => url.pathname === `/${P}/step1`);
      await page.getByLabel('MOBILE NUMBER').first().waitFor();
    });
  });

  it('the results page tells a visitor with no application so, whatever code is typed', async () => {
    await app.withPhone(async (page) => {
      await page.goto('/credit-line/results/review');
      await page
        .getByRole('heading', { level: 1, name: 'You have no credit line application yet' })
        .waitFor();
      await page.getByRole('link', { name: 'Start', exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/${P}/step1`);
    });
  });
});
