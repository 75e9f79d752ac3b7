import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import type { Answers, JourneyDef, LeadCurrentResponse } from '@tara/core';
import { getStep, sampleAnswers } from '@tara/core';
import type { Page } from 'playwright-core';
import { aadhaarZip } from '../src/aadhaarZip.js';
import { answerMandate } from '../src/answerMandate.js';
import { appSuite } from '../src/appSuite.js';
import { horizontalOverflow, newMobile, outboxCount, waitForNewSms } from '../src/auth.js';
import { fastForwardLoan } from '../src/fastForwardLoan.js';
import { fetchJourney } from '../src/journeyFixtures.js';
import { mandateLink } from '../src/mandateLink.js';
import { checkOfferCosts } from '../src/offerCosts.js';
import { type TestFile, testFile } from '../src/testFile.js';
import { walkLoan } from '../src/walkLoan.js';
import { walkStep } from '../src/walkStep.js';

const P = 'credit-line/nacl';
const FINAL = `/${P}/disbursal-status`;
const SUCCESS =
  'Congratulations! Your credit line is approved. You can use it at our partner stores and platforms.';
const WEB_VIEW_UA =
  'Mozilla/5.0 (Linux; Android 13; SM-A515F Build/TP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36';
const REJECTION = 'Thanks for your interest. One of our team members would get in touch with you';

// The Northern Arc sandbox picks its scenario by the PAN's four digits (decision 036): 1101
// rejects at step11, 1501 at step15, 2101 at step21 (the approval declined).
const REJECTIONS: [step: string, from: string, pancard: string][] = [
  ['step11', 'step11', 'ABCPE1101F'],
  ['step15', 'step14', 'ABCPE1501F'],
  ['step21', 'step20', 'ABCPE2101F'],
];

