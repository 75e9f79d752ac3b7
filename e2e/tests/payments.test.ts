import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SANDBOX_COMPANY_IDENTITY } from '@tara/core/company';
import type { BrowserContext, Page } from 'playwright-core';
import { appSuite } from '../src/appSuite.js';
import { createUser, horizontalOverflow, logInInBrowser, newMobile } from '../src/auth.js';
import { axeViolations, describeViolations } from '../src/axe.js';

// Payments in Chromium against the sandbox gateway (decisions 039–041): the membership plans
// are the purchasable, our sandbox checkout plays Razorpay's, the status screen shows the
// outcome (spec 03 §2, §4: PS).

/** The sandbox company's mailbox: the e2e server runs with no company configured (decision 079). */
const SUPPORT = SANDBOX_COMPANY_IDENTITY.supportEmail;

/** A new user, logged in, on `path` (the login sends them back to it). */
async function signedInOn(page: Page, baseUrl: string, path: string) {
  const mobile = newMobile();
  await createUser(baseUrl, mobile);
  await page.goto(path);
  await logInInBrowser(page, baseUrl, mobile);
  await page.waitForURL((url) => url.pathname === new URL(path, baseUrl).pathname);
}

/** Pays in the sandbox checkout with a UPI id. */
async function payByUpi(page: Page, vpa: string) {
  const checkout = page.getByRole('dialog', { name: 'Tara Gold' });
  await checkout.waitFor();
  await checkout.getByText('For ₹999, including GST').waitFor();
  await checkout.getByLabel('UPI ID').fill(vpa);
  await checkout.getByRole('button', { name: 'Pay ₹999' }).click();
}

async function noAxeViolations(page: Page, where: string) {
  const violations = await axeViolations(page);
  assert.equal(violations.length, 0, describeViolations(where, violations));
}

describe('payments', () => {
  const app = appSuite();

  it('a failed payment, then a retry that succeeds, with the receipt to download', () =>
    app.withPhone(async (page) => {
      await signedInOn(page, app.server.baseUrl, '/membership');
      await page.getByRole('heading', { name: 'Tara Gold' }).waitFor();
      assert.equal(await horizontalOverflow(page), 0, 'the plans fit 360 px');
      await page.getByRole('button', { name: 'Buy Tara Gold for ₹999' }).click();
      // Closing the checkout leaves the user on the plans.
      await page.getByRole('dialog', { name: 'Tara Gold' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      assert.equal(new URL(page.url()).pathname, '/membership');

      await page.getByRole('button', { name: 'Buy Tara Gold for ₹999' }).click();
      // PS-16: the failure goes to the error-reporting service with the form's values.
      const reported = page.waitForRequest(
        (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/client-errors',
      );
      await payByUpi(page, 'failure@razorpay');
      await page.waitForURL((url) => url.pathname === '/payment/fail');
      const report = (await reported).postDataJSON();
      assert.equal(report.source, 'payment');
      assert.equal(report.message, 'We were unable to complete payment');
      assert.deepEqual(Object.keys(report.values).sort(), [
        'invoiceAmount',
        'objectId',
        'objectType',
        'orderId',
        'title',
      ]);
      const url = new URL(page.url());
      assert.equal(url.searchParams.get('payment'), 'fail');
      assert.match(url.searchParams.get('p') ?? '', /^pay_\w{14}$/);
      await page.getByRole('heading', { name: 'Payment Failed' }).waitFor();
      await page
        .getByText(
          "In case your money is deducted from your bank account/wallet, don't worry we will check back",
        )
        .waitFor();
      await page
        .getByText(`We were unable to complete payment. Please write to us on ${SUPPORT}`)
        .waitFor();
      await page.getByText(`In case of any queries, write to us on ${SUPPORT}`).waitFor();
      await noAxeViolations(page, 'the payment-failed view');

      // The retry opens a new order at the same price; the status screen waits for the server.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/payments/pay_*', async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole('button', { name: 'TRY AGAIN' }).click();
      await payByUpi(page, 'success@razorpay');
      await page.waitForURL((url) => url.pathname === '/payment/success');
      await page.getByText('Processing your application...').waitFor();
      release();
      await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
      await page.getByText('₹999, including ₹152.39 GST (18\u00a0%)').waitFor();
      assert.equal(await horizontalOverflow(page), 0, 'the status fits 360 px');
      await noAxeViolations(page, 'the payment-success view');
      const receipt = page.getByRole('link', { name: 'Download receipt' });
      const href = await receipt.getAttribute('href');
      const pdf = await page.request.get(href ?? '');
      assert.equal(pdf.status(), 200);
      assert.equal(pdf.headers()['content-type'], 'application/pdf');
    }));

  it('shows the payment-failed view without a retry when there is no payment id, and the error view', () =>
    app.withPhone(async (page) => {
      await signedInOn(page, app.server.baseUrl, '/payment');
      await page.getByRole('heading', { name: 'Payment Failed' }).waitFor();
      assert.equal(await page.getByRole('button', { name: 'TRY AGAIN' }).count(), 0);
      // An id shorter than 12 characters fails too.
      await page.goto('/payment/success?p=pay_short');
      await page.getByRole('heading', { name: 'Payment Failed' }).waitFor();
      // The server cannot read the payment: the error view, its errors and the footer.
      await page.goto('/payment/success?p=pay_not-a-real-id');
      await page.getByRole('heading', { name: 'We could not finish your purchase' }).waitFor();
      await page.getByText(/Invalid payment id\. Please write to us on/).waitFor();
      await page.getByText(`In case of any queries, write to us on ${SUPPORT}`).waitFor();
    }));

  it('in the app’s web view: the retry shows its amount and home goes to the insurance tab', async () => {
    const context: BrowserContext = await app.browser.newContext({
      baseURL: app.server.baseUrl,
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    // A string, not a function: the test runner's transform would add helpers the page lacks.
    await context.addInitScript({
      content:
        'window.bridged = []; window.ReactNativeWebView = { postMessage: (m) => window.bridged.push(m) };',
    });
    try {
      const page = await context.newPage();
      await signedInOn(page, app.server.baseUrl, '/membership?am=1&appVersion=75');
      await page.getByRole('button', { name: 'Buy Tara Gold for ₹999' }).click();
      await payByUpi(page, 'failure@razorpay');
      await page.getByRole('heading', { name: 'Payment Failed' }).waitFor();
      await page.getByRole('button', { name: 'RETRY PAYMENT OF ₹999' }).waitFor();
      // The web view shows the failure text alone.
      await page.getByText('We were unable to complete payment', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Go back to home' }).click();
      const bridged = () =>
        page.evaluate(() => (window as unknown as { bridged: string[] }).bridged);
      await page.waitForFunction(
        () => (window as unknown as { bridged: string[] }).bridged.length > 0,
      );
      assert.deepEqual(await bridged(), ['{"route":"/home?selectedIndex=6"}']);
    } finally {
      await context.close();
    }
  });
});
