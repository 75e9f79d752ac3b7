import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { CardListFilters } from '@tara/core/rules';
import { defaultCardListFilters, filterCardList, sortCards } from '@tara/core/rules';
import type { Page } from 'playwright-core';
import { appSuite } from '../src/appSuite.js';
import { newMobile, outboxCount, readOtp, waitForNewSms } from '../src/auth.js';
import { fetchJourney, walkWith } from '../src/journeyFixtures.js';
import { reviewAndSend } from '../src/reviewAndSend.js';

// The card marketplace in Chromium at 360 px: the list's filters and sort, a detail page's
// head and reviews, a typeform landing, applying to an offer after a card journey (the
// sandbox issuer approves or rejects by the PAN's 5th letter, apps/api/README.md) and the
// instant-apply forms.

const REJECTED = 'Card request has been rejected or cancelled..';

interface ApiCard {
  id: number;
  slug: string;
  name: string;
  url: string;
  issuer_bank_id: number;
  ratings: number | null;
  categories: { id: number; name: string }[];
  joining_fee: number;
  discounted_fee: number;
  card_type: string;
  card_usage: string;
  provider_alias: string | null;
  review_count: number;
}

interface Seo {
  title: string;
  description: string;
  canonical: string;
}

async function api<T>(baseUrl: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The names of the cards shown, in order. */
const shownNames = (page: Page) =>
  page
    .getByRole('article')
    .evaluateAll((els) => els.map((el) => el.querySelector('h2, h3')?.textContent?.trim() ?? ''));

/**
 * The list shows `names` in that order: polled (a re-render may land just after the click
 * that asked for it), then asserted so a failure shows the difference.
 */
async function expectNames(page: Page, names: string[]): Promise<void> {
  const deadline = Date.now() + 5_000;
  let shown = await shownNames(page);
  while (JSON.stringify(shown) !== JSON.stringify(names) && Date.now() < deadline) {
    await page.waitForTimeout(50);
    shown = await shownNames(page);
  }
  assert.deepEqual(shown, names);
}

/** What core's list filter and sort make of the catalog. */
function expected(
  cards: ApiCard[],
  patch: Partial<CardListFilters>,
  key = 'name',
  direction: 1 | -1 = 1,
): string[] {
  const maxJoiningFee = Math.max(...cards.map((c) => c.joining_fee)) + 1000;
  const filters = { ...defaultCardListFilters(), maxJoiningFee, ...patch };
  return sortCards(filterCardList(cards, filters), key, direction).map((c) => c.name);
}

async function head(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    lang: document.documentElement.lang,
  }));
}

/** Fills an instant-apply form's personal and work fields as a person would. */
async function fillInstantApply(page: Page, pan: string, mobile = newMobile()): Promise<void> {
  await page.getByRole('heading', { level: 1, name: /^Apply for the / }).waitFor();
  await page.getByLabel('FIRST NAME', { exact: true }).fill('Asha');
  await page.getByLabel('LAST NAME', { exact: true }).fill('Verma');
  await page
    .getByRole('radiogroup', { name: 'GENDER' })
    .getByRole('radio', { name: 'Female' })
    .check();
  const dob = page.getByRole('group', { name: 'DATE OF BIRTH (DD/MM/YYYY)' });
  await dob.getByLabel('Day').fill('15');
  await dob.getByLabel('Month').fill('08');
  await dob.getByLabel('Year').fill('1990');
  await page.getByLabel('MOBILE NUMBER').fill(mobile);
  await page.getByLabel('E-MAIL', { exact: true }).fill('asha.verma@example.com');
  await page.getByLabel('PAN', { exact: true }).fill(pan);
  await page.getByLabel('HOUSE NO., STREET, AREA').fill('12 MG Road, Fort, Mumbai 400001');
  await page.getByLabel('PINCODE', { exact: true }).fill('400001');
  await page
    .getByText(/^City: /)
    .first()
    .waitFor();
  await page
    .getByRole('radiogroup', { name: 'EMPLOYMENT TYPE' })
    .getByRole('radio', { name: 'Salaried' })
    .check();
  await page.getByLabel('COMPANY OR BUSINESS NAME').fill('Tata Consultancy Services');
  await page.getByLabel('MONTHLY INCOME (₹)').fill('85000');
}

