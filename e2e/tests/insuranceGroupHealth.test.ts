import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import type { Answers } from '@tara/core';
import { samplePath } from '@tara/core';
import { appSuite } from '../src/appSuite.js';
import { horizontalOverflow, logInInBrowser, newMobile } from '../src/auth.js';
import { axeViolations, describeViolations } from '../src/axe.js';
import { fetchJourney } from '../src/journeyFixtures.js';
import { walkStep } from '../src/walkStep.js';

const PREFIX = 'insurance/group-health-insurance';
/** A fresh mobile ending in 1: the sandbox insurer issues (8 refuses, 9 fails). */
const issuingMobile = (): string => `${newMobile().slice(0, 9)}1`;

// Group health in Chromium at 360 px (decision 052): the entry link opens step1; self, a
// spouse and two children (a son and a daughter) are added, plan 262 chosen, each member named
// and dated, the address and a pincode the server knows, good health declared, the review
// accepted; after logging in, insurance/congrates shows every member's premium summed with
// GST, the payment goes through the sandbox checkout, and the issued policy's document opens
// as a PDF. A pincode the server does not know keeps Continue off on step1.4.
describe('group health insurance', () => {
  const app = appSuite();

  it('a family of four from step1 through payment to the policy document', () =>
    app.withPhone(async (page) => {
      const started = Date.now();
      const baseUrl = app.server.baseUrl;
      const journey = await fetchJourney(baseUrl, PREFIX);
      const mobile = issuingMobile();
      await page.goto('/insurance/step1?prettyName=group-health-insurance');
      await page.waitForURL((url) => url.pathname === `/${PREFIX}/step1`);
      let answers: Answers = {};
      for (const [id, values] of samplePath(PREFIX)) {
        const typed = id === 'step1' ? { ...values, mobile } : values;
        await walkStep(page, journey, id, typed, answers);
        answers = { ...answers, ...typed };
      }
      await page.waitForURL((url) => url.pathname === '/login');
      await logInInBrowser(page, baseUrl, mobile);
      await page.waitForURL((url) => url.pathname === '/insurance/congrates');
      await page.getByRole('heading', { name: 'Before you pay' }).waitFor();
      // Plan 262 for two adults (₹3,999 each) and two children (₹1,599 each): ₹11,196.
      await page.getByText('₹5,00,000').first().waitFor();
      await page.getByText('₹11,196, including ₹1,707.86 GST (18\u00a0%)').waitFor();
      await page.getByText('Kotak General Insurance').first().waitFor();
      assert.equal(await horizontalOverflow(page), 0, 'the disclosure fits 360 px');
      const leadKey = () => page.evaluate(() => sessionStorage.getItem('incomplete_lead_id'));
      assert.notEqual(await leadKey(), null, 'the tab keeps its lead until the policy is issued');

      await page.getByRole('button', { name: 'Pay ₹11,196' }).click();
      const checkout = page.getByRole('dialog', {
        name: 'Group Health Insurance, ₹5,00,000 cover',
      });
      await checkout.getByText('For ₹11,196, including GST').waitFor();
      await checkout.getByLabel('UPI ID').fill('success@razorpay');
      await checkout.getByRole('button', { name: 'Pay ₹11,196' }).click();
      await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
      await page.getByRole('button', { name: 'See your policy' }).click();

      await page.waitForURL((url) => url.pathname === '/insurance/congrates');
      await page.getByRole('heading', { name: 'Congratulations! Your policy is issued' }).waitFor();
      await page.getByText(/^SBX-KGI-\d{4}-\d{8}$/).waitFor();
      const link = page.getByRole('link', { name: 'Download policy document' });
      await link.waitFor();
      assert.equal(await leadKey(), null, 'temporary lead data is cleared on success');
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      const file = await download.path();
      const head = (await readFile(file)).subarray(0, 5).toString();
      assert.equal(head, '%PDF-', 'the policy document is a PDF');
      assert.equal(await horizontalOverflow(page), 0, 'the policy page fits 360 px');
      const violations = await axeViolations(page);
      assert.equal(violations.length, 0, describeViolations('insurance/congrates', violations));
      console.log(`group health end to end: ${Date.now() - started} ms`);
    }));

  it('keeps Continue off while the pincode has an error; lists cashless hospitals', () =>
    app.withPhone(async (page) => {
      const baseUrl = app.server.baseUrl;
      const journey = await fetchJourney(baseUrl, PREFIX);
      await page.goto(`/${PREFIX}/step1`);
      let answers: Answers = {};
      for (const [id, values] of samplePath(PREFIX)) {
        if (id === 'step1.4') break;
        const typed = id === 'step1' ? { ...values, mobile: issuingMobile() } : values;
        await walkStep(page, journey, id, typed, answers);
        answers = { ...answers, ...typed };
      }
      await page.waitForURL((url) => url.pathname === `/${PREFIX}/step1.4`);
      await page.getByLabel('EMAIL ID').fill('asha.verma@example.com');
      await page.getByLabel('PINCODE').fill('999999');
      await page.getByText('Please enter a valid pincode').first().waitFor();
      const submit = page.getByRole('button', { name: 'Continue' });
      assert.equal(await submit.getAttribute('aria-disabled'), 'true');
      // aria-disabled keeps it focusable: pressed anyway, it saves nothing.
      await submit.click({ force: true });
      assert.equal(new URL(page.url()).pathname, `/${PREFIX}/step1.4`, 'the step is not saved');
      // A pincode the server knows clears the error.
      await page.getByLabel('PINCODE').fill('400001');
      await page.getByText(/^City: /).waitFor();

      await page.goto('/insurance/cashless-hospitals');
      await page.getByLabel('COVER').selectOption('264');
      await page.getByLabel('PINCODE').fill('400001');
      await page.getByRole('button', { name: 'Show hospitals' }).click();
      const list = page.getByRole('region', { name: 'Cashless hospitals' });
      await list.getByRole('heading', { name: /cashless hospitals near 400001$/ }).waitFor();
      assert.ok((await list.getByRole('listitem').count()) >= 3, 'three hospitals or more');
      await page.getByLabel('PINCODE').fill('999999');
      await page.getByRole('button', { name: 'Show hospitals' }).click();
      await page.getByRole('alert').getByText('Please enter a valid pincode').waitFor();
      const violations = await axeViolations(page);
      assert.equal(violations.length, 0, describeViolations('cashless hospitals', violations));
    }));
});
