import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Answers, JourneyDef } from '@tara/core';
import { MEMBERSHIP_PAY_LINK, MEMBERSHIP_TERMS_PATH, samplePath } from '@tara/core';
import { appSuite } from '../src/appSuite.js';
import { horizontalOverflow, logInInBrowser, newMobile } from '../src/auth.js';
import { axeViolations, describeViolations } from '../src/axe.js';
import { fetchJourney } from '../src/journeyFixtures.js';
import { walkStep } from '../src/walkStep.js';

// The hp membership journey in Chromium at 360 px (decision 042): a visitor answers step1 to
// step5, pays for the plan picked there through the sandbox checkout (logging in on the way,
// a payment being its user's alone), comes back to the journey moved on by the payment, and
// finishes on membership/submit with the plan and its coins, then sees them in the profile
// and on the rewards home.
describe('the hp membership journey', () => {
  const app = appSuite();

  it('a membership bought end to end through the sandbox checkout', () =>
    app.withPhone(async (page) => {
      const baseUrl = app.server.baseUrl;
      const journey: JourneyDef = await fetchJourney(baseUrl, 'hp');
      const mobile = newMobile();
      const path = samplePath('hp').map(([id, values]): [string, Answers] => [
        id,
        id === 'step1' ? { ...values, mobile } : values,
      ]);
      await page.goto('/hp');
      await page.waitForURL((url) => url.pathname === '/hp/step1');
      let answers: Answers = {};
      for (const [id, values] of path.slice(0, 5)) {
        await walkStep(page, journey, id, values, answers, { waits: id === 'step5' });
        answers = { ...answers, ...values };
      }
      assert.equal(await horizontalOverflow(page), 0, 'the waiting step fits 360 px');

      await page.getByRole('link', { name: MEMBERSHIP_PAY_LINK.text }).click();
      await logInInBrowser(page, baseUrl, mobile);
      await page.waitForURL((url) => url.pathname === '/membership');
      // Only the plan picked at step5 is offered, with its price (issue 22 §1).
      await page.getByText('The plan you picked in your membership application').waitFor();
      assert.equal(await page.getByRole('button', { name: /^Buy / }).count(), 1);
      await page.getByRole('button', { name: 'Buy Tara Gold for ₹999' }).click();
      const checkout = page.getByRole('dialog', { name: 'Tara Gold' });
      await checkout.getByLabel('UPI ID').fill('success@razorpay');
      await checkout.getByRole('button', { name: 'Pay ₹999' }).click();

      // Paid, the buyer is taken back to the journey, which the payment moved on to step6.
      await page.waitForURL((url) => url.pathname === '/hp/step6');
      for (const [id, values] of path.slice(5)) {
        await walkStep(page, journey, id, values, answers);
        answers = { ...answers, ...values };
      }
      await page.waitForURL((url) => url.pathname === '/membership/submit');
      await page.getByText('Tara Gold').waitFor();
      await page.getByText('500', { exact: true }).waitFor();
      assert.equal(await horizontalOverflow(page), 0, 'the success page fits 360 px');

      await page.goto('/profile/coins/history');
      await page.getByText('500 coins', { exact: true }).waitFor();
      await page.getByText(/Membership plan bought, \+500 coins/).waitFor();
      await page.goto('/profile/membership-plan');
      await page.getByRole('heading', { name: 'Tara Gold' }).waitFor();

      // The rewards home: the plans on sale, and this member's coins and plan.
      await page.goto('/star-program');
      await page.getByRole('heading', { name: 'Your stars' }).waitFor();
      await page.getByText('Your plan: Tara Gold').waitFor();
      await page.getByRole('heading', { name: 'Tara Platinum' }).waitFor();
      assert.equal(await horizontalOverflow(page), 0, 'the rewards home fits 360 px');
      const violations = await axeViolations(page);
      assert.equal(violations.length, 0, describeViolations('the rewards home', violations));

      // Coins buy the plan's benefits (decision 046): one is redeemed, the balance falls.
      await page.getByRole('link', { name: 'Use your benefits' }).click();
      await page.waitForURL((url) => url.pathname === '/membership');
      const benefits = page.getByRole('region', { name: 'Your member benefits' });
      await benefits.getByRole('button', { name: 'Redeem for 100 coins' }).click();
      await benefits
        .getByRole('status')
        .getByText('Credit report refresh is yours. 400 coins left.')
        .waitFor();
      await benefits
        .getByText(/Credit report refresh, on \d{2}\/\d{2}\/\d{4} for 100 coins/)
        .waitFor();
      await page.goto('/profile/coins/history');
      await page.getByText(/Redeemed: Credit report refresh, -100 coins/).waitFor();
    }));

  it('starts the plan step’s terms box unticked; its link opens the membership’s own terms (064)', () =>
    app.withPhone(async (page, context) => {
      const journey: JourneyDef = await fetchJourney(app.server.baseUrl, 'hp');
      const mobile = newMobile();
      await page.goto('/hp');
      let answers: Answers = {};
      for (const [id, values] of samplePath('hp').slice(0, 4)) {
        const typed = id === 'step1' ? { ...values, mobile } : values;
        await walkStep(page, journey, id, typed, answers);
        answers = { ...answers, ...typed };
      }
      await page.waitForURL((url) => url.pathname === '/hp/step5');
      const box = page.getByRole('checkbox', {
        name: 'I agree to the membership Terms and Conditions',
      });
      assert.equal(await box.isChecked(), false, 'the membership terms start unticked');
      const link = page.getByRole('link', { name: 'Terms and Conditions' });
      assert.equal(await link.getAttribute('href'), MEMBERSHIP_TERMS_PATH);
      assert.equal(await link.getAttribute('target'), '_blank');
      const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await tab.waitForURL((url) => url.pathname === '/membership/terms-and-conditions');
      await tab.getByRole('heading', { name: 'Tara membership Terms and Conditions' }).waitFor();
      assert.equal(await tab.getByText(/METRO/).count(), 0, 'not METRO Cash & Carry’s terms');
      const onTerms = await axeViolations(tab);
      assert.equal(onTerms.length, 0, describeViolations('membership terms', onTerms));
      await tab.close();
      // Continue waits for the box: nothing is accepted for the buyer.
      const submit = page.getByRole('button', { name: 'Continue' });
      assert.equal(await submit.getAttribute('aria-disabled'), 'true');
    }));
});
