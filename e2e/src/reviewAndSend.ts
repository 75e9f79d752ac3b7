import type { Page } from 'playwright-core';
import { outboxCount, readOtp, waitForNewSms } from './auth.js';

/**
 * On the review screen before a submission (decision 028): ticks the acceptance box, sends
 * the lead OTP to `mobile`, types the code from the sandbox outbox and sends the application.
 */
export async function reviewAndSend(page: Page, baseUrl: string, mobile: string): Promise<void> {
  await page.waitForURL((url) => url.pathname.startsWith('/credit-card/offers/review/'));
  await page.getByRole('heading', { level: 1, name: /^Check before we send/ }).waitFor();
  await page.getByRole('checkbox', { name: /I have checked the details above/ }).check();
  const before = await outboxCount(baseUrl, mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await waitForNewSms(baseUrl, mobile, before);
  await page.getByLabel('OTP sent to your mobile').fill(await readOtp(baseUrl, mobile));
  await page.getByRole('button', { name: /^Send my application to / }).click();
}
