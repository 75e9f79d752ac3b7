import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LeadCurrentResponse } from '@tara/core';
import { getStep, samplePath } from '@tara/core';
import type { Page } from 'playwright-core';
import { appSuite } from '../src/appSuite.js';
import {
  createUser,
  horizontalOverflow,
  logInInBrowser,
  newMobile,
  outboxCount,
  readOtp,
  sessionStatus,
  waitForNewSms,
} from '../src/auth.js';
import { fetchJourney, walkPath } from '../src/journeyFixtures.js';
import { phoneContext } from '../src/launchBrowser.js';

const SBI = 'credit-cards/sbi';

/** Every URL the page's main frame visits, to check that none carries personal data. */
function trackUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

describe('login, sign-up, sessions and the app shell', () => {
  const app = appSuite();

  it('a new user signs up with the OTP from the outbox and lands logged in', async () => {
    const context = await phoneContext(app.browser, app.server.baseUrl);
    const page = await context.newPage();
    const urls = trackUrls(page);
    try {
      const mobile = newMobile();
      await page.goto('/login');
      await page.getByRole('heading', { name: 'Log in' }).waitFor();
      assert.equal(await horizontalOverflow(page), 0, 'login fits 360 px');
      await page.getByLabel('Mobile number').fill(mobile);
      await page.getByRole('button', { name: 'Get OTP' }).click();
      // An unknown number (400) goes to sign-up with the number filled in.
      await page.waitForURL((url) => url.pathname === '/sign-up');
      await page.getByText('This number is new to us').waitFor();
      assert.equal(await page.getByLabel('Mobile number').inputValue(), mobile);
      assert.equal(await horizontalOverflow(page), 0, 'sign-up fits 360 px');
      await page.getByLabel('First name').fill('Asha');
      await page.getByLabel('Last name').fill('Rao');
      await page.getByRole('button', { name: 'Get OTP' }).click();
      await page.waitForURL((url) => url.pathname === '/confirm-otp');
      const box = page.getByLabel('OTP', { exact: true });
      assert.equal(await box.getAttribute('autocomplete'), 'one-time-code');
      await page.getByRole('button', { name: 'Resend OTP' }).waitFor();
      assert.equal(
        await page.getByRole('button', { name: 'Resend OTP' }).isDisabled(),
        true,
        'resend waits out the cooldown',
      );
      await page.getByText(/in \d:\d\d$/).waitFor();
      assert.equal(await horizontalOverflow(page), 0, 'OTP page fits 360 px');
      await box.fill(await readOtp(app.server.baseUrl, mobile));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL((url) => url.pathname !== '/confirm-otp');
      await page.getByRole('button', { name: 'Account' }).waitFor();
      // Right after sign-up on a phone: the real home, not /star-program (decision 031).
      assert.equal(new URL(page.url()).pathname, '/');
      assert.equal(await sessionStatus(page), 200);
      const stored = await page.evaluate(() => ({ ...window.localStorage }));
      assert.equal(Object.values(stored).includes(mobile), false, 'no mobile in localStorage');
      assert.ok(stored.userId, 'the user id is kept (not personal data)');
      const session = await page.evaluate(() => JSON.stringify({ ...window.sessionStorage }));
      assert.equal(session.includes(mobile), false, 'no mobile in sessionStorage');
      assert.equal(
        urls.some((u) => u.includes(mobile)),
        false,
        'the mobile never appears in a URL',
      );
    } finally {
      await context.close();
    }
  });

  it('an existing user logs in and out', async () => {
    await app.withPhone(async (page) => {
      const mobile = newMobile();
      await createUser(app.server.baseUrl, mobile);
      await page.goto('/about-us');
      await page.getByRole('link', { name: 'Login' }).click();
      await logInInBrowser(page, app.server.baseUrl, mobile);
      await page.getByRole('button', { name: 'Account' }).click();
      await page.getByRole('link', { name: 'My Profile' }).waitFor();
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('link', { name: 'Login' }).waitFor();
      assert.equal(await sessionStatus(page), 401);
      const stored = await page.evaluate(() => ({ ...window.localStorage }));
      assert.equal(stored.userId, undefined, 'logout forgets the user id');
    });
  });

  it('a wrong OTP shows the error, the right one then logs in', async () => {
    await app.withPhone(async (page) => {
      const mobile = newMobile();
      await createUser(app.server.baseUrl, mobile);
      await page.goto('/login');
      const before = await outboxCount(app.server.baseUrl, mobile);
      await page.getByLabel('Mobile number').fill(mobile);
      await page.getByRole('button', { name: 'Get OTP' }).click();
      await page.waitForURL((url) => url.pathname === '/confirm-otp');
      await waitForNewSms(app.server.baseUrl, mobile, before);
      const otp = await readOtp(app.server.baseUrl, mobile);
      const wrong = otp === '000000' ? '111111' : '000000';
      const box = page.getByLabel('OTP', { exact: true });
      await box.fill(wrong);
      await page.getByRole('button', { name: 'Verify' }).click();
      const alert = page.getByRole('alert');
      await alert.waitFor();
      assert.equal((await alert.textContent())?.trim(), 'Incorrect OTP');
      assert.equal(await box.getAttribute('aria-invalid'), 'true');
      assert.equal(await sessionStatus(page), 401);
      await box.fill(otp);
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL((url) => url.pathname !== '/confirm-otp');
      assert.equal(await sessionStatus(page), 200);
    });
  });

  it("an anonymous user's half-done card journey is still there after logging in", async () => {
    await app.withPhone(async (page) => {
      const mobile = newMobile();
      await createUser(app.server.baseUrl, mobile);
      const journey = await fetchJourney(app.server.baseUrl, SBI);
      await page.goto(`/${SBI}/step1`);
      await walkPath(page, journey, 'salaried', 3);
      const [fourth] = samplePath(SBI, 'salaried')[3] as [string, unknown];
      await page.waitForURL((url) => url.pathname === `/${SBI}/${fourth}`);
      await page.goto('/login');
      await logInInBrowser(page, app.server.baseUrl, mobile);
      assert.equal(await sessionStatus(page), 200);
      // Back to the application: it resumes on the fourth step with the three answers.
      await page.goto(`/${SBI}/step9`);
      await page.waitForURL((url) => url.pathname === `/${SBI}/${fourth}`);
      await page.getByRole('heading', { name: getStep(journey, fourth).title }).waitFor();
      assert.equal(await page.getByRole('button', { name: /^Edit: / }).count(), 3);
      const res = await page.request.get(`/api/lead/current?journey=${SBI}`);
      const lead = (await res.json()) as LeadCurrentResponse;
      assert.equal(lead.data.results.history.length, 3);
    });
  });

  it('an authenticated route goes to /login and comes back after login', async () => {
    await app.withPhone(async (page) => {
      const mobile = newMobile();
      await createUser(app.server.baseUrl, mobile);
      await page.goto('/profile/details');
      await page.waitForURL((url) => url.pathname === '/login');
      const saved = await page.evaluate(() => window.sessionStorage.getItem('gotoPath'));
      assert.equal(saved, '/profile/details');
      await logInInBrowser(page, app.server.baseUrl, mobile);
      await page.waitForURL((url) => url.pathname === '/profile/details');
      const gone = await page.evaluate(() => window.sessionStorage.getItem('gotoPath'));
      assert.equal(gone, null);
    });
  });
});

