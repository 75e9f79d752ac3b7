import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Answers } from '@tara/core';
import { getStep, samplePath } from '@tara/core';
import type { Page } from 'playwright-core';
import { appSuite } from '../src/appSuite.js';
import { axeViolations, describeViolations } from '../src/axe.js';
import { fetchJourney, walkPath } from '../src/journeyFixtures.js';
import { walkStep } from '../src/walkStep.js';

// Our standard says "accessible (labels, focus, contrast, keyboard)": axe-core's WCAG 2.0/2.1
// A and AA rules on the main pages at 360 px (home and the card list at 1280 px too), with no
// serious or critical violation allowed, and /login by keyboard alone.

const SBI = 'credit-cards/sbi';

interface ApiCard {
  slug: string;
  name: string;
  url: string;
  provider_alias: string | null;
}

/**
 * The serious and critical WCAG A/AA violations of the pages one test looks at, gathered
 * page by page and asserted at the end so that a failure lists every page's.
 */
class Audit {
  private readonly found: string[] = [];

  /** Checks the page as it shows now. */
  async page(page: Page, where: string): Promise<void> {
    const violations = await axeViolations(page);
    if (violations.length > 0) this.found.push(describeViolations(where, violations));
  }

  /** Opens a path, waits for what shows that its content is there, then checks it. */
  async open(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<void> {
    await page.goto(path);
    await ready(page);
    await this.page(page, `${path} at ${page.viewportSize()?.width} px`);
  }

  assertNone(): void {
    assert.equal(this.found.length, 0, this.found.join('\n'));
  }
}

const h1 = (name?: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { level: 1, ...(name ? { name } : {}) }).waitFor();

/** The card list with every card counted. */
const cardList = (count: number) => (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: `${count} cards` })
    .waitFor();

