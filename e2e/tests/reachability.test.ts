import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { catalogue, type ProductEntry } from '@tara/core';
import type { Page } from 'playwright-core';
import { appSuite } from '../src/appSuite.js';
import { horizontalOverflow } from '../src/auth.js';
import { axeViolations, describeViolations } from '../src/axe.js';

// Issue 21: every live product family is reachable from the home page within two taps on a
// 360 px phone, and no live product is labelled "Coming soon". The families and products are
// the catalogue's (core's product list), so a new family is checked without a change here.

/** The app paths of the links a visitor can see on the page, the website menu opened too. */
async function visibleLinks(page: Page): Promise<string[]> {
  const read = () =>
    page
      .locator('a[href]')
      .evaluateAll((links) =>
        links
          .filter((a) => (a as HTMLElement).checkVisibility({ visibilityProperty: true }))
          .map((a) => (a as HTMLAnchorElement).href),
      );
  const hrefs = await read();
  const menu = page.getByRole('button', { name: 'Menu' });
  if ((await menu.count()) > 0 && (await menu.isVisible())) {
    await menu.click();
    await page.getByRole('navigation', { name: 'Website' }).waitFor();
    hrefs.push(...(await read()));
    await page.keyboard.press('Escape');
  }
  const origin = new URL(page.url()).origin;
  return [
    ...new Set(
      hrefs
        .map((href) => new URL(href))
        .filter((url) => url.protocol.startsWith('http') && url.origin === origin)
        .map((url) => `${url.pathname}${url.search}`),
    ),
  ];
}

/** Opens `path` and waits until its lazy page has rendered (no request left in flight). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/** Whether following `link` opens one of `product`'s journeys, pages or its entry. */
function opens(link: string, product: ProductEntry): boolean {
  const path = link.split('?')[0] ?? link;
  const within = (root: string) => path === root || path.startsWith(`${root}/`);
  const entry = product.entry ?? '';
  return (
    link === entry ||
    (entry !== '' && within(entry.split('?')[0] ?? entry)) ||
    product.journeys.some((prefix) => within(`/${prefix}`)) ||
    product.pages.some(within)
  );
}

const liveFamilies = catalogue.families.filter((family) =>
  catalogue.products.some((p) => p.family === family.id && p.live),
);

describe('the catalogue from the home page', () => {
  const app = appSuite();

  it('reaches every live family’s journeys within two taps at 360 px', () =>
    app.withPhone(async (page) => {
      await open(page, '/');
      await page.getByRole('heading', { name: 'What you can apply for' }).waitFor();
      const first = await visibleLinks(page);
      const reached = new Set(first);
      const isEntry = (link: string) => catalogue.products.some((p) => opens(link, p));
      // The second tap: every page the first one opens that is not already a product's entry.
      for (const link of first.filter((l) => !isEntry(l))) {
        await open(page, link);
        for (const next of await visibleLinks(page)) reached.add(next);
      }
      const missing = liveFamilies.filter(
        (family) =>
          !catalogue.products.some(
            (p) => p.family === family.id && p.live && [...reached].some((l) => opens(l, p)),
          ),
      );
      assert.deepEqual(
        missing.map((f) => f.id),
        [],
        `not reached in two taps; reached: ${[...reached].sort().join(' ')}`,
      );
    }));

  it('labels no live product "Coming soon": home, menu, insurance tab, fact sheet', () =>
    app.withPhone(async (page) => {
      const liveNames = [
        ...liveFamilies.map((f) => f.name),
        ...catalogue.products.filter((p) => p.live).map((p) => p.name),
      ].map((name) => name.toLowerCase());
      const soonTexts = () =>
        page.getByText(/coming soon/i).evaluateAll((nodes) =>
          // A bare "Coming soon" badge labels what it stands beside: read its parent's text.
          nodes.map((node) => {
            const own = node.textContent ?? '';
            const badge = own.trim().toLowerCase() === 'coming soon';
            return (badge ? node.parentElement?.textContent : own) ?? own;
          }),
        );
      const checked: string[] = [];
      for (const path of ['/', '/download-fact-sheet', '/how-it-works', '/about-us']) {
        await open(page, path);
        await page.locator('h1').first().waitFor();
        const texts = await soonTexts();
        if (path === '/') {
          await page.getByRole('button', { name: 'Menu' }).click();
          await page.getByRole('navigation', { name: 'Website' }).waitFor();
          texts.push(...(await soonTexts()));
          await page.keyboard.press('Escape');
        }
        for (const text of texts) {
          checked.push(text);
          const named = liveNames.filter((name) => text.toLowerCase().includes(name));
          assert.deepEqual(named, [], `${path}: "${text}" names a live product`);
        }
      }
      assert.ok(checked.length > 0, 'the menu still says what is not built');
      // The insurance tab opens the hub of every cover sold, each opening its journey.
      await open(page, '/');
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Insurance' })
        .click();
      await page.getByRole('heading', { name: 'Insurance', level: 1 }).waitFor();
      assert.equal(await page.getByText('We could not find this cover').count(), 0);
      assert.equal(await horizontalOverflow(page), 0, 'the hub fits 360 px');
      const violations = await axeViolations(page);
      assert.equal(violations.length, 0, describeViolations('the insurance hub', violations));
      const covers = catalogue.products.filter(
        (p) => p.family === 'insurance' && p.live && p.appearsIn.includes('hub'),
      );
      assert.ok(covers.length > 0);
      for (const cover of covers) {
        const link = page.getByRole('link', { name: cover.name, exact: true });
        assert.equal(await link.getAttribute('href'), cover.entry, cover.id);
      }
    }));
});
