import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import type { LeadCurrentResponse } from '@tara/core';
import { aadhaarZip } from '../src/aadhaarZip.js';
import { appSuite } from '../src/appSuite.js';
import { horizontalOverflow, newMobile } from '../src/auth.js';
import { fetchJourney } from '../src/journeyFixtures.js';
import { checkOfferCosts } from '../src/offerCosts.js';
import { type TestFile, testFile } from '../src/testFile.js';
import { walkLoan } from '../src/walkLoan.js';

const P = 'business-loan/idfc';
const FINAL = `/${P}/disbursal-status`;

// Spec 02 §2.1, §4.1: the 43-step business loan walked in Chromium at 360 px against the
// real sandboxes (IDFC, CKYC, Karza, UIDAI offline e-KYC, e-NACH).
describe('the IDFC business loan end to end', () => {
  const app = appSuite();

  it('ckyc, GSTIN and a digital e-mandate reach a successful disbursal-status', async () => {
    await app.withPhone(async (page) => {
      const journey = await fetchJourney(app.server.baseUrl, P);
      await page.goto(`/${P}/step1`);
      const answers = await walkLoan(page, {
        baseUrl: app.server.baseUrl,
        journey,
        branch: 'default',
        overrides: { mobile: newMobile() },
        files: {
          bankStatement: testFile('pdf'),
          shopPhoto: testFile('jpeg', 'shop.jpg'),
          customerPhoto: testFile('png', 'me.png'),
        },
        mandate: 'approve',
        // Issue 22 §1: every cost and the KFS before the offer is accepted (decision 080).
        onStep: async (stepId) => {
          if (stepId !== 'step23') return;
          await checkOfferCosts(page, {
            amountLabel: 'Loan amount',
            apr: /18\.5\u00a0% a year before fees/,
            total: /₹[\d,]+ \(amount and interest\), plus the lender’s fees as per its KFS/,
            illustration: false,
          });
        },
      });
      assert.equal(new URL(page.url()).pathname, FINAL);
      await page.getByRole('heading', { name: /Congratulations!/ }).waitFor();
      assert.equal(await horizontalOverflow(page), 0, 'no horizontal scrolling at 360 px');
      assert.equal(answers.kycType, 'ckyc');
      const res = await page.request.get(`/api/lead/current?journey=${P}`);
      const lead = ((await res.json()) as LeadCurrentResponse).data.results;
      assert.equal(lead.status, 'complete');
      assert.ok(lead.history.includes('step39'), 'the e-mandate step was on the path');
      assert.ok(!lead.history.includes('step40'), 'no physical NACH steps');
    });
  });

  it('Aadhaar offline e-KYC and a physical NACH form reach disbursal-status', async () => {
    await app.withPhone(async (page) => {
      const journey = await fetchJourney(app.server.baseUrl, P);
      const files: Record<string, TestFile> = {
        aadhaarXml: await aadhaarZip(),
        bankStatement: testFile('pdf'),
        shopPhoto: testFile('jpeg', 'shop.jpg'),
        customerPhoto: testFile('jpeg', 'me.jpg'),
      };
      let nachForm: Buffer | undefined;
      await page.goto(`/${P}/step1`);
      await walkLoan(page, {
        baseUrl: app.server.baseUrl,
        journey,
        branch: 'okycPhysical',
        overrides: { mobile: newMobile() },
        files,
        onStep: async (stepId) => {
          if (stepId === 'step12') {
            // The details read from the uploaded ZIP: only the Aadhaar's last four digits.
            const row = page.getByRole('definition').filter({ hasText: /^0004$/ });
            await row.waitFor();
          }
          if (stepId === 'step40') {
            const download = page.waitForEvent('download');
            await page.getByRole('link', { name: 'Download the NACH form (PDF)' }).click();
            const path = await (await download).path();
            nachForm = await readFile(path);
            // A person prints it, signs it and uploads the scan: here, the form itself.
            files.pnachDocument = {
              name: 'signed-nach.pdf',
              mimeType: 'application/pdf',
              buffer: nachForm,
            };
          }
        },
      });
      assert.equal(new URL(page.url()).pathname, FINAL);
      await page.getByRole('heading', { name: /Congratulations!/ }).waitFor();
      assert.equal(nachForm?.subarray(0, 5).toString('latin1'), '%PDF-', 'the form is a PDF');
      const res = await page.request.get(`/api/lead/current?journey=${P}`);
      const lead = ((await res.json()) as LeadCurrentResponse).data.results;
      assert.equal(lead.status, 'complete');
      for (const id of ['step11', 'step40', 'step41', 'step42']) {
        assert.ok(lead.history.includes(id), `${id} was on the path`);
      }
      assert.equal(lead.calls.okyc?.outcome, 'verified');
      assert.ok(!lead.history.includes('step39'), 'no e-mandate wait');
    });
  });
});
