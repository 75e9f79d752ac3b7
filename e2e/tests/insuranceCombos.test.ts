import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Answers, JourneyDef } from '@tara/core';
import { samplePath } from '@tara/core';
import type { Page } from 'playwright-core';
import { appSuite } from '../src/appSuite.js';
import { horizontalOverflow, logInInBrowser, newMobile } from '../src/auth.js';
import { axeViolations, describeViolations } from '../src/axe.js';
import { fetchJourney } from '../src/journeyFixtures.js';
import { walkStep } from '../src/walkStep.js';

const HOSPICASH = 'insurance/term-hospicash-business-suraksha';
const SURAKSHA = 'insurance/term-business-suraksha-group-personal-accident';
const ACCIDENT = 'insurance/term-group-personal-accident';
/** A fresh mobile ending in `last`: the sandbox insurer refuses on 8, fails on 9. */
const mobileEnding = (last: string): string => `${newMobile().slice(0, 9)}${last}`;

/**
 * Opens a combo from its entry link and answers every step on `mobile`; answers the step ids
 * the browser was on, in order.
 */
async function walkCombo(page: Page, journey: JourneyDef, mobile: string): Promise<string[]> {
  const slug = journey.prefix.replace('insurance/', '');
  await page.goto(`/insurance/step1?prettyName=${slug}`);
  await page.waitForURL((url) => url.pathname === `/${journey.prefix}/step0.5`);
  let answers: Answers = {};
  const seen: string[] = [];
  for (const [id, values] of samplePath(journey.prefix)) {
    await page.waitForURL((url) => url.pathname === `/${journey.prefix}/${id}`);
    seen.push(id);
    const typed = id === 'step1' ? { ...values, mobile } : values;
    await walkStep(page, journey, id, typed, answers);
    answers = { ...answers, ...typed };
  }
  await page.waitForURL((url) => url.pathname === '/login');
  return seen;
}

/** Walks, logs in and pays the combo at the sandbox checkout with `upi`. */
async function payCombo(page: Page, baseUrl: string, prefix: string, mobile: string, upi: string) {
  const journey = await fetchJourney(baseUrl, prefix);
  const seen = await walkCombo(page, journey, mobile);
  await logInInBrowser(page, baseUrl, mobile);
  await page.waitForURL((url) => url.pathname === '/insurance/congrates');
  await page.getByRole('heading', { name: 'Before you pay' }).waitFor();
  const pay = page.getByRole('button', { name: /^Pay ₹/ });
  const label = String(await pay.textContent());
  await pay.click();
  const checkout = page.getByRole('dialog');
  await checkout.getByLabel('UPI ID').fill(upi);
  await checkout.getByRole('button', { name: label }).click();
  return { seen, label };
}

/** The combo's policies on insurance/congrates: each with its number, validity and document. */
async function expectPolicies(page: Page, parts: string[]): Promise<void> {
  await page.getByRole('heading', { name: 'Congratulations! Your policies are issued' }).waitFor();
  for (const part of parts) {
    const item = page.getByRole('region', { name: part, exact: true });
    await item.getByText(/^SBX-(KGI|KLI)-\d{4}-\d{8}$/).waitFor();
    await item.getByText(/^\d{2}\/\d{2}\/\d{4}$/).waitFor();
    await item.getByText('Issued', { exact: true }).waitFor();
    const link = item.getByRole('link', { name: `Download ${part} policy` });
    await link.waitFor();
    assert.match(String(await link.getAttribute('href')), /^blob:/);
  }
  assert.equal(await horizontalOverflow(page), 0, 'the policies fit 360 px');
}

