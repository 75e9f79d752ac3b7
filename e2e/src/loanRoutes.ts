import type { Answers, JourneyDef, LeadSaveResponse } from '@tara/core';
import { sampleAnswers } from '@tara/core';
import type { Page } from 'playwright-core';
import { createUser, readOtp } from './auth.js';
import { walkStep } from './walkStep.js';

/**
 * Logs the page's context in through the API (a verified user made first): for the pages that
 * need a login, when the login page itself is not what is tested.
 */
export async function logInByApi(page: Page, baseUrl: string, mobile: string): Promise<void> {
  await createUser(baseUrl, mobile);
  const headers = { origin: baseUrl };
  const sent = await page.request.post('/api/user/login/otp', { data: { mobile }, headers });
  if (!sent.ok()) throw new Error(`login OTP: ${sent.status()} ${await sent.text()}`);
  const otp = await readOtp(baseUrl, mobile);
  const res = await page.request.post('/api/user/login', { data: { mobile, otp }, headers });
  if (!res.ok()) throw new Error(`login: ${res.status()} ${await res.text()}`);
}

export interface StepInBrowser {
  baseUrl: string;
  journey: JourneyDef;
  branch: string;
  overrides: Answers & { mobile: string };
  /** The step brought to through the API, then answered in the browser. */
  step: string;
  /** Answers of that step that replace the branch's. */
  answer?: Answers;
}

/**
 * Brings a lead to `step` through the API (the earlier steps are other tests' business), opens
 * the step in the browser and answers it there; the page then stands on the route it leads to.
 * Answers every answer given.
 */
export async function answerInBrowser(page: Page, walk: StepInBrowser): Promise<Answers> {
  const answers = await saveUntil(page, walk);
  const prefix = walk.journey.prefix;
  await page.goto(`/${prefix}/${walk.step}`);
  const values = {
    ...sampleAnswers(prefix, walk.step, { branch: walk.branch, answers }),
    ...walk.answer,
  };
  await walkStep(page, walk.journey, walk.step, values, answers);
  return { ...answers, ...values };
}

/**
 * Saves the branch's answers step by step through the API with the page's cookies until the
 * lead stands on `walk.step`; the first step's OTP (decision 063: the mobile is proved before
 * the personal loan's pull) is sent to the mobile and read from the sandbox outbox.
 */
async function saveUntil(page: Page, walk: StepInBrowser): Promise<Answers> {
  const prefix = walk.journey.prefix;
  let answers: Answers = {};
  let leadId: string | null = null;
  let stepId = walk.journey.first;
  for (let count = 0; stepId !== walk.step; count += 1) {
    if (count > 60) throw new Error(`saveUntil: ${walk.step} not reached`);
    const values = sampleAnswers(prefix, stepId, { branch: walk.branch, answers });
    for (const [key, value] of Object.entries(walk.overrides)) {
      if (key in values) values[key] = value;
    }
    if (!leadId && 'otp' in values)
      values.otp = await firstStepOtp(page, walk, String(values.mobile));
    const res = await page.request.post(`/api/pl/${leadId ? 'update' : 'add'}/unverified`, {
      data: {
        ...values,
        journey: prefix,
        step: stepId,
        productId: 2,
        ...(leadId ? { leadId } : {}),
      },
      headers: { origin: walk.baseUrl, 'idempotency-key': `${stepId}-${Date.now()}-${count}` },
    });
    if (!res.ok()) throw new Error(`${stepId}: ${res.status()} ${await res.text()}`);
    const saved = (await res.json()) as LeadSaveResponse;
    leadId = saved.data.results.lead_id;
    answers = { ...answers, ...values };
    const next = saved.metadata.last_loc.slice(prefix.length + 1);
    if (next === stepId) throw new Error(`saveUntil: ${stepId} did not move on`);
    stepId = next;
  }
  return answers;
}

/** The first step's OTP, sent before the lead exists (bound to the journey and the visitor). */
async function firstStepOtp(page: Page, walk: StepInBrowser, mobile: string) {
  const data = { mobile, type: 'lead', journey: walk.journey.prefix };
  const sent = await page.request.post('/api/user/otp', {
    data,
    headers: { origin: walk.baseUrl },
  });
  if (!sent.ok()) throw new Error(`OTP: ${sent.status()} ${await sent.text()}`);
  return readOtp(walk.baseUrl, mobile);
}
