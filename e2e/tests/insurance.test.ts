import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Answers, JourneyDef } from '@tara/core';
import { samplePath } from '@tara/core';
import type { Page } from 'playwright-core';
import { appSuite } from '../src/appSuite.js';
import { horizontalOverflow, logInInBrowser, newMobile } from '../src/auth.js';
import { axeViolations, describeViolations } from '../src/axe.js';
import { fetchJourney } from '../src/journeyFixtures.js';
import { walkStep } from '../src/walkStep.js';

const PREFIX = 'insurance/shop-insurance';
/** The paid-but-not-issued screen with its refund at 360 px (issue 22 §3). */
const REFUND_SCREENSHOT = new URL(
  '../../docs/screenshots/refund-after-refusal.png',
  import.meta.url,
);
const TERM = 'insurance/term-insurance';
/** A fresh mobile ending in `last`: the sandbox insurer refuses on 8, fails on 9. */
const mobileEnding = (last: string): string => `${newMobile().slice(0, 9)}${last}`;

/** Opens shop insurance from its entry link and answers its three steps on `mobile`. */
async function walkShop(page: Page, journey: JourneyDef, mobile: string): Promise<void> {
  await page.goto('/insurance/step1?prettyName=shop-insurance');
  await page.waitForURL((url) => url.pathname === `/${PREFIX}/step0.6`);
  let answers: Answers = {};
  for (const [id, values] of samplePath(PREFIX)) {
    const typed = id === 'step1' ? { ...values, mobile } : values;
    await walkStep(page, journey, id, typed, answers);
    answers = { ...answers, ...typed };
  }
  await page.waitForURL((url) => url.pathname === '/login');
  // The buyer is told why a login stands before paying, and that they come back (issue 22 §5).
  await page.getByText('Log in with your mobile number to pay').waitFor();
}

