import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { samplePath } from '@tara/core';
import type { Page } from 'playwright-core';
import { appSuite } from '../src/appSuite.js';
import {
  createUser,
  horizontalOverflow,
  logInInBrowser,
  newMobile,
  outboxCount,
  readOtp,
  waitForNewSms,
} from '../src/auth.js';
import { axeViolations, describeViolations } from '../src/axe.js';
import { fetchJourney } from '../src/journeyFixtures.js';
import { walkStep } from '../src/walkStep.js';

// The credit-report self-pull in Chromium against the sandbox bureau (decisions 034, 035):
// the PAN's 9th character picks the bureau's answer.

/** A new user, logged in, on the self-pull form (the login sends them back to it). */
async function onSelfPull(page: Page, baseUrl: string, path = '/financial-fitness') {
  const mobile = newMobile();
  await createUser(baseUrl, mobile);
  await page.goto(path);
  await logInInBrowser(page, baseUrl, mobile);
  await page.waitForURL((url) => url.pathname === path);
  await page.getByRole('heading', { name: 'Check your credit score' }).waitFor();
  return mobile;
}

/** No serious or critical WCAG 2.1 A/AA violation (axe-core), as the accessibility suite asks. */
async function noAxeViolations(page: Page, where: string) {
  const violations = await axeViolations(page);
  assert.equal(violations.length, 0, describeViolations(where, violations));
}

async function pull(page: Page, pan: string) {
  await page.getByLabel('PAN', { exact: true }).fill(pan);
  await page.getByLabel(/I authorise Tara to fetch my credit report/).check();
  await page.getByRole('button', { name: 'Get my credit score' }).click();
}