async function fillRbl(page: Page, pan: string, mobile = newMobile()): Promise<void> {
  await fillInstantApply(page, pan, mobile);
  await page
    .getByRole('radiogroup', { name: 'DO YOU HAVE A LOAN OR A CREDIT CARD WITH ANY BANK?' })
    .getByRole('radio', { name: 'No' })
    .check();
}

/**
 * Clicks a button as a person on a phone would: scrolled up from under the fixed bottom tray
 * first (a button at the end of a long form can sit just under it).
 */
async function press(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  await button.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await button.click();
}

/** On an instant-apply review: ticks the acceptance box and types the OTP sent to `mobile`. */
async function acceptAndProve(page: Page, baseUrl: string, mobile: string): Promise<void> {
  await page.getByRole('checkbox', { name: /I have checked the details above/ }).check();
  const before = await outboxCount(baseUrl, mobile);
  await press(page, 'Send OTP');
  await waitForNewSms(baseUrl, mobile, before);
  await page.getByLabel('OTP sent to your mobile').fill(await readOtp(baseUrl, mobile));
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Walks a card journey's sample branch with other values for some answers. */
/** The first offer in the eligible section: its name. */
async function firstEligible(page: Page): Promise<string> {
  const section = page.getByRole('region', { name: /^Cards you are eligible for/ });
  const article = section.getByRole('article').first();
  await article.waitFor();
  return (await article.getByRole('heading').textContent())?.trim() ?? '';
}

describe('card marketplace', () => {
  const app = appSuite();
  let cards: ApiCard[];
  before(async () => {
    const url = app.server.baseUrl;
    cards = (await api<{ results: ApiCard[] }>(url, 'credit_cards', { limit: 1000 })).results;
  });
  const withPage = app.withPhone;

  it('lists the cards, sorts them and filters them', () =>
    withPage(async (page) => {
      await page.goto('/credit-cards');
      const count = page.getByRole('status').filter({ hasText: /cards?/ });
      await count.filter({ hasText: `${cards.length} cards` }).waitFor();
      await expectNames(page, expected(cards, {}));

      await page.getByLabel('Sort by').selectOption({ label: 'Name (Z to A)' });
      await expectNames(page, expected(cards, {}, 'name', -1));
      await page.getByLabel('Sort by').selectOption({ label: 'Joining fee (high to low)' });
      await expectNames(page, expected(cards, {}, 'joining_fee', -1));

      await page.getByText('Filters', { exact: true }).click();
      const types = page.getByRole('group', { name: 'Card type' });
      await types.getByRole('checkbox', { name: 'Travel' }).check();
      const travel = expected(cards, { cardTypes: ['travel'] }, 'joining_fee', -1);
      assert.ok(travel.length > 0 && travel.length < cards.length);
      await count.filter({ hasText: `${travel.length} of ${cards.length} cards` }).waitFor();
      await expectNames(page, travel);

      // A second type, any category: the filters add up.
      await types.getByRole('checkbox', { name: 'Cashback' }).check();
      const both = expected(cards, { cardTypes: ['travel', 'cashback'] }, 'joining_fee', -1);
      await expectNames(page, both);

      await page.getByRole('button', { name: 'Reset filters' }).click();
      await count.filter({ hasText: `${cards.length} cards` }).waitFor();

      // The joining-fee slider: at most the chosen value.
      const slider = page.getByLabel('Maximum joining fee');
      assert.equal(
        await slider.getAttribute('max'),
        String(Math.max(...cards.map((c) => c.joining_fee)) + 1000),
      );
      // By keyboard, as a person would: Home is ₹0, each arrow step ₹100.
      await slider.focus();
      await slider.press('Home');
      for (let i = 0; i < 10; i += 1) await slider.press('ArrowRight');
      const cheap = expected(cards, { maxJoiningFee: 1000 }, 'joining_fee', -1);
      await count.filter({ hasText: `${cheap.length} of ${cards.length} cards` }).waitFor();
      await expectNames(page, cheap);
      await page.getByText('Up to ₹1,000').waitFor();

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.equal(overflow, 0, 'no horizontal scrolling at 360 px');
    }));

  it('lists an area: /credit-cards/travel', () =>
    withPage(async (page) => {
      await page.goto('/credit-cards/travel');
      await page.getByRole('heading', { level: 1 }).waitFor();
      const travel = expected(cards, { cardTypes: ['travel'] });
      await page
        .getByRole('status')
        .filter({ hasText: `${travel.length} of` })
        .waitFor();
      await expectNames(page, travel);
    }));

  it('shows a card page with its title, description, canonical URL and no invented reviews', () =>
    withPage(async (page) => {
      const card = [...cards].sort((a, b) => b.review_count - a.review_count)[0] as ApiCard;
      const seo = (
        await api<{ data: { results: Seo[] } }>(app.server.baseUrl, 'seo/contents', {
          creditCardId: card.id,
        })
      ).data.results[0] as Seo;

      await page.goto(card.url);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const first = await head(page);
      assert.equal(first.title, seo.title);
      assert.equal(first.description, seo.description);
      assert.equal(first.canonical, seo.canonical);
      assert.equal(first.lang, 'en-IN');
      assert.ok(seo.canonical.endsWith(card.url));

      // Each section once: the fee and eligibility bullets are not shown again as groups.
      const groups = (
        await api<{ data: { results: { title: string; bullets: string[] }[] } }>(
          app.server.baseUrl,
          'credit-cards/bullets',
          { creditCardId: card.id },
        )
      ).data.results;
      assert.ok(groups.some((g) => g.title === 'Benefits' && g.bullets.length > 0));
      await page.getByRole('heading', { level: 2, name: 'Benefits' }).waitFor();
      const sections = await page.getByRole('heading', { level: 2 }).allTextContents();
      assert.equal(new Set(sections).size, sections.length, `repeated: ${sections.join(', ')}`);
      assert.ok(sections.includes('Fees') && sections.includes('Eligibility'));

      // Reviews: only applicants' approved ones; none yet, and no rating in the header either.
      const reviews = page.getByRole('region', { name: 'Reviews' });
      await reviews.getByText('No reviews yet.').waitFor();
      assert.equal(await reviews.getByRole('article').count(), 0);
      assert.equal(card.review_count, 0);
      assert.equal(await page.getByText(/^Rated \d/).count(), 0, 'no invented rating');
      await reviews.getByRole('link', { name: 'Log in' }).waitFor();

      // In-app navigation to another card: the head follows.
      const other = cards.find((c) => c.id !== card.id) as ApiCard;
      const otherSeo = (
        await api<{ data: { results: Seo[] } }>(app.server.baseUrl, 'seo/contents', {
          creditCardId: other.id,
        })
      ).data.results[0] as Seo;
      await page.getByRole('link', { name: 'Credit cards', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/credit-cards');
      await page.getByRole('link', { name: `Details of ${other.name}` }).click();
      await page.waitForURL((url) => url.pathname === other.url);
      await page.waitForFunction((title) => document.title === title, otherSeo.title);
      const second = await head(page);
      assert.equal(second.description, otherSeo.description);
      assert.equal(second.canonical, otherSeo.canonical);
      await page
        .getByRole('link', { name: `Apply now for ${other.name}` })
        .first()
        .waitFor();
    }));

  it('opens a typeform landing into the issuer journey with its card chosen', () =>
    withPage(async (page) => {
      await page.goto('/sbi-elite-cc/typeform');
      await page.getByRole('heading', { level: 1 }).waitFor();
      assert.equal(await page.getByRole('navigation', { name: 'Main' }).count(), 0, 'no tray');
      await page.getByRole('link', { name: /^Check eligibility/ }).click();
      await page.waitForURL((url) => url.pathname === '/credit-cards/sbi/step1');
      const chosen = await page.evaluate(() => sessionStorage.getItem('providerCardApplied'));
      assert.equal(chosen, String(cards.find((c) => c.slug === 'sbi-elite')?.id));
    }));

  it('applies to an offer after a card journey: approved', () =>
    withPage(async (page) => {
      const journey = await fetchJourney(app.server.baseUrl, 'credit-cards/sbi');
      await page.goto('/credit-cards/sbi/step1');
      const mobile = newMobile();
      await walkWith(page, journey, 'salaried', { mobile });
      await page.waitForURL((url) => url.pathname === '/credit-card/offers');
      const name = await firstEligible(page);
      const card = cards.find((c) => c.name === name) as ApiCard;
      await page.getByRole('button', { name: `Apply for ${name}` }).click();
      await reviewAndSend(page, app.server.baseUrl, mobile);
      await page.waitForURL((url) => url.pathname.startsWith('/bookings-done/1/'));
      await page.getByRole('heading', { level: 1, name: /^Thank you!/ }).waitFor();
      await page.getByText(`Reference number:`).waitFor();
      const ref = await page.locator('.outcome__ref').textContent();
      assert.match(ref ?? '', new RegExp(`^${(card.provider_alias ?? '').toUpperCase()}-`));
    }));

  it('applies to an offer after a card journey: rejected by the issuer', () =>
    withPage(async (page) => {
      const journey = await fetchJourney(app.server.baseUrl, 'credit-cards/sbi');
      await page.goto('/credit-cards/sbi/step1');
      const mobile = newMobile();
      await walkWith(page, journey, 'salaried', { pancard: 'ABCPR1234K', mobile });
      await page.waitForURL((url) => url.pathname === '/credit-card/offers');
      const name = await firstEligible(page);
      await page.getByRole('button', { name: `Apply for ${name}` }).click();
      await reviewAndSend(page, app.server.baseUrl, mobile);
      await page.waitForURL(
        (url) => url.pathname === '/credit-card/offers' && url.search.includes('status=rejected'),
      );
      await page.getByRole('alert').filter({ hasText: REJECTED }).waitFor();
      const again = page.getByRole('button', { name: `Not approved for ${name}` });
      assert.equal(await again.isDisabled(), true);
    }));

  it('completes an RBL instant-apply form, after fixing a wrong PAN', () =>
    withPage(async (page) => {
      const card = cards.find((c) => c.provider_alias === 'rbl') as ApiCard;
      await page.goto(`/credit-cards/rbl/${card.slug}/instant-apply/about-you`);
      const mobile = newMobile();
      await fillRbl(page, 'ABCDE1234', mobile);
      await press(page, 'Review my application');
      const pan = page.getByLabel('PAN', { exact: true });
      assert.equal(await pan.getAttribute('aria-invalid'), 'true');
      await page.getByText('Please enter a valid PAN').waitFor();
      await page
        .getByRole('alert')
        .filter({ hasText: /Please correct/ })
        .waitFor();
      await pan.fill('ABCPE1234F');
      await press(page, 'Review my application');

      await page.waitForURL((url) => url.pathname.endsWith('/instant-apply/review'));
      await page.getByRole('heading', { level: 1, name: /^Check your application/ }).waitFor();
      await page.getByText('ABCPE1234F').waitFor();
      await page.getByText('15/08/1990').waitFor();
      // Nothing typed is kept in browser storage.
      const stored = await page.evaluate(() =>
        JSON.stringify({ ...sessionStorage, ...localStorage }),
      );
      assert.ok(!stored.includes('ABCPE1234F') && !stored.includes(mobile));

      // Decision 060: nothing goes to the bank before the form's mobile is proved.
      const baseUrl = app.server.baseUrl;
      await page.getByRole('checkbox', { name: /I have checked the details above/ }).check();
      await press(page, 'Submit application');
      await page.getByRole('alert').filter({ hasText: 'Please enter the 6-digit OTP' }).waitFor();
      const before = await outboxCount(baseUrl, mobile);
      await press(page, 'Send OTP');
      await waitForNewSms(baseUrl, mobile, before);
      const code = await readOtp(baseUrl, mobile);
      await page.getByLabel('OTP sent to your mobile').fill(wrongCode(code));
      await press(page, 'Submit application');
      await page.getByRole('alert').filter({ hasText: 'Incorrect OTP' }).waitFor();
      assert.ok(page.url().endsWith('/instant-apply/review'), 'still on the review');
      await page.getByLabel('OTP sent to your mobile').fill(code);
      await press(page, 'Submit application');
      await page.waitForURL((url) => url.pathname === '/bookings-done/1/62');
      await page.getByRole('heading', { level: 1, name: /^Thank you!/ }).waitFor();
      assert.match((await page.locator('.outcome__ref').textContent()) ?? '', /^RBL-/);
    }));

  it('retries an application the bank could not take at first, and shows a rejection', () =>
    withPage(async (page) => {
      const card = cards.find((c) => c.provider_alias === 'rbl') as ApiCard;
      const form = `/credit-cards/rbl/${card.slug}/instant-apply/about-you`;
      // Transient: the first attempt fails (502), the retry is approved.
      await page.goto(form);
      const baseUrl = app.server.baseUrl;
      const first = newMobile();
      await fillRbl(page, 'ABCPT1234K', first);
      await press(page, 'Review my application');
      await acceptAndProve(page, baseUrl, first);
      await press(page, 'Submit application');
      const bubble = page.getByRole('alert').filter({ hasText: 'The bank could not be reached' });
      await bubble.waitFor();
      await bubble.getByRole('button', { name: 'Try again' }).click();
      await page.waitForURL((url) => url.pathname === '/bookings-done/1/62');

      // Rejected: outside the offers page, the failure route is bookings-done/rejected.
      await page.goto(form);
      const second = newMobile();
      await fillRbl(page, 'ABCPR1234K', second);
      await press(page, 'Review my application');
      await acceptAndProve(page, baseUrl, second);
      await press(page, 'Submit application');
      await page.waitForURL((url) => url.pathname === '/bookings-done/rejected/62');
      await page.getByRole('alert').filter({ hasText: REJECTED }).waitFor();
    }));

  it("checks the Amex-type form's landline and office e-mail", () =>
    withPage(async (page) => {
      const amex = await api<{ data: { results: { url: string } } }>(app.server.baseUrl, 'amex');
      await page.goto(amex.data.results.url);
      await fillInstantApply(page, 'ABCPE1234F');
      await page.getByLabel('STD CODE (OPTIONAL)').fill('022');
      await page.getByLabel('LANDLINE NUMBER (OPTIONAL)').fill('2266123');
      await page.getByLabel('OFFICE E-MAIL').fill('asha@gmail.com');
      await press(page, 'Review my application');
      await page.getByText('Invalid Landline').waitFor();
      await page.getByText('Invalid Office Email').waitFor();
      await page
        .getByText('Please agree to the mandatory Terms to submit your application')
        .waitFor();
      assert.ok(!page.url().endsWith('/review'));
    }));

  it('sends an instant-apply review without its form to /credit-cards', () =>
    withPage(async (page) => {
      await page.goto('/credit-cards/rbl/rbl-shoprite/instant-apply/review');
      await page.waitForURL((url) => url.pathname === '/credit-cards');
    }));
});
