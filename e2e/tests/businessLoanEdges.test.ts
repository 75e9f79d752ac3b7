import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Answers, JourneyDef, LeadCurrentResponse } from '@tara/core';
import { getStep } from '@tara/core';
import type { Page } from 'playwright-core';
import { aadhaarZip } from '../src/aadhaarZip.js';
import { answerMandate } from '../src/answerMandate.js';
import { appSuite } from '../src/appSuite.js';
import { newMobile, outboxCount, waitForNewSms } from '../src/auth.js';
import { fastForwardLoan } from '../src/fastForwardLoan.js';
import { fetchJourney } from '../src/journeyFixtures.js';
import { mandateLink } from '../src/mandateLink.js';
import { testFile } from '../src/testFile.js';
import { walkLoan } from '../src/walkLoan.js';

const P = 'business-loan/idfc';
const FINAL = `/${P}/disbursal-status`;
const REJECTION = 'Thanks for your interest. One of our team members would get in touch with you';
const FILES = {
  bankStatement: testFile('pdf'),
  shopPhoto: testFile('jpeg'),
  customerPhoto: testFile('jpeg', 'me.jpg'),
};

// The IDFC sandbox picks its scenario by the loan amount (decision 022): amount ÷ 5,000 = the
// step that rejects. Step12 rejects on the applicant's own 'No'.
const REJECTIONS: [step: string, overrides: Answers, mandate?: 'decline'][] = [
  ['step12', { kycDetailsCorrect: '0' }],
  ['step13', { loanAmount: 65_000 }],
  ['step17', { loanAmount: 85_000 }],
  ['step23', { loanAmount: 115_000 }],
  ['step39', { loanAmount: 195_000 }, 'decline'],
];