// Spec 02 §2.3, §4.2: the credit line in Chromium at 360 px. The long prefix is saved through
// the API with the page's cookies (fastForwardLoan); the interesting steps are walked in the
// browser against the real sandboxes (Northern Arc, the bureau, UIDAI, the e-NACH bank page).
describe('the Northern Arc credit line', () => {
  const app = appSuite();
  let journey: JourneyDef;
  let files: Record<string, TestFile>;

  /** A lead brought to `until` through the API, then opened there in the browser. */
  async function openAt(page: Page, until: string, branch: string, overrides: Answers = {}) {
    journey ??= await fetchJourney(app.server.baseUrl, P);
    files ??= {
      aadhaarXml: await aadhaarZip(),
      shopPhoto: testFile('jpeg', 'shop.jpg'),
      customerPhoto: testFile('png', 'me.png'),
    };
    const mobile = newMobile();
    const lead = await fastForwardLoan(page, {
      baseUrl: app.server.baseUrl,
      journey,
      branch,
      overrides: { ...overrides, mobile },
      files,
      until,
    });
    await page.goto(`/${P}/${until}`);
    await page.getByRole('heading', { name: getStep(journey, until).title }).waitFor();
    return { ...lead, mobile };
  }

  async function leadNow(page: Page) {
    const res = await page.request.get(`/api/lead/current?journey=${P}`);
    return ((await res.json()) as LeadCurrentResponse).data.results;
  }

  it('digital mandate: 24, 25, 26, 27 (resend after 10 s, the bank page approves), 31 → the success text', async () => {
    await app.withPhone(async (page) => {
      const base = app.server.baseUrl;
      const lead = await openAt(page, 'step24', 'default');
      const walk = {
        baseUrl: base,
        journey,
        branch: 'default',
        overrides: { mobile: lead.mobile },
      };
      // The bank is the IFSC's (decision 090): step26 does not ask it, the chat names it.
      const onStep = async (id: string) => {
        if (id !== 'step26') return;
        await page.getByText('HDFC0001234 (HDFC Bank)').first().waitFor();
        assert.equal(await page.getByText('BANK NAME').count(), 0, 'the bank is not asked again');
      };
      const answered = await walkLoan(page, {
        ...walk,
        answered: lead.answers,
        until: 'step27',
        onStep,
      });
      // step27: the link goes by SMS; after 10 s it may be sent again (the same mandate).
      await page.getByRole('heading', { name: getStep(journey, 'step27').title }).waitFor();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page
        .getByText('We sent you a link by SMS. Waiting for your bank to confirm the e-mandate.')
        .waitFor();
      const link = await mandateLink(base, lead.mobile);
      assert.match(link, /\/api\/sandbox\/enach\/MDT-/);
      const resend = page.getByRole('button', { name: 'Send the link again' });
      await resend.waitFor({ timeout: 15_000 });
      const before = await outboxCount(base, lead.mobile);
      await resend.click();
      await page.getByText('Sent again. Please check your messages.').waitFor();
      await waitForNewSms(base, lead.mobile, before);
      assert.equal(await mandateLink(base, lead.mobile), link, 'the same mandate, sent again');
      // The bank's page names the credit line's own lender, not the business loan's.
      await answerMandate(
        page,
        base,
        lead.mobile,
        'approve',
        'Northern Arc Capital Limited (credit line)',
      );
      await page.waitForURL((url) => url.pathname === `/${P}/step31`);
      await walkLoan(page, { ...walk, answered });
      assert.equal(new URL(page.url()).pathname, FINAL);
      await page.getByRole('heading', { name: SUCCESS }).waitFor();
      assert.equal(await horizontalOverflow(page), 0, 'no horizontal scrolling at 360 px');
      const now = await leadNow(page);
      assert.equal(now.status, 'complete');
      assert.deepEqual(now.history.slice(-5), ['step24', 'step25', 'step26', 'step27', 'step31']);
      assert.equal(now.calls['nacl.enach']?.outcome, 'registered');
    });
  });

  it('physical mandate from the store details: 18 … 24, 26, 28 (the pre-filled form), 29 (its upload), 30, 31', async () => {
    await app.withPhone(async (page) => {
      const lead = await openAt(page, 'step18', 'webViewPhysical');
      let nachForm: Buffer | undefined;
      const walkFiles = { ...files };
      await walkLoan(page, {
        baseUrl: app.server.baseUrl,
        journey,
        branch: 'webViewPhysical',
        overrides: { mobile: lead.mobile },
        answered: lead.answers,
        files: walkFiles,
        onStep: async (stepId) => {
          // Issue 22 §1: every cost and the KFS before the offer is accepted (decision 080).
          if (stepId === 'step21') {
            await checkOfferCosts(page, {
              amountLabel: 'Credit limit',
              apr: /24\u00a0% a year before fees/,
              total: /plus the lender’s fees as per its KFS \(illustration\)/,
              illustration: true,
            });
          }
          if (stepId !== 'step28') return;
          const download = page.waitForEvent('download');
          await page.getByRole('link', { name: 'Download the NACH form (PDF)' }).click();
          nachForm = await readFile(await (await download).path());
          walkFiles.pnachDocument = {
            name: 'signed-nach.pdf',
            mimeType: 'application/pdf',
            buffer: nachForm,
          };
        },
      });
      assert.equal(new URL(page.url()).pathname, FINAL);
      await page.getByRole('heading', { name: SUCCESS }).waitFor();
      assert.equal(nachForm?.subarray(0, 5).toString('latin1'), '%PDF-', 'the form is a PDF');
      const now = await leadNow(page);
      assert.deepEqual(now.history.slice(-6), [
        'step24',
        'step26',
        'step28',
        'step29',
        'step30',
        'step31',
      ]);
      assert.equal(now.calls['nacl.pnachStatus']?.outcome, 'accepted');
    });
  });

  for (const [step, from, pancard] of REJECTIONS) {
    it(`a rejection at ${step} lands on disbursal-status with the rejection text`, async () => {
      await app.withPhone(async (page) => {
        const lead = await openAt(page, from, 'default', { pancard });
        await walkLoan(page, {
          baseUrl: app.server.baseUrl,
          journey,
          branch: 'default',
          overrides: { mobile: lead.mobile, pancard },
          answered: lead.answers,
        });
        assert.equal(new URL(page.url()).pathname, FINAL);
        await page.getByRole('heading', { name: REJECTION }).waitFor();
        assert.equal(await page.getByText(/Congratulations/).count(), 0, 'no success');
        const now = await leadNow(page);
        assert.equal(now.status, 'exited');
        assert.equal(now.exit?.step, step, `rejected at ${step} itself`);
      });
    });
  }

  it('a partner that cannot answer sends the applicant to /credit-line/results and back', async () => {
    await app.withPhone(async (page) => {
      // 5901: every Northern Arc call after the PAN check fails (the sandbox table).
      const lead = await openAt(page, 'step3', 'default', { pancard: 'ABCPE5901F' });
      const values = sampleAnswers(P, 'step3', { answers: lead.answers });
      await walkStep(page, journey, 'step3', values, lead.answers);
      await page.waitForURL((url) => url.pathname === '/credit-line/results');
      await page.getByRole('heading', { name: 'We could not finish this step' }).waitFor();
      await page.getByRole('alert').filter({ hasText: 'Something went wrong' }).waitFor();
      await page.getByRole('link', { name: 'Try again' }).click();
      await page.waitForURL((url) => url.pathname === `/${P}/step3`);
      assert.equal((await leadNow(page)).current, 'step3', 'the lead still stands on step3');
    });
  });

  it('in the Android web view step5 goes to Karza’s OKYC (step9), then to step11', async () => {
    // The web app reads the web view from the user agent ('; wv)') and sends it in
    // x-journey-context (decision 027); the server routes step5 by it.
    const context = await app.browser.newContext({
      baseURL: app.server.baseUrl,
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      locale: 'en-IN',
      userAgent: WEB_VIEW_UA,
    });
    try {
      const page = await context.newPage();
      const lead = await openAt(page, 'step5', 'webViewPhysical');
      await walkLoan(page, {
        baseUrl: app.server.baseUrl,
        journey,
        branch: 'webViewPhysical',
        overrides: { mobile: lead.mobile },
        answered: lead.answers,
        until: 'step12',
      });
      const now = await leadNow(page);
      assert.deepEqual(now.history.slice(-3), ['step5', 'step9', 'step11']);
      assert.equal(now.calls['karza.okyc']?.outcome, 'verified');
    } finally {
      await context.close();
    }
  });
});