// Shop and term insurance in Chromium at 360 px (decision 048, pay then issue): the entry link opens
// the plans, the visitor answers plan, mobile and shop, logs in, sees the IRDAI disclosure
// (insurer, cover, premium with GST, key exclusions), pays through the sandbox checkout; the
// insurer issues the policy after the payment and insurance/congrates shows it with its
// document. A proposal the insurer refuses lands on /insurance/step6 with its message.
describe('the insurance journeys', () => {
  const app = appSuite();

  it('a policy bought end to end: pay, then issue', () =>
    app.withPhone(async (page) => {
      const started = Date.now();
      const baseUrl = app.server.baseUrl;
      const journey = await fetchJourney(baseUrl, PREFIX);
      const mobile = mobileEnding('1');
      await walkShop(page, journey, mobile);
      await logInInBrowser(page, baseUrl, mobile);
      await page.waitForURL((url) => url.pathname === '/insurance/congrates');
      await page.getByRole('heading', { name: 'Before you pay' }).waitFor();
      // Plan 102: ₹3,00,000 cover for ₹599 including ₹91.37 GST.
      await page.getByText('₹3,00,000').first().waitFor();
      await page.getByText('₹599, including ₹91.37 GST (18\u00a0%)').waitFor();
      await page.getByText('Kotak General Insurance').first().waitFor();
      await page.getByRole('heading', { name: 'Key exclusions' }).waitFor();
      assert.equal(await horizontalOverflow(page), 0, 'the disclosure fits 360 px');
      const payViolations = await axeViolations(page);
      assert.equal(payViolations.length, 0, describeViolations('the pay step', payViolations));

      await page.getByRole('button', { name: 'Pay ₹599' }).click();
      const checkout = page.getByRole('dialog', { name: 'Shop Insurance, ₹3,00,000 cover' });
      await checkout.getByText('For ₹599, including GST').waitFor();
      await checkout.getByLabel('UPI ID').fill('success@razorpay');
      await checkout.getByRole('button', { name: 'Pay ₹599' }).click();
      await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
      await page.getByRole('button', { name: 'See your policy' }).click();

      await page.waitForURL((url) => url.pathname === '/insurance/congrates');
      await page.getByRole('heading', { name: 'Congratulations! Your policy is issued' }).waitFor();
      await page.getByText(/^SBX-KGI-\d{4}-\d{8}$/).waitFor();
      await page.getByText(/^\d{2}\/\d{2}\/\d{4} to \d{2}\/\d{2}\/\d{4}$/).waitFor();
      const link = page.getByRole('link', { name: 'Download policy document' });
      await link.waitFor();
      assert.match(String(await link.getAttribute('href')), /^blob:/);
      assert.equal(await horizontalOverflow(page), 0, 'the policy page fits 360 px');
      const violations = await axeViolations(page);
      assert.equal(violations.length, 0, describeViolations('insurance/congrates', violations));
      console.log(`shop insurance end to end: ${Date.now() - started} ms`);
    }));

  it('a proposal the insurer refuses lands on the error page with its message', () =>
    app.withPhone(async (page) => {
      const baseUrl = app.server.baseUrl;
      const journey = await fetchJourney(baseUrl, PREFIX);
      const mobile = mobileEnding('8');
      await walkShop(page, journey, mobile);
      await logInInBrowser(page, baseUrl, mobile);
      await page.getByRole('heading', { name: 'Before you pay' }).waitFor();
      await page.getByRole('button', { name: 'Pay ₹599' }).click();
      await page.waitForURL((url) => url.pathname === '/insurance/step6');
      const url = new URL(page.url());
      assert.equal(url.searchParams.get('e'), '1');
      assert.equal(url.searchParams.get('p'), '0');
      assert.doesNotMatch(url.search, new RegExp(mobile), 'no personal data in the URL');
      await page
        .getByText(/^The insurer has declined this proposal\. Please write to us on /)
        .waitFor();
      await page.getByRole('heading', { name: 'We could not complete your application' }).waitFor();
    }));

  it('a policy the insurer refuses after payment: the payment is refunded at once and shown', () =>
    app.withPhone(async (page) => {
      const baseUrl = app.server.baseUrl;
      const journey = await fetchJourney(baseUrl, PREFIX);
      const mobile = mobileEnding('7');
      await walkShop(page, journey, mobile);
      await logInInBrowser(page, baseUrl, mobile);
      await page.getByRole('heading', { name: 'Before you pay' }).waitFor();
      await page.getByRole('button', { name: 'Pay ₹599' }).click();
      const checkout = page.getByRole('dialog', { name: 'Shop Insurance, ₹3,00,000 cover' });
      await checkout.getByLabel('UPI ID').fill('success@razorpay');
      await checkout.getByRole('button', { name: 'Pay ₹599' }).click();
      await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
      await page.getByRole('button', { name: 'See your policy' }).click();

      // Issue 22 §3, decision 081: amount, both references, status, timeline and next step.
      await page.waitForURL((url) => url.pathname === '/insurance/congrates');
      await page.getByRole('heading', { name: 'Your payment is safe' }).waitFor();
      const refund = page.getByRole('region', { name: 'Your refund' });
      await refund.waitFor();
      const facts = (term: string) =>
        refund.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
      assert.equal(await facts('Refund amount').textContent(), '₹599');
      assert.match(String(await facts('Refund reference').textContent()), /^rfnd_\w{14}$/);
      assert.match(String(await facts('Payment reference').textContent()), /^pay_\w{14}$/);
      assert.equal(await facts('Status').textContent(), 'Refund started');
      await refund.getByText(/5 to 7 working days/).waitFor();
      await refund
        .getByText(/^If it has not reached you after 7 working days, write to /)
        .waitFor();
      assert.equal(await horizontalOverflow(page), 0, 'the refund fits 360 px');
      const violations = await axeViolations(page);
      assert.equal(violations.length, 0, describeViolations('the refund', violations));
      // The bottom tray (fixed) is left out of the picture (the CSP refuses an injected sheet).
      await page.locator('.tray').evaluate((tray) => {
        (tray as HTMLElement).style.display = 'none';
      });
      await refund.screenshot({ path: REFUND_SCREENSHOT.pathname, scale: 'css' });
      assert.ok(statSync(REFUND_SCREENSHOT).size < 80_000, 'a small screenshot');
    }));

  it('term insurance: the entry link carries the plan, then pay and issue', () =>
    app.withPhone(async (page) => {
      const started = Date.now();
      const baseUrl = app.server.baseUrl;
      const term = await fetchJourney(baseUrl, TERM);
      const mobile = mobileEnding('2');
      await page.goto('/insurance/step1?prettyName=term-insurance&plan=303');
      // The plan of the link is saved: the journey opens at step1.
      await page.waitForURL((url) => url.pathname === `/${TERM}/step1`);
      let answers: Answers = { insurancePremiumPlan: '303' };
      for (const [id, values] of samplePath(TERM).slice(1)) {
        const typed = id === 'step1' ? { ...values, mobile } : values;
        await walkStep(page, term, id, typed, answers);
        answers = { ...answers, ...typed };
      }
      await logInInBrowser(page, baseUrl, mobile);
      await page.waitForURL((url) => url.pathname === '/insurance/congrates');
      await page.getByRole('heading', { name: 'Before you pay' }).waitFor();
      await page.getByText('₹10,00,000').first().waitFor();
      await page.getByText('Kotak Life Insurance').first().waitFor();
      await page.getByRole('button', { name: 'Pay ₹1,490' }).click();
      const checkout = page.getByRole('dialog', { name: 'Term Insurance, ₹10,00,000 cover' });
      await checkout.getByLabel('UPI ID').fill('success@razorpay');
      await checkout.getByRole('button', { name: 'Pay ₹1,490' }).click();
      await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
      await page.getByRole('button', { name: 'See your policy' }).click();
      await page.getByRole('heading', { name: 'Congratulations! Your policy is issued' }).waitFor();
      await page.getByText(/^SBX-KLI-\d{4}-\d{8}$/).waitFor();
      await page.getByRole('link', { name: 'Download policy document' }).waitFor();
      assert.equal(await horizontalOverflow(page), 0, 'the term policy fits 360 px');
      console.log(`term insurance end to end: ${Date.now() - started} ms`);
    }));
});
