import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Answers } from '@tara/core';
import { samplePath } from '@tara/core';
import type { Page } from 'playwright-core';
import { appSuite } from '../src/appSuite.js';
import { horizontalOverflow, logInInBrowser, newMobile } from '../src/auth.js';
import { fetchJourney } from '../src/journeyFixtures.js';
import { walkStep } from '../src/walkStep.js';

/** A fresh mobile ending in 1: the sandbox insurer issues. */
const issuingMobile = (): string => `${newMobile().slice(0, 9)}1`;

interface Cover {
  prefix: string;
  /** Where the buyer starts: the entry link, or the journey's own first step. */
  entry: string;
  first: string;
  /** The disclosure's cover, the premium, and the checkout's title. */
  cover: string;
  premium: string;
  product: string;
  /** The insurer on the disclosure and its policy-number code (Kotak General's by default). */
  insurer?: { name: string; code: string };
  /** The lead creation's path the disclosure posts to, when not `/api/insurances/lead/add`. */
  leadAddPath?: string;
}

const KOTAK_GENERAL = { name: 'Kotak General Insurance', code: 'KGI' };

/**
 * One cover bought in the browser as a person would: the journey from its first step, the
 * login, the disclosure, the sandbox checkout, then the policy issued on insurance/congrates
 * with its document.
 */
async function buy(page: Page, baseUrl: string, c: Cover): Promise<void> {
  const started = Date.now();
  const journey = await fetchJourney(baseUrl, c.prefix);
  const mobile = issuingMobile();
  const insurer = c.insurer ?? KOTAK_GENERAL;
  const leadAddPath = c.leadAddPath ?? '/api/insurances/lead/add';
  await page.goto(c.entry);
  await page.waitForURL((url) => url.pathname === `/${c.prefix}/${c.first}`);
  let answers: Answers = {};
  for (const [id, values] of samplePath(c.prefix)) {
    const typed = id === 'step1' ? { ...values, mobile } : values;
    await walkStep(page, journey, id, typed, answers);
    answers = { ...answers, ...typed };
  }
  await page.waitForURL((url) => url.pathname === '/login');
  await logInInBrowser(page, baseUrl, mobile);
  await page.waitForURL((url) => url.pathname === '/insurance/congrates');
  await page.getByRole('heading', { name: 'Before you pay' }).waitFor();
  await page.getByText(c.cover).first().waitFor();
  await page.getByText(insurer.name).first().waitFor();
  await page.getByRole('heading', { name: 'Key exclusions' }).waitFor();
  // Paying first validates the proposal (validateOnly 1) at the product's lead creation path.
  const quoted = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === leadAddPath && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: `Pay ${c.premium}` }).click();
  assert.equal((await quoted).status(), 200, `${c.prefix}'s proposal validated at ${leadAddPath}`);
  const checkout = page.getByRole('dialog', { name: `${c.product}, ${c.cover} cover` });
  await checkout.getByText(`For ${c.premium}, including GST`).waitFor();
  await checkout.getByLabel('UPI ID').fill('success@razorpay');
  await checkout.getByRole('button', { name: `Pay ${c.premium}` }).click();
  await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
  await page.getByRole('button', { name: 'See your policy' }).click();
  await page.waitForURL((url) => url.pathname === '/insurance/congrates');
  await page.getByRole('heading', { name: 'Congratulations! Your policy is issued' }).waitFor();
  await page.getByText(new RegExp(`^SBX-${insurer.code}-\\d{4}-\\d{8}$`)).waitFor();
  const link = page.getByRole('link', { name: 'Download policy document' });
  await link.waitFor();
  assert.match(String(await link.getAttribute('href')), /^blob:/);
  assert.equal(await horizontalOverflow(page), 0, `${c.prefix}'s policy fits 360 px`);
  console.log(`${c.prefix} end to end: ${Date.now() - started} ms`);
}

// The person covers in Chromium at 360 px (decision 054), one browser for all: dengue and
// malaria and group personal accident (group policies: step1, 2.1, 3.3, 6.4 at the group's
// plan), hospicash and the voluntary dengue-and-malaria cover (the plan step step0.5 first),
// each from its first step through the payment to its policy document; dengue-only (step1 and
// step2.1 only), the voluntary personal accident (its plan step first), and Lombard's shop cover
// (step0.9, step1, step4.3; its lead through /insurances/lombard/lead/add) the same way.
describe('the person covers and Lombard shop insurance', () => {
  const app = appSuite();

  it('dengue and malaria (group policy) from its entry link to its policy', () =>
    app.withPhone((page) =>
      buy(page, app.server.baseUrl, {
        prefix: 'insurance/dengue-malaria',
        entry: '/insurance/step1?prettyName=dengue-malaria',
        first: 'step1',
        cover: '₹1,00,000',
        premium: '₹60',
        product: 'Dengue and Malaria Cover',
      }),
    ));

  it('group personal accident from its entry link to its policy', () =>
    app.withPhone((page) =>
      buy(page, app.server.baseUrl, {
        prefix: 'insurance/group-personal-accident',
        entry: '/insurance/step1?instrumentId=23',
        first: 'step1',
        cover: '₹3,00,000',
        premium: '₹447',
        product: 'Group Personal Accident',
      }),
    ));

  it('hospicash from its plan step to its policy', () =>
    app.withPhone((page) =>
      buy(page, app.server.baseUrl, {
        prefix: 'insurance/hospicash',
        entry: '/insurance/step1?prettyName=hospicash',
        first: 'step0.5',
        cover: '₹30,000',
        premium: '₹349',
        product: 'Hospital Cash',
      }),
    ));

  it('voluntary dengue and malaria from its plan step to its policy', () =>
    app.withPhone((page) =>
      buy(page, app.server.baseUrl, {
        prefix: 'insurance/dengue-malaria-voluntary',
        entry: '/insurance/dengue-malaria-voluntary/step0.5',
        first: 'step0.5',
        cover: '₹5,00,000',
        premium: '₹300',
        product: 'Dengue and Malaria Cover',
      }),
    ));

  it('dengue-only (group policy) from step1 through step2.1 to its policy', () =>
    app.withPhone((page) =>
      buy(page, app.server.baseUrl, {
        prefix: 'insurance/dengue-only',
        entry: '/insurance/dengue-only/step1',
        first: 'step1',
        cover: '₹1,00,000',
        premium: '₹60',
        product: 'Dengue and Malaria Cover',
      }),
    ));

  it('voluntary personal accident from its plan step to its policy', () =>
    app.withPhone((page) =>
      buy(page, app.server.baseUrl, {
        prefix: 'insurance/group-personal-accident-voluntary',
        entry: '/insurance/group-personal-accident-voluntary/step0.5',
        first: 'step0.5',
        cover: '₹5,00,000',
        premium: '₹745',
        product: 'Group Personal Accident',
      }),
    ));

  it('Lombard shop insurance from its plans (step0.9) to its policy, its lead through its own path', () =>
    app.withPhone((page) =>
      buy(page, app.server.baseUrl, {
        prefix: 'insurance/lombard-shop-insurance',
        entry: '/insurance/step1?instrumentId=6',
        first: 'step0.9',
        cover: '₹10,50,000',
        premium: '₹1,882',
        product: 'Lombard Shop Insurance',
        insurer: { name: 'ICICI Lombard General Insurance', code: 'ICL' },
        leadAddPath: '/api/insurances/lombard/lead/add',
      }),
    ));
});
