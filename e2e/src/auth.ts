import type { SandboxSmsResponse } from '@tara/core';
import type { Page } from 'playwright-core';

let counter = 0;

/** A fresh valid mobile per call (the sandbox limits OTPs per mobile). */
export function newMobile(): string {
  counter += 1;
  return `9${String(Date.now()).slice(-7)}${String(counter % 100).padStart(2, '0')}`;
}

/** The newest OTP the sandbox SMS outbox holds for a mobile (GET /api/sandbox/sms). */
export async function readOtp(baseUrl: string, mobile: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${baseUrl}/api/sandbox/sms?mobile=${mobile}`);
    if (res.ok) {
      const body = (await res.json()) as SandboxSmsResponse;
      const code = body.data.results[0]?.text.match(/\b(\d{6})\b/)?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no OTP for ${mobile} in the sandbox outbox`);
}

/** How many messages the outbox holds for a mobile. */
export async function outboxCount(baseUrl: string, mobile: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/sandbox/sms?mobile=${mobile}`);
  const body = (await res.json()) as SandboxSmsResponse;
  return body.data.results.length;
}

async function post(baseUrl: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A verified user made through the API (not the browser, which stays logged out). */
export async function createUser(baseUrl: string, mobile: string): Promise<void> {
  const sent = await post(baseUrl, 'user/otp', {
    mobile,
    type: 1,
    first_name: 'Meera',
    last_name: 'Iyer',
  });
  if (!sent.ok) throw new Error(`sign-up OTP: ${sent.status} ${await sent.text()}`);
  const otp = await readOtp(baseUrl, mobile);
  const made = await post(baseUrl, 'user/register', {
    mobile,
    otp,
    first_name: 'Meera',
    last_name: 'Iyer',
  });
  if (!made.ok) throw new Error(`register: ${made.status} ${await made.text()}`);
}

/** Logs in on /login as a person would: mobile, Get OTP, the code from the outbox, Verify. */
export async function logInInBrowser(page: Page, baseUrl: string, mobile: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/login');
  const before = await outboxCount(baseUrl, mobile);
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await page.waitForURL((url) => url.pathname === '/confirm-otp');
  await waitForNewSms(baseUrl, mobile, before);
  await page.getByLabel('OTP', { exact: true }).fill(await readOtp(baseUrl, mobile));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL((url) => url.pathname !== '/confirm-otp');
}

export async function waitForNewSms(baseUrl: string, mobile: string, before: number) {
  const deadline = Date.now() + 10_000;
  while ((await outboxCount(baseUrl, mobile)) <= before) {
    if (Date.now() > deadline) throw new Error(`no new SMS for ${mobile}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Whether the browser context holds a session (POST /api/user/login without a body). */
export async function sessionStatus(page: Page): Promise<number> {
  const res = await page.request.post('/api/user/login');
  return res.status();
}

/** No horizontal scrolling at the page's width. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}
