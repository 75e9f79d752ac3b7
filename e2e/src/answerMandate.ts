import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { mandateLink } from './mandateLink.js';

/** Opens the e-mandate link of the newest SMS on a second tab and approves or declines. */
export async function answerMandate(
  page: Page,
  baseUrl: string,
  mobile: string,
  decision: 'approve' | 'decline',
  /** When given, the page must say the mandate is in this party's favour (decision 069). */
  inFavourOf?: string,
): Promise<void> {
  const link = await mandateLink(baseUrl, mobile);
  const bank = await page.context().newPage();
  try {
    await bank.goto(link);
    if (inFavourOf) {
      const favour = bank.locator('dt:text-is("In favour of") + dd');
      assert.equal((await favour.textContent())?.trim(), inFavourOf);
    }
    const name = decision === 'approve' ? 'Approve mandate' : 'Decline';
    await bank.getByRole('button', { name, exact: true }).click();
    await bank.locator('form[data-enach]').waitFor({ state: 'detached' });
  } finally {
    await bank.close();
  }
}
