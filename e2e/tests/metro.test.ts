import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Answers, JourneyDef } from '@tara/core';
import { METRO_TERMS_PATH, samplePath } from '@tara/core';
import { appSuite } from '../src/appSuite.js';
import { horizontalOverflow, newMobile } from '../src/auth.js';
import { axeViolations, describeViolations } from '../src/axe.js';
import { fetchJourney } from '../src/journeyFixtures.js';
import { walkStep } from '../src/walkStep.js';

// The METRO card journey in Chromium at 360 px (decision 043): from the landing page
// /metro-stc through the six steps (the mobile's OTP from the sandbox outbox, the card checked
// by the METRO eligibility sandbox, which first refuses a card with its errors on the field) to
// /metro-stc/success with the lead's facts; the terms open in a new tab.
describe('the METRO card journey', () => {
  const app = appSuite();

  it('links a METRO card from /metro-stc to /metro-stc/success', () =>
    app.withPhone(async (page, context) => {
      const baseUrl = app.server.baseUrl;
      const journey: JourneyDef = await fetchJourney(baseUrl, 'metro');
      const mobile = newMobile();
      const path = samplePath('metro').map(([id, values]): [string, Answers] => [
        id,
        id === 'step2' ? { ...values, mobile } : values,
      ]);

      await page.goto('/metro-stc');
      await page.getByRole('heading', { name: 'METRO card benefits', level: 1 }).waitFor();
      assert.equal(await horizontalOverflow(page), 0, 'the landing page fits 360 px');
      const violations = await axeViolations(page);
      assert.equal(violations.length, 0, describeViolations('/metro-stc', violations));
      await page.getByRole('link', { name: 'Link your METRO card' }).click();
      await page.waitForURL((url) => url.pathname === '/metro/step1');

      let answers: Answers = {};
      for (const [id, values] of path.slice(0, 4)) {
        await walkStep(page, journey, id, values, answers, { otpFrom: baseUrl });
        answers = { ...answers, ...values };
      }

      // step5: the terms and the consent to IDFC FIRST Bank's check start unticked (decisions
      // 063, 064); the terms open in a new tab.
      await page.waitForURL((url) => url.pathname === '/metro/step5');
      const terms = page.getByRole('checkbox', {
        name: 'I agree to the METRO membership Terms and Conditions',
      });
      assert.equal(await terms.isChecked(), false, 'the metro terms start unticked');
      const consent = page.getByRole('checkbox', { name: /^I ask Tara to send my METRO card/ });
      assert.equal(await consent.isChecked(), false, 'the consent starts unticked');
      const feature = page.getByRole('checkbox', { name: /METRO member offers/ });
      assert.equal(await feature.isChecked(), false, 'the offers box starts unticked');
      const link = page.getByRole('link', { name: 'Terms and Conditions' });
      assert.equal(await link.getAttribute('target'), '_blank');
      assert.match(String(await link.getAttribute('rel')), /noopener/);
      const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await tab.waitForURL((url) => url.pathname === METRO_TERMS_PATH);
      await tab.getByRole('heading', { name: 'METRO membership Terms and Conditions' }).waitFor();
      await tab.getByText(/courts at Bengaluru/).waitFor();
      await tab.close();
      await terms.check();
      await consent.check();

      // A card the partner finds not eligible: its errors on the card number, still on step5.
      await page.getByLabel('METRO CARD NUMBER', { exact: true }).fill('12-999901');
      await page.getByLabel('CARD HOLDER NUMBER', { exact: true }).fill('1');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page
        .getByText(
          'This METRO card is not eligible for business credit Please visit your METRO store',
        )
        .first()
        .waitFor();
      assert.equal(new URL(page.url()).pathname, '/metro/step5');
      // A partner that cannot answer: 'Error has occured' (sic) on the card number, still here.
      await page.getByLabel('METRO CARD NUMBER', { exact: true }).fill('12-999950');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.locator('.field__error', { hasText: 'Error has occured' }).first().waitFor();
      assert.equal(new URL(page.url()).pathname, '/metro/step5');

      for (const [id, values] of path.slice(4)) {
        await walkStep(page, journey, id, values, answers);
        answers = { ...answers, ...values };
      }
      await page.waitForURL((url) => url.pathname === '/metro-stc/success');
      await page.getByRole('heading', { name: 'Your METRO card is linked' }).waitFor();
      await page.getByText('Ending 7801').waitFor();
      assert.equal(await horizontalOverflow(page), 0, 'the success page fits 360 px');
      const after = await axeViolations(page);
      assert.equal(after.length, 0, describeViolations('/metro-stc/success', after));
    }));
});
