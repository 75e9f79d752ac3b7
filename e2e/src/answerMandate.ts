import type { Page } from 'playwright-core';
import { mandateLink } from './mandateLink.js';

/** Opens the e-mandate link of the newest SMS on a second tab and approves or declines. */
export async function answerMandate(
  page: Page,
  baseUrl: string,
  mobile: string,
  decision: 'approve' | 'decline',
): Promise<void> {
  const link = await mandateLink(baseUrl, mobile);
  const bank = await page.context().newPage();
  try {
    await bank.goto(link);
    const name = decision === 'approve' ? 'Approve mandate' : 'Decline';
    await bank.getByRole('button', { name, exact: true }).click();
    await bank.locator('form[data-enach]').waitFor({ state: 'detached' });
  } finally {
    await bank.close();
  }
}
