import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getStep } from '@tara/core';
import type { BrowserContext, Page } from 'playwright-core';
import { appSuite } from '../src/appSuite.js';
import { fetchJourney } from '../src/journeyFixtures.js';

// What the browser downloads and what the site's headers allow (decision 017): a journey
// step's JS arrives brotli-compressed within the 90 KB budget, counted in transferred bytes;
// no page breaks the Content-Security-Policy; no other site can frame a journey step.

const BUDGET = 90_000;
const SBI = 'credit-cards/sbi';

/** Records CSP violations from the page's own events and from the console. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile})`);
    });
  });
  return async () => [
    ...console,
    ...((await page.evaluate('window.__cspViolations ?? []')) as string[]),
  ];
}

interface Transfer {
  url: string;
  encoding: string | undefined;
  /** Bytes received for the response, headers included (CDP's encodedDataLength). */
  bytes?: number;
}

/** The scripts the page loads, with the bytes that went over the wire for each. */
async function watchScripts(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const scripts = new Map<string, Transfer>();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type !== 'Script') return;
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    scripts.set(requestId, { url: response.url, encoding: headers['content-encoding'] });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.bytes = encodedDataLength;
  });
  await cdp.send('Network.enable');
  /** Every script seen so far, once each has finished loading. */
  return async (): Promise<Transfer[]> => {
    const deadline = Date.now() + 5_000;
    while ([...scripts.values()].some((s) => s.bytes === undefined) && Date.now() < deadline) {
      await new Promise((r) => setImmediate(r));
    }
    return [...scripts.values()];
  };
}

describe('delivery and security headers in Chromium', () => {
  const app = appSuite();

  it('a journey step loads its JS brotli-compressed, within 90 KB transferred, with no CSP violation', () =>
    app.withPhone(async (page, context) => {
      const violations = await watchCsp(page);
      const scripts = await watchScripts(context, page);
      const journey = await fetchJourney(app.server.baseUrl, SBI);
      const response = await page.goto(`/${SBI}/step1`);
      const csp = (await response?.allHeaders())?.['content-security-policy'] ?? '';
      assert.match(csp, /frame-ancestors 'none'/);
      assert.match(csp, /script-src 'self'(;|$)/);
      await page.getByRole('heading', { name: getStep(journey, 'step1').title }).waitFor();

      const loaded = await scripts();
      const chunks = loaded.map((s) => `${s.bytes} ${s.encoding} ${s.url}`).join('\n  ');
      assert.ok(
        loaded.some((s) => /JourneyPage-/.test(s.url)),
        `the journey chunk loaded:\n  ${chunks}`,
      );
      for (const script of loaded) assert.equal(script.encoding, 'br', script.url);
      const total = loaded.reduce((sum, s) => sum + (s.bytes ?? 0), 0);
      console.log(`journey step JS transferred: ${total} bytes (brotli)\n  ${chunks}`);
      assert.ok(total <= BUDGET, `${total} bytes transferred, over ${BUDGET}:\n  ${chunks}`);
      assert.deepEqual(await violations(), []);
    }));

  it('the card list and a card page show with no CSP violation', () =>
    app.withPhone(async (page) => {
      const violations = await watchCsp(page);
      await page.goto('/credit-cards');
      const first = page.getByRole('article').first();
      await first.waitFor();
      await first.getByRole('link').first().click();
      await page.waitForURL((url) => url.pathname.startsWith('/credit-card/'));
      await page.getByRole('heading', { level: 1 }).waitFor();
      assert.deepEqual(await violations(), []);
    }));

  it('another site cannot frame a journey step', () =>
    app.withPhone(async (page) => {
      const url = `${app.server.baseUrl}/${SBI}/step1`;
      // about:blank is another origin than the server's; setContent waits for the frame's load.
      await page.setContent(`<iframe src="${url}" title="framed"></iframe>`);
      const frame = page.frames().find((f) => f !== page.mainFrame());
      assert.ok(frame);
      // Chromium shows its error page in place of a refused frame.
      assert.match(frame.url(), /^chrome-error:/);
    }));

  it('the API docs work under the same policy', () =>
    app.withPhone(async (page) => {
      const violations = await watchCsp(page);
      await page.goto('/api/docs');
      await page.getByRole('heading', { name: /Tara marketplace API/ }).waitFor();
      // Tags start folded; the first and the last tag open on a click.
      await page.locator('#operations-tag-leads').click();
      await page.getByText('/api/lead/add/unverified').first().waitFor();
      await page.locator('#operations-tag-profile').click();
      await page.getByText('/api/me/activity').first().waitFor();
      assert.deepEqual(await violations(), []);
    }));
});