describe('the IDFC business loan: rejections, the e-mandate wait, refused uploads', () => {
  const app = appSuite();
  let journey: JourneyDef;

  /** A lead brought to `until` through the API with the page's cookies, then opened there. */
  async function openAt(page: Page, until: string, overrides: Answers = {}, branch = 'default') {
    journey ??= await fetchJourney(app.server.baseUrl, P);
    const mobile = newMobile();
    const lead = await fastForwardLoan(page, {
      baseUrl: app.server.baseUrl,
      journey,
      branch,
      overrides: { ...overrides, mobile },
      files: FILES,
      until,
    });
    await page.goto(`/${P}/${until}`);
    await page.waitForURL((url) => url.pathname === `/${P}/${until}`);
    await page.getByRole('heading', { name: getStep(journey, until).title }).waitFor();
    return { ...lead, mobile };
  }

  for (const [step, overrides, mandate] of REJECTIONS) {
    it(`a rejection at ${step} lands on disbursal-status with the spec's message`, async () => {
      await app.withPhone(async (page) => {
        const lead = await openAt(page, step, overrides);
        await walkLoan(page, {
          baseUrl: app.server.baseUrl,
          journey,
          branch: 'default',
          overrides: { ...overrides, mobile: lead.mobile },
          answered: lead.answers,
          ...(mandate ? { mandate } : {}),
        });
        assert.equal(new URL(page.url()).pathname, FINAL);
        await page.getByRole('heading', { name: REJECTION }).waitFor();
        assert.equal(
          await page.getByText(/Congratulations/).count(),
          0,
          'no success on a rejection',
        );
        const res = await page.request.get(`/api/lead/current?journey=${P}`);
        const now = ((await res.json()) as LeadCurrentResponse).data.results;
        assert.equal(now.status, 'exited');
        assert.equal(now.exit?.step, step, `rejected at ${step} itself`);
      });
    });
  }

  it('the e-mandate wait offers Resend after 10 s and survives a reload', async () => {
    await app.withPhone(async (page) => {
      const lead = await openAt(page, 'step39');
      const base = app.server.baseUrl;
      const countdown = page.getByText(/^You can ask for the link again in \d+ s\.$/);
      const resend = page.getByRole('button', { name: 'Send the link again' });
      await page.getByRole('button', { name: 'Continue' }).click();
      const savedAt = Date.now();
      await countdown.waitFor();
      assert.equal(await resend.count(), 0, 'no resend before 10 s');
      const link = await mandateLink(base, lead.mobile);

      await page.reload();
      await page
        .getByText('We sent you a link by SMS. Waiting for your bank to confirm the e-mandate.')
        .waitFor();
      assert.equal(new URL(page.url()).pathname, `/${P}/step39`, 'the reload stays on the wait');
      assert.equal(await page.getByRole('button', { name: 'Continue' }).count(), 0);

      await resend.waitFor({ timeout: 15_000 });
      assert.ok(Date.now() - savedAt >= 9_000, 'Resend is offered only after the 10 s');
      const before = await outboxCount(base, lead.mobile);
      await resend.click();
      await page.getByText('Sent again. Please check your messages.').waitFor();
      await waitForNewSms(base, lead.mobile, before);
      assert.equal(await mandateLink(base, lead.mobile), link, 'the same mandate, sent again');
      await countdown.waitFor();
      assert.equal(await resend.count(), 0, 'the countdown starts again after a resend');

      await answerMandate(page, base, lead.mobile, 'approve');
      await page.waitForURL((url) => url.pathname === `/${P}/step43`);
    });
  });

  it('refuses a bank statement that is not a PDF with a message, and loses nothing', async () => {
    await app.withPhone(async (page) => {
      await openAt(page, 'step19');
      const edits = page.getByRole('button', { name: /^Edit: / });
      const answered = await edits.count();
      assert.ok(answered > 10, 'the answers so far are shown');
      const box = page.getByLabel('BANK STATEMENT, LAST 6 MONTHS (PDF)');
      const message = page.getByText('Please upload a PDF file', { exact: true });
      const uploaded = page.getByText('Uploaded: statement.pdf', { exact: true });
      // Text named .pdf: the browser sends it, the server reads the content and refuses it.
      await box.setInputFiles({
        ...testFile('text'),
        name: 'statement.pdf',
        mimeType: 'application/pdf',
      });
      await message.waitFor();
      assert.equal(await uploaded.count(), 0);
      await box.setInputFiles(testFile('pdf'));
      await uploaded.waitFor();
      assert.equal(await message.count(), 0, 'a good file clears the message');
      // A photo picked instead: refused in the browser by its type, the earlier file dropped.
      await box.setInputFiles(testFile('jpeg', 'statement.jpg'));
      await message.waitFor();
      assert.equal(await uploaded.count(), 0);
      assert.equal(new URL(page.url()).pathname, `/${P}/step19`);
      assert.equal(await edits.count(), answered, 'no answer lost');
      // The right file then goes through.
      await box.setInputFiles(testFile('pdf'));
      await uploaded.waitFor();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL((url) => url.pathname === `/${P}/step20`);
      // The answer bubble of a file reads "Uploaded", not the stored document's id.
      const title = getStep(journey, 'step19').title;
      await page.getByRole('button', { name: `Edit: ${title}, your answer: Uploaded` }).waitFor();
    });
  });

  it('step11 refuses a share code that does not open the Aadhaar ZIP, then takes the right one with the ZIP again', async () => {
    await app.withPhone(async (page) => {
      await openAt(page, 'step11', {}, 'okycPhysical');
      const step = getStep(journey, 'step11');
      const file = page.getByLabel('AADHAAR OFFLINE E-KYC (ZIP)');
      await file.setInputFiles(await aadhaarZip());
      await page.getByText('Uploaded: offlineaadhaar.zip', { exact: true }).waitFor();
      const shareCode = page.getByRole('textbox', { name: 'SHARE CODE' });
      await shareCode.fill('9999');
      await page.getByRole('checkbox', { name: step.fields[2]?.label }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      // The ZIP is deleted once read (decision 062): the message asks for it again.
      await page
        .getByText(
          'The share code does not open this file. Please upload the ZIP file again and type the share code you chose',
        )
        .first()
        .waitFor();
      assert.equal(new URL(page.url()).pathname, `/${P}/step11`, 'the applicant stays on step11');
      await file.setInputFiles(await aadhaarZip());
      await shareCode.fill('1234');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL((url) => url.pathname === `/${P}/step12`);
      // The share code is passed to the check only, never kept (issue 20 item 3).
      const res = await page.request.get(`/api/lead/current?journey=${P}`);
      const lead = ((await res.json()) as LeadCurrentResponse).data.results;
      assert.equal(lead.answers.shareCode, undefined);
      assert.equal(lead.calls?.okyc?.outcome, 'verified');
    });
  });
});
