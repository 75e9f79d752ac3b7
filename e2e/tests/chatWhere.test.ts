import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LeadCurrentResponse } from '@tara/core';
import { getStep, samplePath } from '@tara/core';
import { appSuite } from '../src/appSuite.js';
import { fetchJourney, walkPath } from '../src/journeyFixtures.js';
import { walkStep } from '../src/walkStep.js';

// Issue 9, "a chat that knows where it is", in Chromium at 360 px on the SBI Card journey:
// the header, the Continue hint, the masked PAN, Skip on the optional METRO step, and an
// edit of an earlier answer that keeps the path returning to the step the applicant was on.
const SBI = 'credit-cards/sbi';
const PAN = 'ABCPE1234F';

describe('a chat that knows where it is', () => {
  const app = appSuite();

  it('names the application at the top and says what Continue is waiting for', async () => {
    await app.withPhone(async (page) => {
      await page.goto(`/${SBI}/step1`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      // The issuer and the product, with the issuer's logo loaded by URL.
      await page.getByText('SBI Card credit card', { exact: true }).waitFor();
      const logo = page.locator('.journey-head img');
      assert.equal(await logo.getAttribute('src'), '/issuers/sbi-card.svg');
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('.journey-head img');
        return img?.complete === true && img.naturalWidth > 0;
      });
      // Continue says why it is not ready, and is still reachable by keyboard.
      const submit = page.getByRole('button', { name: 'Continue' });
      const hint = page.getByText(/^Please fill in or correct:/);
      assert.equal(
        await hint.textContent(),
        'Please fill in or correct: First name, Last name, PAN.',
      );
      assert.equal(await hint.getAttribute('aria-live'), 'polite');
      assert.equal(await submit.getAttribute('aria-disabled'), 'true');
      const describedBy = await submit.getAttribute('aria-describedby');
      assert.equal(describedBy, await hint.getAttribute('id'));
      await submit.focus();
      await page.keyboard.press('Enter');
      // A press shows the messages and goes to the first field to fill in.
      await page.getByText('Please enter the first name').waitFor();
      const focused = await page.evaluate(() => document.activeElement?.id ?? '');
      assert.equal(focused, await page.getByLabel('FIRST NAME').getAttribute('id'));
      await page.getByLabel('FIRST NAME').fill('Asha');
      await page.getByText('Please fill in or correct: Last name, PAN.').waitFor();
      assert.equal(new URL(page.url()).pathname, `/${SBI}/step1`);
    });
  });

  it('skips the optional METRO step, masks the PAN in later bubbles, and an edit that keeps the path returns to the step the applicant was on', async () => {
    await app.withPhone(async (page) => {
      const journey = await fetchJourney(app.server.baseUrl, SBI);
      await page.goto(`/${SBI}/step1`);
      let answers = await walkPath(page, journey, 'salaried', 2);

      // step2.1, the METRO card, is optional: Skip, by keyboard, saves it and moves on.
      await page.getByRole('heading', { name: getStep(journey, 'step2.1').title }).waitFor();
      const skip = page.getByRole('button', { name: 'Skip', exact: true });
      await skip.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === `/${SBI}/step3`);
      const res = await page.request.get(`/api/lead/current?journey=${SBI}`);
      const lead = (await res.json()) as LeadCurrentResponse;
      assert.equal(lead.data.results.answers.isMetroChecked, false);
      // A step that asks something required offers no Skip.
      assert.equal(await skip.count(), 0);

      // The name reads as a name and the PAN is masked in the bubble; never shown whole.
      const history = page.getByRole('list', { name: 'Your answers so far' });
      await history.getByText('Asha Verma, XXXXXX234F').waitFor();
      assert.equal((await page.content()).includes(PAN), false, 'the full PAN is not in the page');
      // Tara's avatar on every question bubble of the chat.
      const bubbles = await page.locator('.chat-history__item').count();
      assert.equal(await page.locator('.chat-history__item .tara-avatar').count(), bubbles);

      // Walk on to step5, then answer step3 again with another e-mail: the path is the same,
      // so Continue goes straight back to step5 (step4 is not asked again).
      const path = samplePath(SBI, 'salaried');
      answers = { ...answers, isMetroChecked: false };
      for (const [stepId, values] of path.slice(3, 5)) {
        await walkStep(page, journey, stepId, values, answers);
        answers = { ...answers, ...values };
      }
      await page.waitForURL((url) => url.pathname === `/${SBI}/step5`);
      await page.getByRole('button', { name: `Edit: ${getStep(journey, 'step3').title}` }).click();
      await walkStep(page, journey, 'step3', { email: 'asha.v@example.in' }, answers);
      await page.waitForURL((url) => url.pathname === `/${SBI}/step5`);
      await page.getByRole('heading', { name: getStep(journey, 'step5').title }).waitFor();
      await history.getByText('asha.v@example.in').waitFor();
    });
  });
});
