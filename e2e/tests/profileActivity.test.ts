import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Answers } from '@tara/core';
import { productOfJourney, samplePath } from '@tara/core';
import { appSuite } from '../src/appSuite.js';
import { horizontalOverflow, logInInBrowser, newMobile } from '../src/auth.js';
import { axeViolations, describeViolations } from '../src/axe.js';
import { fetchJourney } from '../src/journeyFixtures.js';
import { walkStep } from '../src/walkStep.js';

const PREFIX = 'insurance/shop-insurance';
const SCREENSHOT = new URL('../../docs/screenshots/account-360.png', import.meta.url);

// The account lists what the user bought (issue 22 §4, decision 082): after buying shop
// insurance in the sandbox, /profile/accounts at 360 px shows the policy with its policy number
// and documents that download, and /profile/insurance lists it instead of going home.
describe('the account lists what was bought', () => {
  const app = appSuite();

  it('a bought policy is in the profile with its reference and a working document', () =>
    app.withPhone(async (page) => {
      const baseUrl = app.server.baseUrl;
      const journey = await fetchJourney(baseUrl, PREFIX);
      const mobile = `${newMobile().slice(0, 9)}1`;
      await page.goto('/insurance/step1?prettyName=shop-insurance');
      await page.waitForURL((url) => url.pathname === `/${PREFIX}/step0.6`);
      let answers: Answers = {};
      for (const [id, values] of samplePath(PREFIX)) {
        const typed = id === 'step1' ? { ...values, mobile } : values;
        await walkStep(page, journey, id, typed, answers);
        answers = { ...answers, ...typed };
      }
      await page.waitForURL((url) => url.pathname === '/login');
      await logInInBrowser(page, baseUrl, mobile);
      await page.waitForURL((url) => url.pathname === '/insurance/congrates');
      await page.getByRole('button', { name: 'Pay ₹599' }).click();
      const checkout = page.getByRole('dialog', { name: /^Shop Insurance/ });
      await checkout.getByLabel('UPI ID').fill('success@razorpay');
      await checkout.getByRole('button', { name: 'Pay ₹599' }).click();
      await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
      await page.getByRole('button', { name: 'See your policy' }).click();
      await page.waitForURL((url) => url.pathname === '/insurance/congrates');
      const number = page.getByText(/^SBX-KGI-\d{4}-\d{8}$/);
      await number.waitFor();
      const policyNumber = ((await number.textContent()) ?? '').trim();

      const name = productOfJourney(PREFIX)?.name;
      assert.ok(name, 'the catalogue names the product');
      await page.goto('/profile/accounts');
      const insurance = page.getByRole('region', { name: /^Insurance/ });
      const policy = insurance.getByRole('article', { name });
      await policy.waitFor();
      await policy.getByText(policyNumber, { exact: true }).waitFor();
      await policy.getByText('Issued', { exact: true }).waitFor();
      await policy
        .getByText(/^\d{2}\/\d{2}\/\d{4}$/)
        .first()
        .waitFor();
      await page.getByRole('region', { name: /^Payments/ }).waitFor();
      assert.equal(await page.getByText('You have not started an application').count(), 0);

      // The receipt is a plain link that downloads a PDF; the policy's PDF comes by a button.
      const receipt = policy.getByRole('link', { name: `Payment receipt (PDF) of ${name}` });
      const href = String(await receipt.getAttribute('href'));
      const pdf = await page.request.get(href);
      assert.equal(pdf.status(), 200, href);
      assert.equal(pdf.headers()['content-type'], 'application/pdf');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        policy.getByRole('button', { name: `Policy ${policyNumber} (PDF) of ${name}` }).click(),
      ]);
      assert.match(download.suggestedFilename(), /\.pdf$/);
      const box = await receipt.boundingBox();
      assert.ok(box && box.height >= 44, `the receipt link is ${box?.height} px tall`);
      assert.equal(await horizontalOverflow(page), 0, 'the account fits 360 px');
      const violations = await axeViolations(page);
      assert.equal(violations.length, 0, describeViolations('/profile/accounts', violations));

      await page.screenshot({ path: SCREENSHOT.pathname, scale: 'css' });
      assert.ok(statSync(SCREENSHOT).size < 80_000, 'a small screenshot');

      // The second visit marks nothing: nothing changed since.
      await page.reload();
      await policy.waitFor();
      assert.equal(await page.getByText('Updated', { exact: true }).count(), 0);

      await page.goto('/profile/insurance');
      assert.equal(new URL(page.url()).pathname, '/profile/insurance');
      await page.getByRole('heading', { level: 1, name: 'Your insurance' }).waitFor();
      await page.getByRole('article', { name }).getByText(policyNumber, { exact: true }).waitFor();
      assert.equal(await page.getByRole('region', { name: /^Payments/ }).count(), 0);
      assert.equal(await horizontalOverflow(page), 0, 'the insurance page fits 360 px');
    }));
});
