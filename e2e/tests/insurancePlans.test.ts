import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Answers } from '@tara/core';
import { samplePath } from '@tara/core';
import type { Page } from 'playwright-core';
import { appSuite } from '../src/appSuite.js';
import { newMobile } from '../src/auth.js';
import { axeViolations, describeViolations } from '../src/axe.js';
import { fetchJourney } from '../src/journeyFixtures.js';
import { walkStep } from '../src/walkStep.js';

/** The plan step at 360 px, its first cards (issue 22 "Done when": a plan card). */
const PLAN_CARD = new URL('../../docs/screenshots/plan-card.png', import.meta.url);

/** The page is no wider than the phone: nothing scrolls sideways at 360 px. */
const fits360 = async (page: Page, what: string): Promise<void> => {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 360, `${what} is ${width} px wide at 360 px`);
};

// The plan step's cards at 360 px (issue 22 §1, §2, decision 083): a plan card names the
// insurer, the sum insured and the premium with its GST apart; the step links the compare
// page and the sample policy wording (marked as such); a combo's cards list its parts with
// their insurers and premiums; group health links the cashless hospitals, whose sandbox list
// is labelled sample data and fits the phone.
describe('insurance plan cards', () => {
  const app = appSuite();

  it('a plan card shows the insurer, the premium with GST apart and the wording link', () =>
    app.withPhone(async (page) => {
      await page.goto('/insurance/step1?prettyName=shop-insurance');
      await page.waitForURL((url) => url.pathname === '/insurance/shop-insurance/step0.6');
      const plans = page.getByRole('radiogroup', { name: /^CHOOSE YOUR COVER/ });
      // Plan 101: ₹299 is ₹253.39 and ₹45.61 GST at 18 %.
      const card = plans.getByRole('radio', {
        name: 'Zurich Kotak General Insurance Company (India) Limited: ₹1,00,000 sum insured. Premium ₹253.39 + GST ₹45.61 (18\u00a0%).',
        exact: true,
      });
      await card.waitFor();
      await page
        .getByText('What it covers: Fire, lightning and explosion damage', { exact: false })
        .waitFor();
      await page.getByText(/^Waiting periods: /).waitFor();
      const wording = plans.getByRole('link', { name: 'sample policy wording' });
      assert.equal(await wording.getAttribute('href'), '/insurance/policy-wording/shop-insurance');
      const compare = plans.getByRole('link', { name: 'Compare the plans' });
      assert.equal(await compare.getAttribute('href'), '/insurance/plans/shop-insurance');
      await fits360(page, 'the plan step');
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: PLAN_CARD.pathname, scale: 'css' });
      const violations = await axeViolations(page);
      assert.equal(violations.length, 0, describeViolations('the plan step', violations));

      await page.goto('/insurance/plans/shop-insurance');
      await page.getByRole('heading', { name: 'Compare plans: Shop Insurance' }).waitFor();
      assert.equal(await page.getByRole('article').count(), 6);
      const first = page.getByRole('article').first();
      await first.getByText('₹253.39 + GST ₹45.61 (18\u00a0%)').waitFor();
      await first.getByRole('link', { name: /^Policy wording/ }).waitFor();
      await fits360(page, 'the compare page');

      await page.goto('/insurance/policy-wording/term-insurance');
      await page.getByRole('heading', { name: 'Sample policy wording — sandbox' }).waitFor();
      await page.getByText(/Kotak Mahindra Life Insurance Company Limited/).waitFor();
      await fits360(page, 'the wording page');
    }));

  it("a combo's plan step lists its parts, each with its insurer and premium", () =>
    app.withPhone(async (page) => {
      await page.goto('/insurance/term-group-personal-accident/step0.5');
      const plans = page.getByRole('radiogroup', { name: /^CHOOSE YOUR COVER/ });
      // The first card: the radio's label, its whole text.
      const name = String(await plans.locator('label').first().textContent());
      assert.match(name, /^₹3,00,000 life cover, 2 policies, ₹894 in all: /);
      assert.match(
        name,
        /Term Insurance by Kotak Mahindra Life Insurance Company Limited, ₹3,00,000 sum insured: ₹447, GST exempt/,
      );
      assert.match(
        name,
        /Group Personal Accident by Zurich Kotak General Insurance Company \(India\) Limited, ₹3,00,000 sum insured: ₹378\.81 \+ GST ₹68\.19 \(18\u00a0%\)/,
      );
      await page.getByText(/^Term Insurance: What it covers: /).waitFor();
      await page.getByText(/^Group Personal Accident: Waiting periods: /).waitFor();
      await fits360(page, 'the combo plan step');
    }));

  it('group health links the cashless hospitals, a sample list that fits 360 px', () =>
    app.withPhone(async (page) => {
      const prefix = 'insurance/group-health-insurance';
      const journey = await fetchJourney(app.server.baseUrl, prefix);
      await page.goto('/insurance/step1?prettyName=group-health-insurance');
      await page.waitForURL((url) => url.pathname === `/${prefix}/step1`);
      let answers: Answers = {};
      for (const [id, values] of samplePath(prefix)) {
        if (id === 'step1.2') break;
        // No parents option: the members step says why (decision 083).
        if (id === 'step1.1') {
          await page.getByText(/^Parents cannot be insured under this group policy/).waitFor();
        }
        const typed = id === 'step1' ? { ...values, mobile: newMobile() } : values;
        await walkStep(page, journey, id, typed, answers);
        answers = { ...answers, ...typed };
      }
      await page.waitForURL((url) => url.pathname === `/${prefix}/step1.2`);
      const hospitals = page.getByRole('link', { name: 'See the cashless hospitals near you' });
      assert.equal(await hospitals.getAttribute('href'), '/insurance/cashless-hospitals');
      await fits360(page, 'the cover amount step');

      await page.goto('/insurance/cashless-hospitals');
      await page.getByLabel('COVER').selectOption('264');
      await page.getByLabel('PINCODE').fill('600001');
      await page.getByRole('button', { name: 'Show hospitals' }).click();
      const list = page.getByRole('region', { name: 'Cashless hospitals' });
      await list
        .getByRole('heading', {
          name: /^Sample data \(sandbox\): \d cashless hospitals near 600001$/,
        })
        .waitFor();
      const first = await list.getByRole('listitem').first().textContent();
      assert.match(String(first), /^Sample Hospital \d+, .+ — sandbox data/);
      await fits360(page, 'the cashless hospitals page');
    }));
});