// The three combos in Chromium at 360 px (decision 055): the entry link opens the combo's plans,
// the visitor answers every step (the term + accident combo skips the business steps), logs in,
// sees every part's insurer, cover, premium and exclusions, pays the total once; each insurer
// issues its policy and insurance/congrates lists them with their documents. A refused payment
// and an issuance the insurer cannot make land on /insurance/step6 with their messages.
describe('the insurance combos', () => {
  const app = appSuite();

  it('term + hospital cash + business suraksha: pay once, three policies', () =>
    app.withPhone(async (page) => {
      const started = Date.now();
      const { seen, label } = await payCombo(
        page,
        app.server.baseUrl,
        HOSPICASH,
        mobileEnding('1'),
        'success@razorpay',
      );
      assert.deepEqual(seen, [
        'step0.5',
        'step1',
        'step2.1',
        'step3.3',
        'step4.3',
        'step5.2',
        'step6.4',
        'step6.5',
        'step7',
      ]);
      // Plan 912: ₹745 + ₹349 + ₹999.
      assert.equal(label, 'Pay ₹2,093');
      await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
      await page.getByRole('button', { name: 'See your policy' }).click();
      await expectPolicies(page, ['Term Insurance', 'Hospital Cash', 'Shop Insurance']);
      const violations = await axeViolations(page);
      assert.equal(violations.length, 0, describeViolations('combo congrates', violations));
      console.log(
        `term + hospital cash + business suraksha end to end: ${Date.now() - started} ms`,
      );
    }));

  it('term + business suraksha + group personal accident: the disclosure, then three policies', () =>
    app.withPhone(async (page) => {
      const baseUrl = app.server.baseUrl;
      const journey = await fetchJourney(baseUrl, SURAKSHA);
      const mobile = mobileEnding('2');
      await walkCombo(page, journey, mobile);
      await logInInBrowser(page, baseUrl, mobile);
      await page.getByRole('heading', { name: 'Before you pay' }).waitFor();
      for (const part of ['Term Insurance', 'Shop Insurance', 'Group Personal Accident']) {
        await page
          .getByRole('region', { name: part, exact: true })
          .getByRole('heading', { name: 'Key exclusions' })
          .waitFor();
      }
      await page.getByText('Kotak Life Insurance').first().waitFor();
      assert.equal(await horizontalOverflow(page), 0, 'the disclosure fits 360 px');
      const payViolations = await axeViolations(page);
      assert.equal(
        payViolations.length,
        0,
        describeViolations('the combo pay step', payViolations),
      );
      await page.getByRole('button', { name: 'Pay ₹2,489' }).click();
      const checkout = page.getByRole('dialog', {
        name: 'Term, Business Suraksha and Group Personal Accident, ₹5,00,000 life cover',
      });
      await checkout.getByText('For ₹2,489, including GST').waitFor();
      await checkout.getByLabel('UPI ID').fill('success@razorpay');
      await checkout.getByRole('button', { name: 'Pay ₹2,489' }).click();
      await page.getByRole('button', { name: 'See your policy' }).click();
      await expectPolicies(page, ['Term Insurance', 'Shop Insurance', 'Group Personal Accident']);
    }));

  it('term + group personal accident skips the business steps: step3.3 → step6.4', () =>
    app.withPhone(async (page) => {
      const { seen, label } = await payCombo(
        page,
        app.server.baseUrl,
        ACCIDENT,
        mobileEnding('3'),
        'success@razorpay',
      );
      assert.deepEqual(seen, [
        'step0.5',
        'step1',
        'step2.1',
        'step3.3',
        'step6.4',
        'step6.5',
        'step7',
      ]);
      // Plan 931: ₹447 + ₹447.
      assert.equal(label, 'Pay ₹894');
      await page.getByRole('button', { name: 'See your policy' }).click();
      await expectPolicies(page, ['Term Insurance', 'Group Personal Accident']);
    }));

  it('a refused payment lands on the error page with its message', () =>
    app.withPhone(async (page) => {
      await payCombo(page, app.server.baseUrl, ACCIDENT, mobileEnding('4'), 'failure@razorpay');
      await page.waitForURL((url) => url.pathname === '/insurance/step6');
      const url = new URL(page.url());
      assert.equal(url.searchParams.get('e'), '1');
      assert.equal(url.searchParams.get('p'), null, 'a payment was attempted: no p=0');
      await page
        .getByText(/^We were unable to complete payment\. Please write to us on /)
        .waitFor();
      await page.getByRole('heading', { name: 'We could not complete your application' }).waitFor();
    }));

  it('an issuance the insurer refuses after payment lands on the error page with its message', () =>
    app.withPhone(async (page) => {
      await payCombo(page, app.server.baseUrl, ACCIDENT, mobileEnding('7'), 'success@razorpay');
      await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
      await page.getByRole('button', { name: 'See your policy' }).click();
      await page.waitForURL((url) => url.pathname === '/insurance/step6');
      await page
        .getByText(
          /^The insurer could not issue this policy after its review\. Please write to us on /,
        )
        .waitFor();
      await page.getByRole('heading', { name: 'We could not complete your application' }).waitFor();
    }));

  it('an issuance the insurer cannot make after payment lands on the error page', () =>
    app.withPhone(async (page) => {
      const mobile = mobileEnding('9');
      await payCombo(page, app.server.baseUrl, ACCIDENT, mobile, 'success@razorpay');
      await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
      await page.getByRole('button', { name: 'See your policy' }).click();
      await page.waitForURL((url) => url.pathname === '/insurance/step6');
      const url = new URL(page.url());
      assert.doesNotMatch(url.search, new RegExp(mobile), 'no personal data in the URL');
      await page
        .getByText(/^Something went wrong, please try later! Please write to us on /)
        .waitFor();
    }));
});
