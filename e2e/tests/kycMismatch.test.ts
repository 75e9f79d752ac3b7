import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JourneyDef, LeadCurrentResponse } from '@tara/core';
import { getStep, KYC_MISMATCH_CORRECT } from '@tara/core';
import { aadhaarZip } from '../src/aadhaarZip.js';
import { appSuite } from '../src/appSuite.js';
import { newMobile } from '../src/auth.js';
import { fastForwardLoan } from '../src/fastForwardLoan.js';
import { fetchJourney } from '../src/journeyFixtures.js';

const P = 'business-loan/idfc';

// Issue 20 item 6 (decision 062): Suresh Kumar Patil, male, born 1985, uploads the Aadhaar
// file of Asha Verma (1990-04-12, F). The journey stops on step12.1 with what differs and how
// to correct it; his own file, uploaded again, takes him on to step12.
const SURESH = {
  fullName: 'Suresh Kumar Patil',
  gender: 'male',
  dobDate: '01',
  dobMonth: '06',
  dobYear: '1985',
};

describe('a KYC that is not the applicant’s, in Chromium', () => {
  const app = appSuite();
  let journey: JourneyDef;

  it('stops on the mismatch with what differs, refuses to go on, and is corrected by uploading his own Aadhaar file', async () => {
    await app.withPhone(async (page) => {
      journey ??= await fetchJourney(app.server.baseUrl, P);
      await fastForwardLoan(page, {
        baseUrl: app.server.baseUrl,
        journey,
        branch: 'okycPhysical',
        overrides: { ...SURESH, mobile: newMobile() },
        files: {},
        until: 'step11',
      });
      const upload = getStep(journey, 'step11');
      await page.goto(`/${P}/step11`);
      await page.getByRole('heading', { name: upload.title }).waitFor();

      const file = page.getByLabel('AADHAAR OFFLINE E-KYC (ZIP)');
      const uploaded = page.getByText('Uploaded: offlineaadhaar.zip', { exact: true });
      const shareCode = page.getByRole('textbox', { name: 'SHARE CODE' });
      const consent = page.getByRole('checkbox', { name: upload.fields[2]?.label });
      await file.setInputFiles(await aadhaarZip());
      await uploaded.waitFor();
      await shareCode.fill('1234');
      await consent.check();
      await page.getByRole('button', { name: 'Continue' }).click();

      // Another person's KYC: step12.1, what differs, the other record masked.
      await page.waitForURL((url) => url.pathname === `/${P}/step12.1`);
      const mismatch = getStep(journey, 'step12.1');
      await page.getByRole('heading', { name: mismatch.title }).waitFor();
      const facts = page.locator('dl.facts');
      await facts.getByText('name, date of birth and gender', { exact: true }).waitFor();
      await facts.getByText('A*** V****', { exact: true }).waitFor();
      assert.equal(await page.getByText('Asha Verma').count(), 0, 'the other person, masked');

      // Going on is refused with how to correct; the confirmation cannot be opened.
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('alert').getByText(KYC_MISMATCH_CORRECT).waitFor();
      assert.equal(new URL(page.url()).pathname, `/${P}/step12.1`);
      await page.goto(`/${P}/step12`);
      await page.waitForURL((url) => url.pathname === `/${P}/step12.1`);
      await page.getByRole('heading', { name: mismatch.title }).waitFor();

      // The way to correct: his upload answered again, with his own file.
      await page.getByRole('button', { name: `Edit: ${upload.title}`, exact: false }).click();
      await page.waitForURL((url) => url.pathname === `/${P}/step11`);
      await file.setInputFiles(
        await aadhaarZip('1234', { name: 'Suresh Kumar Patil', dob: '1985-06-01', gender: 'M' }),
      );
      await uploaded.waitFor();
      await shareCode.fill('1234');
      if (!(await consent.isChecked())) await consent.check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL((url) => url.pathname === `/${P}/step12`);
      await page.locator('dl.facts').getByText('Suresh Kumar Patil', { exact: true }).waitFor();

      const res = await page.request.get(`/api/lead/current?journey=${P}`);
      const lead = ((await res.json()) as LeadCurrentResponse).data.results;
      assert.equal(lead.calls.okyc?.outcome, 'verified');
      assert.equal(lead.current, 'step12');
      assert.ok(!lead.history.includes('step12.1'), 'the mismatch is behind him');
    });
  });
});
