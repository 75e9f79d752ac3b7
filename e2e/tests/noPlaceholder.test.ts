import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { placeholdersIn, SANDBOX_COMPANY_IDENTITY } from '@tara/core/company';
import { coverPrefixes, INSURANCE_COVERS } from '@tara/core/insurance';
import type { Page } from 'playwright-core';
import { appSuite } from '../src/appSuite.js';
import { createUser, logInInBrowser, newMobile } from '../src/auth.js';

// Issue 22 §2 (decision 079): a crawl of the pages at 360 px finds no placeholder text ("to be
// published", "to be confirmed", support@tara.example, "[PLACEHOLDER…"). The server runs with
// no company configured, so the pages print the sandbox identity, labelled as sample data.

const SANDBOX_NOTE = 'Sandbox: sample company details';

/** The general pages, and each product's terms. */
const PAGES = [
  '/',
  '/about-us',
  '/terms',
  '/privacy',
  '/help-and-faqs',
  '/how-it-works',
  '/partner-with-us',
  '/download-fact-sheet',
  '/health-check',
  '/star-program',
  '/explore-credit-cards',
  '/explore-credit-line',
  '/metro-stc',
  '/metro-stc/terms-and-conditions',
  '/membership/terms-and-conditions',
  '/extended-warranty/terms-and-conditions',
  '/bookings-done/rejected',
  ...INSURANCE_COVERS.flatMap((cover) =>
    coverPrefixes(cover).map((p) => `/insurance/terms-and-conditions/${p.slice(10)}`),
  ),
];

/** The pages that print the company's identity: each says it is the sandbox's. */
const COMPANY_PAGES = new Set(['/about-us', '/terms', '/privacy', '/help-and-faqs']);

/** The page's visible text once its heading (and, where it prints one, the company) is in. */
async function visibleText(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await page.locator('h1').first().waitFor();
  if (COMPANY_PAGES.has(path) || path === '/download-fact-sheet') {
    await page.getByText(SANDBOX_NOTE).first().waitFor();
  }
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => document.body.innerText);
}

/** Same-origin links of the general pages' footer, which the crawl follows too. */
async function footerLinks(page: Page): Promise<string[]> {
  return page
    .locator('nav[aria-label="More from Tara"] a')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

describe('no page shows placeholder text', () => {
  const app = appSuite();

  it('crawls every general page and product terms page at 360 px', async () => {
    await app.withPhone(async (page) => {
      const queue = [...PAGES];
      const seen = new Set<string>();
      const found: string[] = [];
      while (queue.length > 0) {
        const path = queue.shift() as string;
        if (seen.has(path)) continue;
        seen.add(path);
        const text = await visibleText(page, path);
        assert.ok(text.length > 100, `${path} has text`);
        for (const phrase of placeholdersIn(text)) found.push(`${path}: ${phrase}`);
        for (const link of await footerLinks(page)) if (!seen.has(link)) queue.push(link);
      }
      assert.deepEqual(found, []);
      assert.ok(seen.size >= PAGES.length, `crawled ${seen.size} pages`);
    });
  });

  it('shows the sandbox company, labelled, where the company is named', async () => {
    await app.withPhone(async (page) => {
      const terms = await visibleText(page, '/terms');
      assert.ok(terms.includes(SANDBOX_COMPANY_IDENTITY.legalName));
      assert.ok(terms.includes(SANDBOX_COMPANY_IDENTITY.supportEmail));
      assert.ok(terms.includes(SANDBOX_COMPANY_IDENTITY.grievanceOfficer.name));
      const help = await visibleText(page, '/help-and-faqs');
      assert.ok(help.includes(SANDBOX_COMPANY_IDENTITY.supportEmail));
    });
  });

  it('reads the fact sheet’s download, a rendered document, too', async () => {
    await app.withPhone(async (page) => {
      await visibleText(page, '/download-fact-sheet');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: /^Download/ }).click(),
      ]);
      const html = readFileSync(await download.path(), 'utf8');
      assert.ok(html.includes(SANDBOX_COMPANY_IDENTITY.legalName), 'the company is named');
      assert.ok(html.includes('sample data'), 'and labelled sample data');
      assert.deepEqual(placeholdersIn(html), []);
    });
  });

  it('the support page, behind the login, prints the sandbox company too', async () => {
    const mobile = newMobile();
    await createUser(app.server.baseUrl, mobile);
    await app.withPhone(async (page) => {
      await page.goto('/profile/support');
      await logInInBrowser(page, app.server.baseUrl, mobile);
      await page.getByText(SANDBOX_NOTE).waitFor();
      await page.getByText(SANDBOX_COMPANY_IDENTITY.supportEmail).waitFor();
      const text = await page.evaluate(() => document.body.innerText);
      assert.deepEqual(placeholdersIn(text), []);
    });
  });

  it('would catch a placeholder on a page', async () => {
    await app.withPhone(async (page) => {
      await visibleText(page, '/about-us');
      await page.evaluate(() => {
        const p = document.createElement('p');
        p.textContent = 'Run by [Company legal name, to be published]';
        document.body.append(p);
      });
      const text = await page.evaluate(() => document.body.innerText);
      assert.deepEqual(placeholdersIn(text), ['to be published', '[Company legal name']);
    });
  });
});
