import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JourneyDef, LeadCurrentResponse } from '@tara/core';
import { getStep, sampleAnswers } from '@tara/core';
import { appSuite } from '../src/appSuite.js';
import { horizontalOverflow, newMobile } from '../src/auth.js';
import { axeViolations, describeViolations } from '../src/axe.js';
import { fetchJourney } from '../src/journeyFixtures.js';
import { assertOnFirstScreen } from '../src/onFirstScreen.js';
import { walkLoan } from '../src/walkLoan.js';
import { walkStep } from '../src/walkStep.js';

const P = 'home-loan/check-eligibility';
const CAP_TEXT =
  'Your property is valued above ₹75 lakh, so lenders can lend at most 75\u00a0% of its value: ₹1,12,50,000 (RBI’s cap on home loans above ₹75 lakh).';

// The home loan (spec 02 §2.5, decision 056) in Chromium at 360 px: an applicant with a
// co-applicant and a ₹1.5 crore home answers every step, and the offers page lists every
// lender's home loan on equal terms with RBI's 75% cap applied and explained; the home-loan
// pages load.
describe('the home loan', () => {
  const app = appSuite();

  it('checks eligibility with a co-applicant and a home over ₹75 lakh, to the offers', () =>
    app.withPhone(async (page) => {
      const baseUrl = app.server.baseUrl;
      const journey: JourneyDef = await fetchJourney(baseUrl, P);
      await page.goto(`/${P}/property-details-1`);
      await page
        .getByRole('heading', { name: getStep(journey, 'property-details-1').title })
        .waitFor();
      const first = await axeViolations(page);
      assert.equal(first.length, 0, describeViolations('property-details-1', first));
      assert.equal(await horizontalOverflow(page), 0, 'no horizontal scrolling at 360 px');
      const seen: string[] = [];
      const answers = await walkLoan(page, {
        baseUrl,
        journey,
        branch: 'default',
        overrides: { mobile: newMobile() },
        until: 'add-coapplicant-3',
        onStep: async (stepId) => {
          seen.push(stepId);
        },
      });
      // The last step, then the final route (off the journey's prefix).
      const last = sampleAnswers(P, 'add-coapplicant-3', { answers });
      await walkStep(page, journey, 'add-coapplicant-3', last, answers);
      await page.waitForURL((url) => url.pathname === '/home-loan/offers');
      assert.deepEqual(
        seen,
        journey.steps.slice(0, 13).map((s) => s.id),
      );

      const res = await page.request.get(`/api/lead/current?journey=${P}`);
      const lead = ((await res.json()) as LeadCurrentResponse).data.results;
      assert.equal(lead.status, 'complete');

      // The offers: RBI's cap explained, every matched offer drawn alike, nothing preselected.
      await page.getByRole('heading', { name: 'Home loan offers', level: 1 }).waitFor();
      await page.getByText(CAP_TEXT).waitFor();
      const list = page.getByRole('list', { name: 'Home loan offers' });
      await list.getByRole('listitem').first().waitFor();
      const offers = await list.locator(':scope > li').count();
      assert.ok(offers > 0, 'some lender matches');
      assert.ok(
        (await list.getByText('₹1,12,50,000').count()) > 0,
        'the capped amount is what the offers lend',
      );
      assert.equal(
        await page.getByRole('radio').count(),
        0,
        'nothing to pick, nothing preselected',
      );
      const text = await page.locator('main').innerText();
      assert.doesNotMatch(text, /recommended|best offer|top pick/i);
      assert.match(text, /ordered/i, 'the order is explained');
      const onOffers = await axeViolations(page);
      assert.equal(onOffers.length, 0, describeViolations('the offers', onOffers));
      assert.equal(await horizontalOverflow(page), 0, 'the offers fit 360 px');
      // Each offer books its own home loan (not a personal loan's booking).
      const book = list.getByRole('link', { name: /Book an appointment/ });
      assert.equal(await book.count(), offers);
      assert.match(
        (await book.first().getAttribute('href')) ?? '',
        /^\/apply\/book-appointment\?product=home-loan&instrumentId=\d+&amount=\d+&tenure=\d+/,
      );

      // The list before the explanations: the first offer on a small phone's first screen.
      await page.evaluate(() => window.scrollTo(0, 0));
      await assertOnFirstScreen(list.locator(':scope > li').first(), 'the first offer');

      // An offer's Key Fact Statement opens; Back returns to the same place, details open.
      const lastOffer = list.locator(':scope > li').last();
      await lastOffer.locator('summary').click();
      const kfs = lastOffer.getByRole('link', { name: /Key Fact Statement/ });
      await kfs.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      assert.ok(scrolled > 100, `the list scrolled: ${scrolled}`);
      await kfs.click();
      await page.waitForURL((url) => url.pathname.startsWith('/home-loan/kfs/'));
      await page.getByRole('heading', { name: 'Key Fact Statement', level: 1 }).waitFor();
      await page.goBack();
      await list.waitFor();
      await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 2, scrolled, {
        timeout: 5_000,
      });
      assert.equal(
        await lastOffer.getByText('Penal charges', { exact: true }).isVisible(),
        true,
        'its details still open',
      );
    }));

  it('loads the home-loan product, city and explore pages', () =>
    app.withPhone(async (page) => {
      await page.goto('/home-loan/hdfc-bank/home-loan');
      await page.getByRole('heading', { name: 'HDFC Bank Home Loan', level: 1 }).waitFor();
      await page.getByText('Lends for').waitFor();
      await page.goto('/home-loans/pune');
      await page.getByRole('heading', { name: 'Home loans in Pune', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'Bajaj Housing Finance Home Loan' }).waitFor();
      await page.goto('/explore-home-loans');
      await page.getByRole('heading', { name: 'Explore home loans', level: 1 }).waitFor();
      const violations = await axeViolations(page);
      assert.equal(violations.length, 0, describeViolations('explore-home-loans', violations));
    }));
});
