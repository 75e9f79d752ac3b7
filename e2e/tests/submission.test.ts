import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getStep, samplePath, verhoeffCheckDigit } from '@tara/core';
import { appSuite } from '../src/appSuite.js';
import { logInInBrowser, newMobile, outboxCount, readOtp, waitForNewSms } from '../src/auth.js';
import { fetchJourney, walkWith } from '../src/journeyFixtures.js';
import { walkStep } from '../src/walkStep.js';

// Decision 028: Apply on the offers page opens a review screen; nothing reaches the sandbox
// issuer before the acceptance box is ticked and the lead OTP is right. The OTP links the lead
// to the applicant's user, who then logs in and finds the application with its reference.
// Decision 029: the credit-bureau consent starts unticked, and its withdrawal is recorded.

const SCREENSHOT = new URL('../../docs/screenshots/submission-review.png', import.meta.url);
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const AMEX_MR = 12;

/** A valid Aadhaar number of its own (Verhoeff check digit), as groups of four. */
function freshAadhaar(): string {
  const body = `${2 + Math.floor(Math.random() * 8)}${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
  return `${body}${verhoeffCheckDigit(body)}`.replace(/(\d{4})(?=\d)/g, '$1-');
}

describe('submission review, OTP and consents', () => {
  const app = appSuite();

  it('reviews, accepts and verifies before sending; the applicant then sees it and withdraws a consent', () =>
    app.withPhone(async (page, context) => {
      const baseUrl = app.server.baseUrl;
      const journey = await fetchJourney(baseUrl, 'credit-cards/sbi');
      const mobile = newMobile();
      await page.goto('/credit-cards/sbi/step1');
      let answers = {};
      for (const [stepId, sample] of samplePath(journey.prefix, 'salaried')) {
        const values = 'mobile' in sample ? { ...sample, mobile } : sample;
        if (getStep(journey, stepId).fields.some((f) => f.name === 'isProviderChecked')) {
          await page.waitForURL((url) => url.pathname === `/${journey.prefix}/${stepId}`);
          const box = page.getByRole('checkbox', { name: /credit bureau/ });
          assert.equal(await box.isChecked(), false, 'the bureau consent starts unticked');
          assert.equal(
            await page.getByRole('link', { name: 'Terms' }).getAttribute('href'),
            '/terms',
          );
          await page.getByRole('link', { name: 'Privacy Policy' }).waitFor();
        }
        await walkStep(page, journey, stepId, values, answers);
        answers = { ...answers, ...values };
      }

      // Apply opens the review: nothing is sent yet.
      await page.waitForURL((url) => url.pathname === '/credit-card/offers');
      const section = page.getByRole('region', { name: /^Cards you are eligible for/ });
      const name =
        (await section.getByRole('article').first().getByRole('heading').textContent())?.trim() ??
        '';
      await page.getByRole('button', { name: `Apply for ${name}` }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/credit-card/offers/review/'));
      await page.getByRole('heading', { level: 1, name: /^Check before we send/ }).waitFor();
      const body = (await page.locator('main, body').first().textContent()) ?? '';
      assert.ok(body.includes('XXXXXX234F'), 'the PAN is masked');
      assert.ok(!body.includes('ABCPE1234F'), 'the PAN is never shown whole');
      const terms = page.getByRole('link', { name: /terms and conditions \(opens in a new tab\)/ });
      assert.match((await terms.getAttribute('href')) ?? '', /^https:\/\//);
      await page.screenshot({ path: SCREENSHOT.pathname, scale: 'css' });

      const send = page.getByRole('button', { name: /^Send my application to / });
      await send.click();
      await page.getByRole('alert').filter({ hasText: 'Please tick the box' }).waitFor();
      await page.getByRole('checkbox', { name: /I have checked the details above/ }).check();
      const before = await outboxCount(baseUrl, mobile);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await waitForNewSms(baseUrl, mobile, before);
      const code = await readOtp(baseUrl, mobile);

      // A wrong OTP is refused on the page; the application is still not sent.
      await page.getByLabel('OTP sent to your mobile').fill(wrongCode(code));
      await send.click();
      await page.getByRole('alert').filter({ hasText: /OTP/ }).waitFor();
      assert.ok(page.url().includes('/credit-card/offers/review/'));
      const reviewUrl = new URL(page.url());
      const cardId = reviewUrl.pathname.split('/').pop();
      // The offers page names the lead in the review's query.
      const leadId = reviewUrl.searchParams.get('lead');
      assert.ok(leadId, 'the review names its lead');
      const review = await page.request.get(
        `/api/cards/apply/review?leadId=${leadId}&cardId=${cardId}`,
      );
      assert.equal((await review.json()).data.results.otpNeeded, true, 'still unverified');

      // The right OTP sends it.
      await page.getByLabel('OTP sent to your mobile').fill(code);
      await send.click();
      await page.waitForURL((url) => url.pathname.startsWith('/bookings-done/1/'));
      const ref = ((await page.locator('.outcome__ref').textContent()) ?? '').trim();
      assert.match(ref, /^[A-Z]+-[0-9A-F]{10}-\d+$/);
      await context.clearCookies();

      // The same applicant logs in (a known number now) and finds it.
      await page.goto('/profile/accounts');
      await logInInBrowser(page, baseUrl, mobile);
      await page.waitForURL((url) => url.pathname === '/profile/accounts');
      // The account's one list (decision 082): the application with the bank's reference.
      const sent = page.getByRole('article', { name });
      await sent.waitFor();
      assert.ok(ref.includes((await sent.locator('dd').nth(1).textContent()) ?? '?'));
      await sent.getByRole('button', { name: `Refresh status of ${name}` }).click();
      await sent.getByText('Approved').waitFor();

      // The consents: the bureau check and the submission, one withdrawn.
      await page.goto('/profile/consents');
      await page
        .getByRole('heading', { level: 2, name: 'Application sent to the issuer' })
        .waitFor();
      await page.getByRole('button', { name: 'Withdraw consent: Credit bureau check' }).click();
      await page.getByText(/^Withdrawn on \d{2}\/\d{2}\/\d{4}$/).waitFor();
      const list = await page.request.get('/api/user/consents');
      const bureau = (await list.json()).data.results.find(
        (c: { purpose: string }) => c.purpose === 'credit-bureau',
      );
      assert.notEqual(bureau?.withdrawn_at, null, 'the withdrawal is recorded');
    }));

  // Decision 061: the lead keeps the Aadhaar number's last 4; American Express gets the whole
  // number the page kept in memory since step10, or asks for it again after a reload.
  for (const reload of [false, true]) {
    it(`sends the whole Aadhaar number to American Express ${reload ? 'typed again after a reload' : 'from the page’s memory'}`, () =>
      app.withPhone(async (page) => {
        const baseUrl = app.server.baseUrl;
        const journey = await fetchJourney(baseUrl, 'credit-cards/amex');
        const mobile = newMobile();
        const aadhaar = freshAadhaar();
        const digits = aadhaar.replace(/-/g, '');
        await page.goto('/credit-cards/amex/step1');
        await walkWith(page, journey, 'default', { mobile, aadhaar });
        await page.waitForURL((url) => url.pathname === '/credit-card/offers');
        const lead = await page.request.get('/api/lead/current?journey=credit-cards/amex');
        const kept = (await lead.json()).data.results.answers.aadhaar;
        assert.equal(kept, `XXXX-XXXX-${digits.slice(-4)}`, 'the server keeps the last 4');
        const stored = await page.evaluate(() =>
          JSON.stringify({ ...sessionStorage, ...localStorage, url: location.href }),
        );
        assert.ok(!stored.includes(digits.slice(0, 8)) && !stored.includes(aadhaar.slice(0, 9)));

        const review = `/credit-card/offers/review/${AMEX_MR}`;
        if (reload) await page.goto(review);
        // In the app, as the offers page's Apply does (the page keeps its memory).
        else await page.evaluate((to) => window.history.pushState(null, '', to), review);
        await page.getByRole('heading', { level: 1, name: /^Check before we send/ }).waitFor();
        const box = page.getByLabel('AADHAAR NUMBER');
        await page.getByRole('checkbox', { name: /I have checked the details above/ }).check();
        if (reload) {
          await page.getByText(`ending ${digits.slice(-4)}`).waitFor();
          await box.fill(freshAadhaar());
          await page.getByRole('button', { name: /^Send my application to / }).click();
          await page
            .getByRole('alert')
            .filter({ hasText: 'Please enter the Aadhaar number you gave in your application' })
            .waitFor();
          await box.fill(digits);
          assert.equal(await box.inputValue(), aadhaar, 'typed in groups of four');
        } else {
          assert.equal(await box.count(), 0, 'not asked: the page has it');
        }
        const before = await outboxCount(baseUrl, mobile);
        await page.getByRole('button', { name: 'Send OTP' }).click();
        await waitForNewSms(baseUrl, mobile, before);
        await page.getByLabel('OTP sent to your mobile').fill(await readOtp(baseUrl, mobile));
        await page.getByRole('button', { name: /^Send my application to / }).click();
        await page.waitForURL((url) => url.pathname === '/bookings-done/1/40');
      }));
  }
});
