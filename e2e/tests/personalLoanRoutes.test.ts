import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JourneyDef, LeadCurrentResponse } from '@tara/core';
import { appSuite } from '../src/appSuite.js';
import { horizontalOverflow, newMobile } from '../src/auth.js';
import { axeViolations, describeViolations } from '../src/axe.js';
import { fetchJourney } from '../src/journeyFixtures.js';
import { answerInBrowser, logInByApi } from '../src/loanRoutes.js';
import { walkLoan } from '../src/walkLoan.js';

const P = 'personal-loan';

// The personal loan's tenure step in Chromium at 360 px (02 §2.4, decisions 049 and 057): each
// next route by the chosen lender, reached in the browser after the earlier steps were saved
// through the API; a self-employed applicant's application walked to its end; and an
// appointment booked from an offer through apply/book-appointment and apply/book-slot.
describe('the personal loan’s next routes and its booking', () => {
  const app = appSuite();
  let journey: JourneyDef | undefined;
  const definition = async () => {
    journey ??= await fetchJourney(app.server.baseUrl, P);
    return journey;
  };

  const lenderOf = async (page: import('playwright-core').Page) => {
    const res = await page.request.get(`/api/lead/current?journey=${P}`);
    const lead = ((await res.json()) as LeadCurrentResponse).data.results;
    return lead.calls['pl.lenderMatch'];
  };

  // The sandbox's engine picks the lender: the preferred one when it matches (decision 049).
  const routes = [
    {
      name: 'a loan-app lender (Bajaj Finance)',
      branch: 'loanAppBusiness',
      to: 'step5.3',
      outcome: 'loanApp',
    },
    { name: 'our own loan (IDFC FIRST Bank)', branch: 'own', to: 'step5.2', outcome: 'own' },
    { name: 'another lender, salaried', branch: 'default', to: 'step7.1', outcome: 'other' },
    {
      name: 'another lender, self-employed',
      branch: 'selfEmployed',
      to: 'step6.2',
      outcome: 'other',
    },
  ];
  for (const route of routes) {
    it(`sends ${route.name} to ${route.to}`, () =>
      app.withPhone(async (page) => {
        await answerInBrowser(page, {
          baseUrl: app.server.baseUrl,
          journey: await definition(),
          branch: route.branch,
          overrides: { mobile: newMobile() },
          step: 'step5.1',
        });
        await page.waitForURL((url) => url.pathname === `/${P}/${route.to}`);
        const step = (await definition()).steps.find((s) => s.id === route.to);
        await page.getByRole('heading', { name: step?.title ?? '' }).waitFor();
        assert.equal((await lenderOf(page))?.outcome, route.outcome);
      }));
  }

  it('sends a booking lender’s applicant (Aditya Birla Finance) to /booking-done', () =>
    app.withPhone(async (page) => {
      const mobile = newMobile();
      await logInByApi(page, app.server.baseUrl, mobile);
      await answerInBrowser(page, {
        baseUrl: app.server.baseUrl,
        journey: await definition(),
        branch: 'selfEmployed',
        overrides: { mobile },
        step: 'step5.1',
        answer: { preferredLenderId: '513' },
      });
      await page.waitForURL((url) => url.pathname === '/booking-done');
      await page.getByRole('heading', { name: 'Thank you' }).waitFor();
      await page.getByText('Your lender will call you to fix an appointment').waitFor();
      assert.equal((await lenderOf(page))?.outcome, 'booking');
    }));

  it('sends an applicant no lender matches to the offers page', () =>
    app.withPhone(async (page) => {
      await answerInBrowser(page, {
        baseUrl: app.server.baseUrl,
        journey: await definition(),
        branch: 'default',
        overrides: { mobile: newMobile(), monthlyIncome: '11000' },
        step: 'step5.1',
      });
      await page.waitForURL((url) => url.pathname === `/${P}/offers`);
      assert.equal((await lenderOf(page))?.outcome, 'none');
    }));

  it('walks a self-employed applicant’s application from step6.2 to the offers page', () =>
    app.withPhone(async (page) => {
      const baseUrl = app.server.baseUrl;
      const mobile = newMobile();
      const answered = await answerInBrowser(page, {
        baseUrl,
        journey: await definition(),
        branch: 'selfEmployed',
        overrides: { mobile },
        step: 'step5.1',
      });
      const seen: string[] = [];
      await walkLoan(page, {
        baseUrl,
        journey: await definition(),
        branch: 'selfEmployed',
        overrides: { mobile },
        answered,
        onStep: async (stepId) => {
          seen.push(stepId);
        },
      });
      await page.waitForURL((url) => url.pathname === `/${P}/offers`);
      assert.deepEqual(seen.slice(0, 3), ['step6.2', 'step6.3', 'step6.4']);
      assert.ok(seen.includes('step13.2'), 'the business address');
      assert.ok(!seen.includes('step7.1'), 'no company step');
      assert.ok(!seen.includes('step13.1'), 'no office address');
      assert.equal(seen.at(-1), 'step13.3');
    }));

  it('books an appointment from a loan offer', () =>
    app.withPhone(async (page) => {
      const baseUrl = app.server.baseUrl;
      const mobile = newMobile();
      await logInByApi(page, baseUrl, mobile);
      // The journey to its last step through the API, the last in the browser: the offers.
      await answerInBrowser(page, {
        baseUrl,
        journey: await definition(),
        branch: 'default',
        overrides: { mobile },
        step: 'step13.3',
      });
      await page.waitForURL((url) => url.pathname === `/${P}/offers`);
      const offers = page
        .getByRole('list', { name: 'Personal loan offers' })
        .locator(':scope > li');
      await offers.first().waitFor();
      // The heading is the lender's name, then the product's in a span.
      const lenderName = await offers
        .first()
        .locator('h3')
        .evaluate((h) => h.firstChild?.textContent?.trim() ?? '');
      assert.ok(lenderName, 'the first offer names its lender');
      await offers
        .first()
        .getByRole('link', { name: /Book an appointment/ })
        .click();

      await page.waitForURL((url) => url.pathname === '/apply/book-appointment');
      await page.getByRole('heading', { name: 'Book an appointment', level: 1 }).waitFor();
      // Prefilled from the journey's address; the URL carries the loan's terms only.
      assert.equal(
        await page.getByLabel('Current address').inputValue(),
        '12 MG Road, Fort, Mumbai 400001',
      );
      assert.doesNotMatch(page.url(), /mobile|pan|address|9\d{9}/i);
      const formViolations = await axeViolations(page);
      assert.equal(
        formViolations.length,
        0,
        describeViolations('book-appointment', formViolations),
      );
      assert.equal(await horizontalOverflow(page), 0, 'book-appointment fits 360 px');
      // A wrong pincode is named by the payload's schema, then corrected.
      await page.getByLabel('Pincode').fill('40001');
      await page.getByRole('button', { name: 'Choose a slot' }).click();
      await page.getByText('Please enter a valid 6 digit pincode').waitFor();
      await page.getByLabel('Pincode').fill('400001');
      await page.getByRole('button', { name: 'Choose a slot' }).click();

      await page.waitForURL((url) => url.pathname === '/apply/book-slot');
      const times = page.getByRole('group', { name: 'Time (India)' });
      await times.waitFor();
      // Move to the second day: all its slots lie ahead whatever the hour now.
      await page.getByRole('group', { name: 'Day' }).getByRole('radio').nth(1).check();
      const free = times.locator('input[type=radio]:not([disabled])');
      assert.ok((await free.count()) > 0, 'a free slot on the second day');
      await free.first().check();
      const slotViolations = await axeViolations(page);
      assert.equal(slotViolations.length, 0, describeViolations('book-slot', slotViolations));
      assert.equal(await horizontalOverflow(page), 0, 'book-slot fits 360 px');
      const booked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/pl/lead/add');
      await page.getByRole('button', { name: 'Book the appointment' }).click();
      assert.equal((await booked).status(), 200);

      await page.waitForURL((url) => url.pathname === '/booking-done/personal-loan');
      await page.getByRole('heading', { name: 'Your appointment is booked' }).waitFor();
      await page.getByText(`${lenderName} will meet you on`).waitFor();
      const mine = await page.request.get('/api/bookings?product=personal-loan');
      const list = (
        (await mine.json()) as { data: { results: { lender_name: string; reference: string }[] } }
      ).data.results;
      assert.equal(list.length, 1);
      assert.equal(list[0]?.lender_name, lenderName);
      // The confirmation carries the booking's reference (decision 077).
      await page.getByText(`Booking reference: ${list[0]?.reference}`).waitFor();
    }));
});
