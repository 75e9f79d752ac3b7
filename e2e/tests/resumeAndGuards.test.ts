import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LeadCurrentResponse } from '@tara/core';
import { getStep, samplePath } from '@tara/core';
import { appSuite } from '../src/appSuite.js';
import { fetchJourney, walkPath } from '../src/journeyFixtures.js';
import { walkStep } from '../src/walkStep.js';

const SBI = 'credit-cards/sbi';

describe('resume, guards and changed answers', () => {
  const app = appSuite();

  it('a reload mid-journey resumes on the same step with the answers', async () => {
    await app.withPhone(async (page) => {
      const journey = await fetchJourney(app.server.baseUrl, SBI);
      const path = samplePath(SBI, 'salaried');
      await page.goto(`/${SBI}/step1`);
      await walkPath(page, journey, 'salaried', 4);
      const [resumeStep] = path[4] as [string, unknown];
      await page.waitForURL((url) => url.pathname === `/${SBI}/${resumeStep}`);
      await page.reload();
      await page.getByRole('heading', { name: getStep(journey, resumeStep).title }).waitFor();
      assert.equal(new URL(page.url()).pathname, `/${SBI}/${resumeStep}`);
      const edits = page.getByRole('button', { name: /^Edit: / });
      assert.equal(await edits.count(), 4, 'the four answers so far are shown after reload');
      // And the journey can be finished from there.
      let answers = {};
      for (const [, values] of path.slice(0, 4)) answers = { ...answers, ...values };
      for (const [stepId, values] of path.slice(4)) {
        await walkStep(page, journey, stepId, values, answers);
        answers = { ...answers, ...values };
      }
      await page.waitForURL((url) => url.pathname === '/credit-card/offers');
    });
  });

  it('a deep link to a guarded step goes to the first step still needed', async () => {
    await app.withPhone(async (page) => {
      const journey = await fetchJourney(app.server.baseUrl, SBI);
      await page.goto(`/${SBI}/step7`);
      await page.waitForURL((url) => url.pathname === `/${SBI}/step1`);
      await walkPath(page, journey, 'salaried', 2);
      const [third] = samplePath(SBI, 'salaried')[2] as [string, unknown];
      await page.goto(`/${SBI}/step7`);
      await page.waitForURL((url) => url.pathname === `/${SBI}/${third}`);
      await page.getByRole('heading', { name: getStep(journey, third).title }).waitFor();
    });
  });

  it('changing an earlier answer moves the path and drops the abandoned answers', async () => {
    await app.withPhone(async (page) => {
      const journey = await fetchJourney(app.server.baseUrl, SBI);
      const salaried = samplePath(SBI, 'salaried');
      const upTo = salaried.findIndex(([id]) => id === 'step7');
      await page.goto(`/${SBI}/step1`);
      const answers = await walkPath(page, journey, 'salaried', upTo);
      assert.equal(answers.designation !== undefined, true);
      await page.waitForURL((url) => url.pathname === `/${SBI}/step7`);
      // Tap the employment answer and change it to self-employed (business).
      await page.getByRole('button', { name: `Edit: ${getStep(journey, 'step6').title}` }).click();
      const selfEmployed = samplePath(SBI, 'selfEmployed');
      const [, step6Values] = selfEmployed.find(([id]) => id === 'step6') as [string, object];
      await walkStep(page, journey, 'step6', { ...step6Values }, answers);
      assert.equal(new URL(page.url()).pathname, `/${SBI}/step6.1`);
      const [, step61Values] = selfEmployed.find(([id]) => id === 'step6.1') as [string, object];
      await walkStep(page, journey, 'step6.1', { ...step61Values }, answers);
      // Self-employed goes from the company straight to step7: no designation step.
      assert.equal(new URL(page.url()).pathname, `/${SBI}/step7`);
      const designationEdit = page.getByRole('button', {
        name: `Edit: ${getStep(journey, 'step6.2').title}`,
      });
      assert.equal(await designationEdit.count(), 0);
      const res = await page.request.get(`/api/lead/current?journey=${SBI}`);
      const lead = (await res.json()) as LeadCurrentResponse;
      assert.equal(lead.data.results.answers.designation, undefined);
      assert.equal(lead.data.results.answers.empType, 'selfEmpl');
    });
  });
});
