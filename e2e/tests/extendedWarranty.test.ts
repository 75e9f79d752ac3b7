import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Answers, JourneyDef } from '@tara/core';
import { EW_PAY_LINK, ewPlanLabels, OBJECT_TYPES, PRODUCTS, samplePath } from '@tara/core';
import type { Page } from 'playwright-core';
import { appSuite } from '../src/appSuite.js';
import { horizontalOverflow, logInInBrowser, newMobile } from '../src/auth.js';
import { axeViolations, describeViolations } from '../src/axe.js';
import { fetchJourney } from '../src/journeyFixtures.js';
import { walkStep } from '../src/walkStep.js';

// The extended warranty in Chromium at 360 px (decision 044): a visitor answers step1 to
// step3 (contact, the product, the plan), pays the premium the server priced through the
// sandbox checkout (logging in on the way, a payment being its user's alone), the status
// screen records the offline pay, the journey resumes at step4 and ends on ew/congrates: the
// one journey page with the header, showing the warranty's certificate and cover. The pay page
// and ew/congrates name the provider and how to claim (the descriptor's data), the pay page
// prices every plan in rupees, and ew/congrates links the certificate PDF (decision 086). The
// plan step names each plan with its rupee premium for the product (decision 092).
const claims = PRODUCTS.find((p) => p.sells?.objectType === OBJECT_TYPES.ew)?.claims;

/** The journey with the plan step's options named as the lead's view names them (decision 092). */
const withLeadPlanLabels = (journey: JourneyDef, labels: Record<string, string>): JourneyDef => ({
  ...journey,
  steps: journey.steps.map((step) => ({
    ...step,
    fields: step.fields.map((f) =>
      f.name === 'ewPlan'
        ? { ...f, options: f.options?.map((o) => ({ ...o, label: labels[o.value] ?? o.label })) }
        : f,
    ),
  })),
});

/** The provider and the claim steps, as the product's descriptor gives them. */
async function showsClaimProcess(page: Page): Promise<void> {
  if (!claims) throw new Error('the extended warranty names no claim process');
  await page.getByRole('heading', { name: 'Provider and how to claim' }).waitFor();
  await page.getByText(claims.provider, { exact: true }).waitFor();
  for (const step of claims.steps) await page.getByText(step).waitFor();
  if (claims.contact.email) await page.getByRole('link', { name: claims.contact.email }).waitFor();
}