describe('the native app web view (am=1)', () => {
  const app = appSuite();

  /** A page whose window has a fake react-native-webview bridge recording what it gets. */
  async function appPage(): Promise<{ page: Page; close: () => Promise<void> }> {
    const context = await phoneContext(app.browser, app.server.baseUrl);
    // A string, not a function: the test runner's transform would add helpers the page lacks.
    await context.addInitScript({
      content:
        'window.bridged = []; window.ReactNativeWebView = { postMessage: (m) => window.bridged.push(m) };',
    });
    const page = await context.newPage();
    return { page, close: () => context.close() };
  }

  const bridged = (page: Page) =>
    page.evaluate(() => (window as unknown as { bridged: string[] }).bridged);

  for (const version of [59, 60]) {
    it(`hides header and tray and posts bridge messages for app version ${version}`, async () => {
      const { page, close } = await appPage();
      try {
        const journey = await fetchJourney(app.server.baseUrl, SBI);
        await page.goto(`/${SBI}/step1?am=1&appVersion=${version}`);
        await page.getByRole('heading', { name: getStep(journey, 'step1').title }).waitFor();
        assert.equal(await page.locator('header').count(), 0, 'no web header');
        assert.equal(await page.getByRole('navigation', { name: 'Main' }).count(), 0, 'no tray');
        // The first save creates the lead: an app from version 60 hears Loans_LeadCreated.
        await walkPath(page, journey, 'salaried', 1);
        const lead = (await (
          await page.request.get(`/api/lead/current?journey=${SBI}`)
        ).json()) as LeadCurrentResponse;
        if (version >= 60)
          await page.waitForFunction(
            () => (window as unknown as { bridged: string[] }).bridged.length > 0,
          );
        const events = await bridged(page);
        if (version >= 60) {
          assert.deepEqual(
            events.map((m) => JSON.parse(m)),
            [
              {
                event: 'Loans_LeadCreated',
                lead_id: lead.data.results.lead_id,
                lead_created_at: lead.data.results.created_at,
              },
            ],
          );
        } else {
          assert.deepEqual(events, [], 'an older app takes every message as a route: no events');
        }
        // Back from the first step of a freshly opened journey: the nudge offers the app.
        await page.goto(`/${SBI}/step1`);
        await page.getByRole('heading', { name: getStep(journey, 'step1').title }).waitFor();
        assert.equal(await page.locator('header').count(), 0, 'am is kept for the session');
        await page.getByRole('button', { name: 'Back' }).click();
        const sheet = page.getByRole('dialog', { name: 'Leave your application?' });
        await sheet.waitFor();
        await sheet.getByRole('button', { name: 'Close' }).click();
        await sheet.waitFor({ state: 'detached' });
        await page.getByRole('button', { name: 'Back' }).click();
        await sheet.getByRole('button', { name: 'Back to the app' }).click();
        await sheet.waitFor({ state: 'detached' });
        const messages = await bridged(page);
        assert.equal(messages.at(-1), version >= 60 ? '{"route":"/home"}' : '/home');
        // Other pages in the session: no header, no tray either.
        await page.goto('/about-us');
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        assert.equal(await page.locator('header').count(), 0);
        assert.equal(await page.getByRole('navigation', { name: 'Main' }).count(), 0);
      } finally {
        await close();
      }
    });
  }

  it('the web shows the header and the tray, and the website menu', async () => {
    await app.withPhone(async (page) => {
      await page.goto('/about-us');
      await page.locator('header').waitFor();
      const tray = page.getByRole('navigation', { name: 'Main' });
      await tray.waitFor();
      assert.equal(await tray.getByRole('link', { name: 'Home' }).count(), 1);
      await page.getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Website' });
      for (const name of ['Loans', 'Credit Cards', 'Insurance', 'About Us']) {
        assert.equal(await menu.getByRole('link', { name, exact: true }).count(), 1, name);
      }
      // What does not exist yet says so and links nowhere (no example.com, not home).
      for (const name of ['Banking', 'Khata', 'Rewards', 'Media Center', 'Careers']) {
        assert.equal(await menu.getByRole('link', { name }).count(), 0, name);
        await menu.getByText(name, { exact: true }).waitFor();
      }
      assert.equal(await menu.getByText('Coming soon').count(), 6);
      const hrefs = await menu
        .locator('a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      assert.equal(
        hrefs.some((h) => (h ?? '').includes('example.com')),
        false,
        hrefs.join(' '),
      );
      assert.equal(hrefs.includes('/'), false, 'no menu item is a stand-in for home');
      await page.keyboard.press('Escape');
      assert.equal(await menu.isVisible(), false);
      assert.equal(await horizontalOverflow(page), 0);
      // A journey step shows neither (its own bar has back and progress).
      await page.goto(`/${SBI}/step1`);
      await page.getByRole('progressbar').waitFor();
      assert.equal(await page.locator('header').count(), 0);
      assert.equal(await tray.count(), 0);
    });
  });
});