describe('accessibility (axe-core, WCAG 2.1 A/AA)', () => {
  const app = appSuite();
  let cards: ApiCard[];
  before(async () => {
    const res = await fetch(`${app.server.baseUrl}/api/credit_cards`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ limit: 1000 }),
    });
    cards = ((await res.json()) as { results: ApiCard[] }).results;
    assert.ok(cards.length > 0, 'the catalog has cards');
  });

  /** Runs `run` on a fresh 1280 px wide page. */
  async function withDesktop(run: (page: Page) => Promise<void>): Promise<void> {
    const context = await app.browser.newContext({
      baseURL: app.server.baseUrl,
      viewport: { width: 1280, height: 800 },
      locale: 'en-IN',
      timezoneId: 'Asia/Kolkata',
    });
    try {
      await run(await context.newPage());
    } finally {
      await context.close();
    }
  }

  it('home and the card list, at 360 px and at 1280 px', async () => {
    const audit = new Audit();
    const pages = async (page: Page) => {
      await audit.open(page, '/', h1('Find credit that fits you, and know why'));
      await audit.open(page, '/credit-cards', cardList(cards.length));
    };
    await app.withPhone(pages);
    await withDesktop(pages);
    audit.assertNone();
  });

  it('a card page, with its reviews', () =>
    app.withPhone(async (page) => {
      const audit = new Audit();
      const card = cards[0] as ApiCard;
      await audit.open(page, card.url, async (p) => {
        await h1(card.name)(p);
        await p.getByRole('region', { name: 'Reviews' }).getByText('No reviews yet.').waitFor();
      });
      audit.assertNone();
    }));

  it('a journey step, and the next one after answering it', () =>
    app.withPhone(async (page) => {
      const audit = new Audit();
      const journey = await fetchJourney(app.server.baseUrl, SBI);
      const [[first, answers], [second]] = samplePath(SBI, 'salaried') as [
        [string, Answers],
        [string, Answers],
      ];
      await audit.open(page, `/${SBI}/${first}`, (p) =>
        p.getByRole('heading', { name: getStep(journey, first).title }).waitFor(),
      );
      await walkStep(page, journey, first, answers, {});
      await page.waitForURL((url) => url.pathname === `/${SBI}/${second}`);
      await page.getByRole('heading', { name: getStep(journey, second).title }).waitFor();
      // The first answer is in the chat history above the second question.
      await page.getByRole('button', { name: /^Edit: / }).waitFor();
      await audit.page(page, `/${SBI}/${second} after ${first}`);
      audit.assertNone();
    }));

  it('the offers after a finished card journey', () =>
    app.withPhone(async (page) => {
      const audit = new Audit();
      const journey = await fetchJourney(app.server.baseUrl, SBI);
      await page.goto(`/${SBI}/step1`);
      await walkPath(page, journey, 'salaried');
      await page.waitForURL((url) => url.pathname === '/credit-card/offers');
      await page
        .getByRole('region', { name: /^Cards you are eligible for/ })
        .getByRole('article')
        .first()
        .waitFor();
      await audit.page(page, '/credit-card/offers');
      // Apply opens the review screen before anything is sent (decision 028).
      await page
        .getByRole('button', { name: /^Apply for / })
        .first()
        .click();
      await page.getByRole('heading', { level: 1, name: /^Check before we send/ }).waitFor();
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await page.getByLabel('OTP sent to your mobile').waitFor();
      await audit.page(page, '/credit-card/offers/review/:cardId');
      audit.assertNone();
    }));

  it('an instant-apply form (RBL)', () =>
    app.withPhone(async (page) => {
      const audit = new Audit();
      const rbl = cards.find((c) => c.provider_alias === 'rbl') as ApiCard;
      assert.ok(rbl, 'the catalog has an RBL card');
      await audit.open(page, `/credit-cards/rbl/${rbl.slug}/instant-apply/about-you`, async (p) => {
        await h1(/^Apply for the /)(p);
        await p.getByLabel('FIRST NAME', { exact: true }).waitFor();
      });
      audit.assertNone();
    }));

  it('log in (also with its error), sign up, about us and the terms', () =>
    app.withPhone(async (page) => {
      const audit = new Audit();
      await audit.open(page, '/login', h1('Log in'));
      // An empty number sent: the box is marked wrong with its message.
      await page.getByRole('button', { name: 'Get OTP' }).click();
      await page.locator('#login-mobile[aria-invalid="true"]').waitFor();
      await audit.page(page, '/login with an error');
      await audit.open(page, '/sign-up', async (p) => {
        await h1()(p);
        await p.getByLabel('Mobile number').waitFor();
      });
      await audit.open(page, '/about-us', h1('About Tara'));
      await audit.open(page, '/terms', h1());
      audit.assertNone();
    }));

  it('/login by keyboard: Tab reaches the mobile box, then Get OTP, each visibly focused', () =>
    app.withPhone(async (page) => {
      await page.goto('/login');
      await h1('Log in')(page);
      // The page focuses its heading on arrival; Tab goes on from there.
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
      const visited: string[] = [];
      const unmarked: string[] = [];
      for (let i = 0; i < 10; i += 1) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          const style = getComputedStyle(el);
          const outline =
            style.outlineStyle !== 'none' &&
            Number.parseFloat(style.outlineWidth) > 0 &&
            style.outlineColor !== 'transparent' &&
            style.outlineColor !== 'rgba(0, 0, 0, 0)';
          const name =
            el.id ||
            `${el.tagName.toLowerCase()}:${(el.textContent ?? '').trim() || el.getAttribute('aria-label')}`;
          return { name, visible: outline || style.boxShadow !== 'none' };
        });
        if (!focused) break;
        visited.push(focused.name);
        if (!focused.visible) unmarked.push(focused.name);
        if (focused.name === 'button:Get OTP') break;
      }
      const box = visited.indexOf('login-mobile');
      const submit = visited.indexOf('button:Get OTP');
      assert.ok(box >= 0, `Tab reaches the mobile box (focused: ${visited.join(', ')})`);
      assert.equal(submit, box + 1, `then Get OTP (focused: ${visited.join(', ')})`);
      assert.deepEqual(unmarked, [], 'every focused element shows a focus indicator');
    }));
});
