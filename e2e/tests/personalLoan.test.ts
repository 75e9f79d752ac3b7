import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JourneyDef, LeadCurrentResponse } from '@tara/core';
import { getStep, sampleAnswers } from '@tara/core';
import { appSuite } from '../src/appSuite.js';
import { horizontalOverflow, newMobile, readOtp } from '../src/auth.js';
import { axeViolations, describeViolations } from '../src/axe.js';
import { fetchJourney } from '../src/journeyFixtures.js';
import { walkLoan } from '../src/walkLoan.js';

const P = 'personal-loan';

// The personal loan (spec 02 §2.4, decision 049) in Chromium at 360 px against the bureau
// sandbox and the loan engine: a salaried applicant from step1 to the journey's end, every step
// answered through the page. The offers page is another engineer's: only its URL is asserted.
describe('the personal loan', () => {
  const app = appSuite();

  it('a salaried applicant from step1 to the offers page', async () => {
    await app.withPhone(async (page) => {
      const baseUrl = app.server.baseUrl;
      const journey: JourneyDef = await fetchJourney(baseUrl, P);
      const mobile = newMobile();
      await page.goto(`/${P}/step1`);
      await page.getByRole('heading', { name: getStep(journey, 'step1').title }).waitFor();
      const onStep1 = await axeViolations(page);
      assert.equal(onStep1.length, 0, describeViolations('step1', onStep1));
      assert.equal(await horizontalOverflow(page), 0, 'no horizontal scrolling at 360 px');
      const seen: string[] = [];
      await walkLoan(page, {
        baseUrl,
        journey,
        branch: 'default',
        overrides: { mobile },
        onStep: async (stepId) => {
          seen.push(stepId);
        },
      });
      await page.waitForURL((url) => url.pathname === `/${P}/offers`);
      assert.deepEqual(seen.slice(0, 9), [
        'step1',
        'step2',
        'step2.1',
        'step3',
        'step3.1',
        'step4',
        'step4.1',
        'step4.2',
        'step5.1',
      ]);
      assert.equal(seen[9], 'step7.1', 'another lender: the application from step7.1');
      assert.equal(seen.at(-1), 'step13.3');
      const res = await page.request.get(`/api/lead/current?journey=${P}`);
      const now = ((await res.json()) as LeadCurrentResponse).data.results;
      assert.equal(now.status, 'complete');
      assert.equal(now.calls['pl.creditReport']?.outcome, 'pulled');
      assert.equal(now.calls['pl.lenderMatch']?.outcome, 'other');
      // The offers page reads the journey's answers and its report's score (no form to fill).
      const list = page.getByRole('list', { name: 'Personal loan offers' });
      await list.getByRole('listitem').first().waitFor();
    });
  });

  it('proves the mobile by OTP before step1’s pull, and asks to send the application to the lender it shows', async () => {
    await app.withPhone(async (page) => {
      const baseUrl = app.server.baseUrl;
      const journey: JourneyDef = await fetchJourney(baseUrl, P);
      const mobile = newMobile();
      await page.goto(`/${P}/step1`);
      await page.getByRole('heading', { name: getStep(journey, 'step1').title }).waitFor();
      const submit = page.getByRole('button', { name: 'Continue' });
      // The bureau consent names who pulls and why, and starts unticked (decision 063).
      const pull = page.getByRole('checkbox', {
        name: /^I authorise Tara to fetch my credit report/,
      });
      assert.equal(await pull.isChecked(), false, 'the pull’s consent starts unticked');
      // A message shown on leaving a box moves nothing below it (issue 22 §6, CLS 0).
      const top = () => pull.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      const before = await top();
      await page.getByLabel('MOBILE NUMBER', { exact: true }).fill('12');
      await page.keyboard.press('Tab');
      await page.locator('.field__error').filter({ hasText: /\S/ }).first().waitFor();
      assert.equal(await top(), before, 'the consent did not move');
      const values = sampleAnswers(P, 'step1');
      await page.getByLabel('FIRST NAME', { exact: true }).fill(String(values.firstname));
      await page.getByLabel('LAST NAME', { exact: true }).fill(String(values.lastname));
      await page.getByLabel('MOBILE NUMBER', { exact: true }).fill(mobile);
      await page.getByLabel('PAN', { exact: true }).fill(String(values.pancard));
      await pull.check();
      // Without the code the step cannot go: nothing is pulled on a typed mobile.
      assert.equal(await submit.getAttribute('aria-disabled'), 'true');
      await page.getByRole('button', { name: /^Send OTP$/ }).click();
      await page.getByLabel('OTP SENT TO YOUR MOBILE').fill(await readOtp(baseUrl, mobile));
      await submit.click();
      await page.waitForURL((url) => url.pathname === `/${P}/step2`);
      const lead = async () =>
        (
          (await (
            await page.request.get(`/api/lead/current?journey=${P}`)
          ).json()) as LeadCurrentResponse
        ).data.results;
      assert.equal((await lead()).calls['pl.creditReport']?.outcome, 'pulled');

      await walkLoan(page, {
        baseUrl,
        journey,
        branch: 'default',
        overrides: { mobile },
        answered: { ...values, mobile },
        until: 'step13.3',
      });
      // The lender the match chose is shown, and the consent names it, unticked.
      const lender = String((await lead()).calls['pl.lenderMatch']?.facts.lenderName);
      assert.equal(lender, 'State Bank of India');
      await page.getByRole('definition').filter({ hasText: lender }).waitFor();
      const send = page.getByRole('checkbox', {
        name: `I ask Tara to send this application to ${lender}, the lender shown above, for this loan only.`,
      });
      assert.equal(await send.isChecked(), false, 'the sending consent starts unticked');
      await page.getByLabel('OFFICE E-MAIL').fill('asha.verma@tcs.com');
      assert.equal(await submit.getAttribute('aria-disabled'), 'true');
      await send.check();
      await submit.click();
      await page.waitForURL((url) => url.pathname === `/${P}/offers`);
    });
  });
});
