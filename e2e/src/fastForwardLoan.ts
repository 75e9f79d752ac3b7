import type { Answers, JourneyDef, LeadSaveResponse } from '@tara/core';
import { getStep, sampleAnswers } from '@tara/core';
import type { APIResponse, Page } from 'playwright-core';
import { readOtp } from './auth.js';
import type { TestFile } from './testFile.js';

export interface FastForward {
  baseUrl: string;
  journey: JourneyDef;
  branch: string;
  /** Answers that replace the branch's (the mobile at least: each walk needs its own). */
  overrides: Answers & { mobile: string };
  /** The file each `file` field uploads, by field name. */
  files: Record<string, TestFile>;
  /** The step to stop on, before it is saved. */
  until: string;
}

export interface ForwardedLead {
  leadId: string;
  /** Every answer saved so far. */
  answers: Answers;
}

/**
 * Brings a lead of the page's visitor to `until` through the real HTTP API, with the
 * browser's own cookies (`page.request`): step1's OTP sent and read from the outbox, each
 * step saved with the branch's sample answers, files uploaded to POST /api/documents. Then
 * `page.goto` of the step resumes there. For edge tests that need not walk the whole journey
 * in the browser again.
 */
export async function fastForwardLoan(page: Page, walk: FastForward): Promise<ForwardedLead> {
  const prefix = walk.journey.prefix;
  const headers = { origin: walk.baseUrl };
  const post = async (path: string, data: Answers, extra: Record<string, string> = {}) =>
    checked(
      path,
      await page.request.post(`/api/${path}`, { data, headers: { ...headers, ...extra } }),
    );
  const { mobile } = walk.overrides;
  await post('user/otp', { mobile, type: 'lead', journey: prefix });
  const otp = await readOtp(walk.baseUrl, mobile);
  let answers: Answers = {};
  let leadId: string | null = null;
  let stepId = walk.journey.first;
  for (let count = 0; stepId !== walk.until; count += 1) {
    if (count > 60) throw new Error(`fastForwardLoan: ${walk.until} not reached`);
    const values = sampleAnswers(prefix, stepId, { branch: walk.branch, answers });
    for (const [key, value] of Object.entries(walk.overrides)) {
      if (key in values) values[key] = value;
    }
    for (const field of getStep(walk.journey, stepId).fields) {
      if (field.kind === 'otp') values[field.name] = otp;
      if (field.kind !== 'file') continue;
      if (!leadId) throw new Error(`${stepId}: an upload needs a lead`);
      values[field.name] = await upload(page, walk, { leadId, stepId, field: field.name });
    }
    const body = {
      ...values,
      journey: prefix,
      step: stepId,
      productId: walk.journey.productId,
      providerId: walk.journey.providerId,
      instrumentId: walk.journey.instrumentId,
      ...(leadId ? { leadId } : {}),
    };
    const saved = (await post(`lead/${leadId ? 'update' : 'add'}/unverified`, body, {
      'idempotency-key': `${stepId}-${Date.now()}-${count}`,
    })) as LeadSaveResponse;
    leadId = saved.data.results.lead_id;
    answers = { ...answers, ...values };
    const next = saved.metadata.last_loc.slice(prefix.length + 1);
    if (saved.data.results.pending || next === stepId) {
      throw new Error(`fastForwardLoan: ${stepId} did not move on (${saved.metadata.last_loc})`);
    }
    stepId = next;
  }
  if (!leadId) throw new Error('fastForwardLoan: no step saved');
  return { leadId, answers };
}

async function upload(
  page: Page,
  walk: FastForward,
  target: { leadId: string; stepId: string; field: string },
): Promise<string> {
  const file = walk.files[target.field];
  if (!file) throw new Error(`${target.field}: no file to upload`);
  const query = new URLSearchParams({
    leadId: target.leadId,
    step: target.stepId,
    field: target.field,
  });
  const res = await page.request.post(`/api/documents?${query}`, {
    headers: { origin: walk.baseUrl },
    multipart: { file },
  });
  const body = (await checked('documents', res)) as { data: { results: { id: string } } };
  return body.data.results.id;
}

async function checked(path: string, res: APIResponse): Promise<unknown> {
  if (!res.ok()) throw new Error(`POST /api/${path}: ${res.status()} ${await res.text()}`);
  return res.json();
}
