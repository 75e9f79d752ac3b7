import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JourneyDef, LeadCurrentResponse } from '@tara/core';
import { getStep, sampleAnswers } from '@tara/core';
import { queryFromAnswers } from '@tara/core/rules/loans';
import { appSuite } from '../src/appSuite.js';
import { horizontalOverflow, newMobile } from '../src/auth.js';
import { axeViolations, describeViolations } from '../src/axe.js';
import { fetchJourney } from '../src/journeyFixtures.js';
import { walkLoan } from '../src/walkLoan.js';
import { walkStep } from '../src/walkStep.js';

const P = 'personal-loan/eligibility';

// The personal-loan eligibility check (spec 02 §2.4, decision 058) in Chromium at 360 px: a
// salaried applicant answers the seven steps, and the offers page shows, without asking
// again, the offers of those answers — the eligibility check's lead, the newer one.
describe('the personal-loan eligibility check', () => {
  const app = appSuite();

  it('walks step-1 to financial-health-1, then shows the offers of those answers', () =>
    app.withPhone(async (page) => {
      const baseUrl = app.server.baseUrl;
      const journey: JourneyDef = await fetchJourney(baseUrl, P);
      await page.goto(`/${P}/step-1`);
      await page.getByRole('heading', { name: getStep(journey, 'step-1').title }).waitFor();
      const first = await axeViolations(page);
      assert.equal(first.length, 0, describeViolations('step-1', first));
      assert.equal(await horizontalOverflow(page), 0, 'no horizontal scrolling at 360 px');
      const seen: string[] = [];
      const answers = await walkLoan(page, {
        baseUrl,
        journey,
        branch: 'default',
        overrides: { mobile: newMobile() },
        until: 'financial-health-1',
        onStep: async (stepId) => {
          seen.push(stepId);
        },
      });
      assert.deepEqual(
        seen,
        journey.steps.slice(0, 6).map((s) => s.id),
      );
      const last = sampleAnswers(P, 'financial-health-1', { answers });
      await walkStep(page, journey, 'financial-health-1', last, answers);
      await page.waitForURL((url) => url.pathname === '/personal-loan/offers');

      const res = await page.request.get(`/api/lead/current?journey=${P}`);
      const lead = ((await res.json()) as LeadCurrentResponse).data.results;
      assert.equal(lead.status, 'complete');

      // The offers of the lead's answers, with no form to fill first.
      await page.getByRole('heading', { name: 'Personal loan offers', level: 1 }).waitFor();
      const list = page.getByRole('list', { name: 'Personal loan offers' });
      await list.getByRole('listitem').first().waitFor();
      assert.equal(await page.getByRole('form', { name: 'Your details' }).count(), 0);
      const query = new URLSearchParams();
      for (const [k, v] of Object.entries({ existingEmi: 0, ...queryFromAnswers(lead.answers) })) {
        query.set(k, String(v));
      }
      const api = await page.request.get(`/api/loans/personal/offers?${query}`);
      const matched = ((await api.json()) as { data: { results: { matched: unknown[] } } }).data
        .results.matched.length;
      assert.ok(matched > 0, 'some lender matches the answers');
      assert.equal(await list.locator(':scope > li').count(), matched, 'the answers’ offers');
      const onOffers = await axeViolations(page);
      assert.equal(onOffers.length, 0, describeViolations('the offers', onOffers));
      assert.equal(await horizontalOverflow(page), 0, 'the offers fit 360 px');

      // The details they came from are the journey's answers.
      await page.getByRole('button', { name: 'Change your details' }).click();
      assert.equal(await page.getByLabel('Tenure (months)').inputValue(), '36');
      assert.equal(await page.getByLabel('Year of birth').inputValue(), '1990');
      assert.equal(await page.getByLabel('Credit score level').inputValue(), 'excellent');
      // financial-health-1's "I pay no EMIs" reaches the offers as none.
      assert.equal(await page.getByLabel('EMIs you pay now (₹ a month)').inputValue(), '0');
    }));

  it('answers "I don\'t know" for the credit score with offers, not the form (decision 076)', () =>
    app.withPhone(async (page) => {
      const baseUrl = app.server.baseUrl;
      const journey: JourneyDef = await fetchJourney(baseUrl, P);
      await page.goto(`/${P}/step-1`);
      await page.getByRole('heading', { name: getStep(journey, 'step-1').title }).waitFor();
      const answers = await walkLoan(page, {
        baseUrl,
        journey,
        branch: 'default',
        overrides: { mobile: newMobile() },
        until: 'financial-health-1',
      });
      const last = {
        ...sampleAnswers(P, 'financial-health-1', { answers }),
        creditLevel: 'unknown',
      };
      await walkStep(page, journey, 'financial-health-1', last, answers);
      await page.waitForURL((url) => url.pathname === '/personal-loan/offers');
      const list = page.getByRole('list', { name: 'Personal loan offers' });
      await list.getByRole('listitem').first().waitFor();
      assert.equal(await page.getByRole('form', { name: 'Your details' }).count(), 0);
      await page.getByText(/You do not know your credit score/).waitFor();
      assert.equal(await page.getByText('Required', { exact: true }).count(), 0);
      await page.getByRole('button', { name: 'Change your details' }).click();
      assert.equal(await page.getByLabel('Credit score level').inputValue(), 'unknown');
    }));
});