describe('the extended warranty journey', () => {
  const app = appSuite();

  it('a warranty bought end to end through the sandbox checkout', () =>
    app.withPhone(async (page) => {
      const started = Date.now();
      const baseUrl = app.server.baseUrl;
      const journey: JourneyDef = await fetchJourney(baseUrl, 'ew');
      const mobile = newMobile();
      const path = samplePath('ew').map(([id, values]): [string, Answers] => [
        id,
        id === 'step1' ? { ...values, mobile } : values,
      ]);
      await page.goto('/ew');
      await page.waitForURL((url) => url.pathname === '/ew/step1');
      assert.equal(await page.locator('header').count(), 0, 'no header on the journey steps');
      let answers: Answers = {};
      for (const [id, values] of path.slice(0, 2)) {
        await walkStep(page, journey, id, values, answers);
        answers = { ...answers, ...values };
      }
      // The plan step: each plan in rupees for the ₹24,999 phone, the pay page's figures.
      await page.waitForURL((url) => url.pathname === '/ew/step3');
      const plans = page.getByRole('radiogroup', { name: 'WARRANTY PLAN' });
      for (const name of [
        '1 year extended warranty — ₹1,250 incl. 18\u00a0% GST (5\u00a0% of ₹24,999)',
        '2 years extended warranty — ₹2,125 incl. 18\u00a0% GST (8.5\u00a0% of ₹24,999)',
        '3 years extended warranty — ₹2,875 incl. 18\u00a0% GST (11.5\u00a0% of ₹24,999)',
      ]) {
        await plans.getByRole('radio', { name, exact: true }).waitFor();
      }
      assert.equal(await horizontalOverflow(page), 0, 'the plan step fits 360 px');
      const [step3] = path.slice(2);
      if (!step3) throw new Error('no step3 in the sample walk');
      const priced = withLeadPlanLabels(journey, ewPlanLabels(answers));
      await walkStep(page, priced, step3[0], step3[1], answers, { waits: true });
      answers = { ...answers, ...step3[1] };
      // The serial number is shown masked in the answers.
      await page.getByText('XXXXXXXXXXX7891').first().waitFor();
      assert.equal(await page.getByText('356789104567891').count(), 0, 'no whole serial shown');
      assert.equal(await horizontalOverflow(page), 0, 'the waiting step fits 360 px');

      await page.getByRole('link', { name: EW_PAY_LINK.text }).click();
      await logInInBrowser(page, baseUrl, mobile);
      await page.waitForURL((url) => url.pathname === '/ew/pay');
      await page.getByRole('heading', { name: '2 years extended warranty' }).waitFor();
      // ₹24,999 on the 2-year plan: ₹2,125 with ₹1,800.85 + ₹162.07 + ₹162.08.
      await page.getByText('₹1,800.85').waitFor();
      await page.getByText('₹162.07').waitFor();
      await page.getByText('XXXXXXXXXXX7891').waitFor();
      // Every plan's premium in rupees for the ₹24,999 phone, as the plan step showed them.
      await page.getByRole('cell', { name: '₹1,250' }).waitFor();
      await page.getByRole('cell', { name: '₹2,875' }).waitFor();
      await showsClaimProcess(page);
      assert.equal(await horizontalOverflow(page), 0, 'the pay page fits 360 px');
      const payViolations = await axeViolations(page);
      assert.equal(payViolations.length, 0, describeViolations('the pay page', payViolations));

      const offline = page.waitForResponse(
        (r) =>
          r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/ew/pay/offline',
      );
      await page.getByRole('button', { name: 'Pay ₹2,125' }).click();
      const checkout = page.getByRole('dialog', { name: '2 years extended warranty' });
      await checkout.getByText('For ₹2,125, including GST').waitFor();
      await checkout.getByLabel('UPI ID').fill('success@razorpay');
      await checkout.getByRole('button', { name: 'Pay ₹2,125' }).click();
      await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
      const recorded = await offline;
      assert.equal(recorded.status(), 200, 'the offline pay is recorded');
      assert.equal(recorded.request().postDataJSON().ewId.length, 36);

      // Back to the journey, moved on by the payment to step4.
      await page.getByRole('button', { name: 'See your warranty' }).click();
      await page.waitForURL((url) => url.pathname === '/ew/step4');
      const [step4] = path.slice(3);
      if (!step4) throw new Error('no step4 in the sample walk');
      await walkStep(page, journey, step4[0], step4[1], answers);
      await page.waitForURL((url) => url.pathname === '/ew/congrates');
      await page
        .getByRole('heading', { name: 'Congratulations! Your product is protected' })
        .waitFor();
      await page.locator('header').waitFor();
      await page.getByText(/^EW-\d{4}-[0-9A-F]{10}$/).waitFor();
      await page.getByText('2 years extended warranty').waitFor();
      await page.getByText('Samsung Galaxy M35 (Mobile phone)').waitFor();
      await page.getByText(/^\d{2}\/\d{2}\/\d{4} to \d{2}\/\d{2}\/\d{4}$/).waitFor();
      await page.getByText('₹2,125, including ₹324.15 GST (18\u00a0%)').waitFor();
      await page.getByRole('link', { name: 'Download receipt' }).waitFor();
      await showsClaimProcess(page);
      const certificate = page.getByRole('link', { name: 'Download certificate (PDF)' });
      const href = await certificate.getAttribute('href');
      assert.ok(href, 'the certificate is linked');
      const pdf = await page.request.get(href);
      assert.equal(pdf.status(), 200);
      assert.equal(pdf.headers()['content-type'], 'application/pdf');
      assert.equal((await pdf.body()).subarray(0, 5).toString(), '%PDF-');
      assert.equal(await horizontalOverflow(page), 0, 'the congratulations page fits 360 px');
      const violations = await axeViolations(page);
      assert.equal(violations.length, 0, describeViolations('ew/congrates', violations));
      console.log(`extended warranty end to end: ${Date.now() - started} ms`);
    }));
});