describe('credit report self-pull', () => {
  const app = appSuite();

  it('pulls the report from /financial-fitness and explains the score on the credit-score page', () =>
    app.withPhone(async (page) => {
      await onSelfPull(page, app.server.baseUrl);
      assert.equal(await horizontalOverflow(page), 0, 'the form fits 360 px');
      await noAxeViolations(page, 'the self-pull form');
      const consent = page.getByLabel(/I authorise Tara to fetch my credit report/);
      assert.equal(await consent.isChecked(), false, 'consent starts unticked');
      assert.equal(await page.getByRole('link', { name: 'Terms' }).getAttribute('href'), '/terms');
      // Nothing is sent without consent.
      await page.getByLabel('PAN', { exact: true }).fill('ABCDE1234F');
      await page.getByRole('button', { name: 'Get my credit score' }).click();
      await page.getByText('Please agree to let us fetch your credit report').waitFor();
      await pull(page, 'ABCDE1234F');
      // The pull ends on the spec's /profile/my-home, which shows the score it fetched (076).
      await page.waitForURL((url) => url.pathname === '/profile/my-home');
      const card = page.locator('section[aria-labelledby="profile-score-heading"]');
      await card.getByText('out of 900').waitFor();
      const onHome = Number(await card.locator('.profile-score__value strong').textContent());
      await card.getByText(/^Fetched \d{2}\/\d{2}\/\d{4}\./).waitFor();
      assert.equal(await horizontalOverflow(page), 0, 'the profile with its score fits 360 px');
      await noAxeViolations(page, 'the profile with its score');
      await card.getByRole('link', { name: 'See what moves your score' }).click();
      await page.waitForURL((url) => url.pathname === '/profile/credit-score');
      await page.getByText('out of 900').waitFor();
      const score = Number(await page.locator('.credit-score__value strong').textContent());
      assert.ok(score >= 750 && score <= 900, `a good report's score: ${score}`);
      assert.equal(onHome, score, 'the profile shows the score the pull fetched');
      await page.getByText(score > 750 ? 'Excellent (751–900)' : 'Good (601–750)').waitFor();
      await page.getByRole('heading', { name: 'What moves your score' }).waitFor();
      const factors = page.locator('.credit-score__factor h3');
      assert.equal(await factors.count(), 5);
      assert.match((await factors.first().textContent()) ?? '', /Payment history/);
      await page.getByText(/monthly payments on time/).waitFor();
      await page.getByText(/card limit in use/).waitFor();
      await page
        .getByRole('heading', { name: 'Cards you are likely to get with this score' })
        .waitFor();
      // The report to keep: a PDF download of the user's own report.
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Download report (PDF)' }).click();
      const file = await download;
      assert.match(file.suggestedFilename(), /^credit-report-\d{4}-\d{2}-\d{2}\.pdf$/);
      const bytes = await readFile(await file.path());
      assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
      const likely = page.locator('section[aria-labelledby="likely-heading"] li a');
      assert.ok((await likely.count()) > 0, 'cards for this score');
      assert.match((await likely.first().getAttribute('href')) ?? '', /^\/credit-card\//);
      assert.equal(await horizontalOverflow(page), 0, 'the credit-score page fits 360 px');
      await noAxeViolations(page, 'the credit-score page');
    }));

  it('walks the masked-mobile path: edit the mobile (5), verify it by OTP (3), pull', () =>
    app.withPhone(async (page) => {
      await onSelfPull(page, app.server.baseUrl);
      const reported = page.waitForRequest((r) => r.url().endsWith('/api/client-errors'));
      await pull(page, 'ABCDE1236F');
      await page
        .getByRole('alert')
        .filter({ hasText: 'Your credit report is linked to XXXXXX5521' })
        .waitFor();
      // CR-39: the failure went to the error-reporting service with the values' shapes only.
      const report = (await reported).postDataJSON();
      assert.equal(report.source, 'self-pull');
      assert.equal(report.message, 'Your credit report is linked to XXXXXX5521');
      assert.equal(report.values.pan, 'AAAAA9999A');
      assert.doesNotMatch(JSON.stringify(report), /ABCDE1236F/);
      // Next action 5: only the mobile is open to edit.
      assert.equal(await page.getByLabel('PAN', { exact: true }).getAttribute('readonly'), '');
      assert.equal(await page.getByLabel('Mobile number').getAttribute('readonly'), null);
      const onFile = '9812365521';
      await page.getByLabel('Mobile number').fill(onFile);
      await page.getByRole('button', { name: 'Get my credit score' }).click();
      // Next action 3: that mobile is verified by OTP first.
      await page.getByText('First, let us check XXXXXX5521 is yours').waitFor();
      const before = await outboxCount(app.server.baseUrl, onFile);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await waitForNewSms(app.server.baseUrl, onFile, before);
      await page
        .getByLabel('OTP sent to XXXXXX5521')
        .fill(await readOtp(app.server.baseUrl, onFile));
      await page.getByRole('button', { name: 'Verify and fetch' }).click();
      await page.waitForURL((url) => url.pathname === '/profile/my-home');
    }));

  it('opens step-3 when no file is found (8), then every field (9)', () =>
    app.withPhone(async (page) => {
      await onSelfPull(page, app.server.baseUrl);
      await pull(page, 'NOCRP1234A');
      await page.waitForURL((url) => url.pathname === '/self-pull/step-3');
      await page
        .getByText('We were unable to pull your credit report. Tell us a little more')
        .waitFor();
      await page.getByLabel('Pincode').fill('400001');
      await page.getByLabel('Date of birth').fill('15/05/1990');
      await page.getByRole('button', { name: 'Get my credit score' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: /^We were unable to pull your credit report$/ })
        .waitFor();
      // Next action 9: every field open to edit (on the selfPull route the PAN is optional).
      assert.equal(await page.getByLabel('PAN (optional)').getAttribute('readonly'), null);
      assert.equal(await page.getByLabel('First name').getAttribute('readonly'), null);
      assert.equal(await page.getByLabel('Mobile number').getAttribute('readonly'), null);
    }));

  it('opens only the name and PAN for a file in another name (4), only the e-mail for another e-mail (6)', () =>
    app.withPhone(async (page) => {
      await onSelfPull(page, app.server.baseUrl);
      await pull(page, 'ABCDE1231F');
      await page
        .getByRole('alert')
        .filter({ hasText: 'does not match your credit file' })
        .waitFor();
      const readOnly = async (label: string | RegExp) =>
        (await page
          .getByLabel(label, { exact: typeof label === 'string' })
          .getAttribute('readonly')) === '';
      assert.equal(await readOnly('Mobile number'), true);
      assert.equal(await readOnly('E-mail (optional)'), true);
      assert.equal(await readOnly('PAN'), false);
      assert.equal(await readOnly('First name'), false);
      // Next action 6: the bureau's file holds another e-mail; only the e-mail opens.
      await page.getByLabel('PAN', { exact: true }).fill('ABCDE1237F');
      await page.getByRole('button', { name: 'Get my credit score' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'Your credit report is linked to bu*********@example.com' })
        .waitFor();
      assert.equal(await readOnly('E-mail (optional)'), false);
      assert.equal(await readOnly('PAN'), true);
      assert.equal(await readOnly('Mobile number'), true);
      await page.getByLabel('E-mail (optional)').fill('bureau.1237@example.com');
      await page.getByRole('button', { name: 'Get my credit score' }).click();
      await page.waitForURL((url) => url.pathname === '/profile/my-home');
    }));

  it('confirms a stage-two pull (2) with the bureau, then lands on the profile', () =>
    app.withPhone(async (page) => {
      await onSelfPull(page, app.server.baseUrl);
      await pull(page, 'ABCDE1235F');
      await page.getByText('The bureau asks you to confirm before it sends your report.').waitFor();
      await page.getByRole('button', { name: 'Confirm and fetch my report' }).click();
      await page.waitForURL((url) => url.pathname === '/profile/my-home');
    }));

  it("checks the score on the card offers with the application's own details (lead-based pull)", () =>
    app.withPhone(async (page) => {
      const baseUrl = app.server.baseUrl;
      const journey = await fetchJourney(baseUrl, 'credit-cards/sbi');
      const mobile = newMobile();
      await page.goto('/credit-cards/sbi/step1');
      let answers = {};
      for (const [stepId, sample] of samplePath(journey.prefix, 'salaried')) {
        const values = 'mobile' in sample ? { ...sample, mobile } : sample;
        await walkStep(page, journey, stepId, values, answers);
        answers = { ...answers, ...values };
      }
      await page.waitForURL((url) => url.pathname === '/credit-card/offers');
      // Only a logged-in applicant can pull: the check shows after login.
      assert.equal(await page.getByRole('button', { name: 'Check my score' }).count(), 0);
      await createUser(baseUrl, mobile);
      await page.goto('/login');
      await logInInBrowser(page, baseUrl, mobile);
      await page.goto('/credit-card/offers');
      const check = page.getByRole('region', { name: 'Check your credit score' });
      await check.getByRole('button', { name: 'Check my score' }).click();
      await check
        .getByText('Please agree to let us fetch your credit report to continue')
        .waitFor();
      const pulled = page.waitForRequest((r) =>
        r.url().endsWith('/api/leads/credit-report/self-pull'),
      );
      await check.getByLabel(/I authorise Tara to fetch my credit report/).check();
      await check.getByRole('button', { name: 'Check my score' }).click();
      const sent = (await pulled).postDataJSON();
      assert.equal(sent.recommendations, true);
      assert.equal(typeof sent.providerId, 'number');
      assert.doesNotMatch(JSON.stringify(sent), /ABCPE1234F|pancard/i, 'no PAN in the request');
      const result = page.getByRole('region', { name: 'Your credit score' });
      await result.getByText(/^\d{3} out of 900: /).waitFor();
      await result.getByText('Cards you are likely to get with this score:').waitFor();
      assert.equal(await horizontalOverflow(page), 0, 'the offers fit 360 px');
      await result.getByRole('link', { name: 'See what moves your score' }).click();
      await page.waitForURL((url) => url.pathname === '/profile/credit-score');
      await page.getByRole('heading', { name: 'What moves your score' }).waitFor();
    }));
});
