import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { getStep, samplePath } from '@tara/core';
import type { BrowserContext, Page } from 'playwright-core';
import { appSuite } from '../src/appSuite.js';
import { logInInBrowser, newMobile, readOtp, sessionStatus } from '../src/auth.js';
import { fetchJourney, walkPath } from '../src/journeyFixtures.js';
import { phoneContext } from '../src/launchBrowser.js';

// Progress that survives (decision 031) and offers people can trust (decision 030): the
// server alone knows where an applicant is and what their offers are, so a new tab, a
// reopened browser or another device after login lands where they stopped.

const SBI = 'credit-cards/sbi';
const SCREENSHOT = fileURLToPath(
  new URL('../../docs/screenshots/offers-list.png', import.meta.url),
);

interface ApiOffers {
  data: {
    results: { id: number; name: string; eligible: boolean; issuer_bank_id: number }[];
    metadata: { issuer_bank_ids: number[]; shortlist: number[] };
  };
}

/** A new context with the cookies of `from` (a new window, or the browser reopened). */
async function sameCookies(from: BrowserContext, baseUrl: string, scale = 2) {
  const state = await from.storageState();
  const browser = from.browser();
  if (!browser) throw new Error('no browser');
  return browser.newContext({
    baseURL: baseUrl,
    storageState: { cookies: state.cookies, origins: [] },
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: scale,
    isMobile: true,
    hasTouch: true,
    locale: 'en-IN',
  });
}

const eligibleNames = (page: Page) =>
  page
    .getByRole('region', { name: /^Cards you are eligible for/ })
    .getByRole('article')
    .getByRole('heading')
    .allTextContents();

describe('offers and resume from the server', () => {
  const app = appSuite();

  it('a finished journey shows its offers in a new context with the same cookies, issuer first, sortable', () =>
    app.withPhone(async (page, context) => {
      const journey = await fetchJourney(app.server.baseUrl, SBI);
      await page.goto(`/${SBI}/step1`);
      await walkPath(page, journey, 'salaried');
      await page.waitForURL((url) => url.pathname === '/credit-card/offers');

      const other = await sameCookies(context, app.server.baseUrl, 1);
      try {
        const tab = await other.newPage();
        await tab.goto('/credit-card/offers');
        const shortlist = tab.getByRole('region', { name: 'Best for you' });
        await shortlist.getByRole('listitem').first().waitFor();
        assert.equal(await tab.getByText('Answer a few questions first').count(), 0);
        const api = (await (await tab.request.get('/api/cards/offers')).json()) as ApiOffers;
        const fit = api.data.results.filter((o) => o.eligible);
        assert.ok(fit.length > 1, 'several eligible cards');
        // The journey's issuer's cards lead, in the server's fit order (not A→Z).
        const first = fit[0];
        assert.ok(first && api.data.metadata.issuer_bank_ids.includes(first.issuer_bank_id));
        assert.deepEqual(
          await eligibleNames(tab),
          fit.map((o) => o.name),
        );
        await tab.screenshot({ path: SCREENSHOT });
        assert.ok(statSync(SCREENSHOT).size < 80_000, 'a small screenshot');

        // Sort by fees: the page follows the same rule as the server.
        await tab.getByRole('radio', { name: 'Lowest fees' }).check();
        const byFees = (await (
          await tab.request.get('/api/cards/offers?sort=fees')
        ).json()) as ApiOffers;
        const feeNames = byFees.data.results.filter((o) => o.eligible).map((o) => o.name);
        assert.notDeepEqual(
          feeNames,
          fit.map((o) => o.name),
          'the fee order differs',
        );
        await tab.waitForFunction(
          (names) =>
            [...document.querySelectorAll('section[aria-labelledby="offers-eligible"] article h3')]
              .map((h) => h.textContent?.trim())
              .join('|') === names.join('|'),
          feeNames,
        );
      } finally {
        await other.close();
      }
    }));

  it("a half-done journey resumes at its step from the home page's bare link, in a new context", () =>
    app.withPhone(async (page, context) => {
      const journey = await fetchJourney(app.server.baseUrl, SBI);
      await page.goto(`/${SBI}/step1`);
      await walkPath(page, journey, 'salaried', 3);
      const [fourth] = samplePath(SBI, 'salaried')[3] as [string, unknown];
      await page.waitForURL((url) => url.pathname === `/${SBI}/${fourth}`);

      const other = await sameCookies(context, app.server.baseUrl);
      try {
        const tab = await other.newPage();
        // The home page's link to the journey, as a returning visitor would follow it.
        await tab.goto('/');
        await tab.getByRole('link', { name: 'SBI Card credit card', exact: true }).click();
        await tab.waitForURL((url) => url.pathname === `/${SBI}/${fourth}`);
        await tab.getByRole('heading', { name: getStep(journey, fourth).title }).waitFor();
        assert.equal(await tab.getByRole('button', { name: /^Edit: / }).count(), 3);
      } finally {
        await other.close();
      }
      // Without the cookies, the bare link starts at step 1.
      await app.withPhone(async (stranger) => {
        await stranger.goto(`/${SBI}`);
        await stranger.waitForURL((url) => url.pathname === `/${SBI}/step1`);
      });
    }));

  it("on another device after login, the user's journey resumes where they stopped", async () => {
    const mobile = newMobile();
    const journey = await fetchJourney(app.server.baseUrl, SBI);
    const [fourth] = samplePath(SBI, 'salaried')[3] as [string, unknown];
    await app.withPhone(async (page) => {
      // Device A signs up (its session cookie) and fills three steps while logged in.
      const person = { mobile, first_name: 'Meera', last_name: 'Iyer' };
      const sent = await page.request.post('/api/user/otp', { data: { ...person, type: 1 } });
      assert.equal(sent.status(), 200, await sent.text());
      const otp = await readOtp(app.server.baseUrl, mobile);
      const made = await page.request.post('/api/user/register', { data: { ...person, otp } });
      assert.equal(made.status(), 200, await made.text());
      assert.equal(await sessionStatus(page), 200);
      await page.goto(`/${SBI}/step1`);
      await walkPath(page, journey, 'salaried', 3);
      await page.waitForURL((url) => url.pathname === `/${SBI}/${fourth}`);
    });
    const device = await phoneContext(app.browser, app.server.baseUrl);
    try {
      const page = await device.newPage();
      await page.goto(`/${SBI}`);
      await page.waitForURL((url) => url.pathname === `/${SBI}/step1`);
      await page.goto('/login');
      await logInInBrowser(page, app.server.baseUrl, mobile);
      await page.goto(`/${SBI}`);
      await page.waitForURL((url) => url.pathname === `/${SBI}/${fourth}`);
      await page.getByRole('heading', { name: getStep(journey, fourth).title }).waitFor();
      assert.equal(await page.getByRole('button', { name: /^Edit: / }).count(), 3);
    } finally {
      await device.close();
    }
  });

  it('on a phone, Home is the real home', () =>
    app.withPhone(async (page) => {
      await page.goto('/about-us');
      const tray = page.getByRole('navigation', { name: 'Main' });
      await tray.getByRole('link', { name: 'Home' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { level: 1, name: /^Find credit that fits you/ }).waitFor();
      assert.notEqual(new URL(page.url()).pathname, '/star-program');
    }));
});
