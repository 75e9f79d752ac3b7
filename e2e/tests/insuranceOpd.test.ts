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

const PREFIX = 'insurance/insta-opd';
/** A fresh mobile ending in 1: the sandbox insurer issues (8 refuses, 9 fails). */
const mobileEnding = (last: string): string => `${newMobile().slice(0, 9)}${last}`;

/** Opens Insta OPD from its entry link and answers a branch's steps, up to `until` if given. */
async function walkOpd(
  page: Page,
  journey: JourneyDef,
  mobile: string,
  branch: string,
  until?: string,
): Promise<Answers> {
  await page.goto('/insurance/step1?prettyName=insta-opd');
  await page.waitForURL((url) => url.pathname === `/${PREFIX}/step0.1`);
  let answers: Answers = {};
  for (const [id, values] of samplePath(PREFIX, branch)) {
    if (id === until) return answers;
    const typed = id === 'step0.1' ? { ...values, mobile } : values;
    await walkStep(page, journey, id, typed, answers);
    answers = { ...answers, ...typed };
  }
  return answers;
}

// Insta OPD in Chromium at 360 px (decision 053): login, init (who the cover is for and the
// plan), the personal or the family steps, communication and review; then decision 048's pay
// then issue on insurance/congrates, the policy with its document and OPD cover, and a
// consultation booked on the appointment page.
describe('Insta OPD', () => {
  const app = appSuite();

  it('is bought for oneself end to end, then a consultation is booked', () =>
    app.withPhone(async (page) => {
      const started = Date.now();
      const baseUrl = app.server.baseUrl;
      const journey = await fetchJourney(baseUrl, PREFIX);
      const mobile = mobileEnding('1');
      await walkOpd(page, journey, mobile, 'default');
      await page.waitForURL((url) => url.pathname === '/login');
      await logInInBrowser(page, baseUrl, mobile);
      await page.waitForURL((url) => url.pathname === '/insurance/congrates');
      await page.getByRole('heading', { name: 'Before you pay' }).waitFor();
      // Plan 1302 (PLACEHOLDER): ₹10,000 OPD cover for ₹899, an individual health cover: GST
      // exempt since 22-09-2025 (decision 075).
      await page.getByText('₹10,000').first().waitFor();
      await page.getByText('₹899, GST exempt').waitFor();
      await page.getByRole('heading', { name: 'Key exclusions' }).waitFor();

      await page.getByRole('button', { name: 'Pay ₹899' }).click();
      const checkout = page.getByRole('dialog', { name: 'Insta OPD, ₹10,000 cover' });
      await checkout.getByText('For ₹899, including GST').waitFor();
      await checkout.getByLabel('UPI ID').fill('success@razorpay');
      await checkout.getByRole('button', { name: 'Pay ₹899' }).click();
      await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
      // Outpatient mode (INS-OPD-04): the status screen offers the booking too.
      await page.getByRole('button', { name: 'Book appointment' }).waitFor();
      await page.getByRole('button', { name: 'See your policy' }).click();

      await page.waitForURL((url) => url.pathname === '/insurance/congrates');
      await page.getByRole('heading', { name: 'Congratulations! Your policy is issued' }).waitFor();
      await page.getByText(/^SBX-KGI-\d{4}-\d{8}$/).waitFor();
      const link = page.getByRole('link', { name: 'Download policy document' });
      await link.waitFor();
      assert.match(String(await link.getAttribute('href')), /^blob:/);
      await page.getByRole('heading', { name: 'Your outpatient cover' }).waitFor();
      await page.getByText('Asha Verma (Self)').waitFor();
      assert.equal(await horizontalOverflow(page), 0, 'the OPD policy fits 360 px');

      await page.getByRole('link', { name: 'Book an appointment' }).click();
      await page.waitForURL((url) => url.pathname === '/insurance/opd/appointment');
      await page.getByRole('heading', { name: 'Book a doctor’s appointment' }).waitFor();
      const book = page.getByRole('button', { name: 'Book appointment' });
      assert.equal(await book.isDisabled(), true, 'no slot chosen yet');
      // The first day's 12:30 is the sandbox's taken slot.
      const firstDay = page.getByRole('group').nth(1);
      assert.equal(
        await firstDay.getByRole('radio', { name: '12:30 (taken)' }).isDisabled(),
        true,
        'a taken slot cannot be chosen',
      );
      await page.getByRole('radio', { name: 'Visit a network clinic' }).check();
      await firstDay.getByRole('radio', { name: '16:00' }).check();
      assert.equal(await horizontalOverflow(page), 0, 'the booking page fits 360 px');
      const violations = await axeViolations(page);
      assert.equal(violations.length, 0, describeViolations('the booking page', violations));
      await book.click();
      await page.getByRole('heading', { name: 'Your appointment is booked' }).waitFor();
      const bookingId = page.getByText(/^OPD-\d{8}$/);
      await bookingId.waitFor();
      const id = await bookingId.textContent();
      await page.getByText('Visit a network clinic').waitFor();
      await page.getByText('16:00 (India time)').waitFor();

      // The policy page shows the booking.
      await page.getByRole('link', { name: 'Back to your policy' }).click();
      await page.waitForURL((url) => url.pathname === '/insurance/congrates');
      await page.getByText(new RegExp(`^Appointment ${id}: `)).waitFor();
      await page.getByRole('link', { name: 'Change your appointment' }).waitFor();
      console.log(`Insta OPD end to end with a booking: ${Date.now() - started} ms`);
    }));

  it('for a family member, init goes to the gender, the relationship and the family step', () =>
    app.withPhone(async (page) => {
      const baseUrl = app.server.baseUrl;
      const journey = await fetchJourney(baseUrl, PREFIX);
      const answers = await walkOpd(page, journey, mobileEnding('1'), 'family', 'step1.9');
      // Init sent a family member's cover past step1 (the buyer's own details).
      assert.equal(answers.fullName, undefined, 'step1 was not asked');
      await page.waitForURL((url) => url.pathname === `/${PREFIX}/step1.9`);
      await page.getByRole('heading', { name: 'Tell us about your family member.' }).waitFor();
      const family = samplePath(PREFIX, 'family').find(([id]) => id === 'step1.9');
      if (!family) throw new Error('no step1.9 in the family walk');
      await walkStep(page, journey, 'step1.9', family[1], answers);
      // Then the communication step asks the buyer's own name.
      await page.waitForURL((url) => url.pathname === `/${PREFIX}/step1.10`);
      await page.getByRole('textbox', { name: 'YOUR FULL NAME' }).waitFor();
    }));
});
