import { randomUUID } from 'node:crypto';
import {
  type Answers,
  getStep,
  idfcBusinessLoanJourney,
  type JourneyDef,
  sampleAnswers,
} from '@tara/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { documents, leads } from '../db/schema.js';
import type { Database } from '../db/types.js';
import type { DocumentStore } from '../storage/documentStore.js';
import { freshMobile, lastOtp } from './auth.js';
import { saveStep } from './leadSteps.js';
import { type TestResponse, TODAY, Visitor } from './testApp.js';

export const P = 'business-loan/idfc';
export const FINAL = 'business-loan/idfc/disbursal-status';

/**
 * A business-loan lead as it stands right after step1, saved as the browser saves it: the
 * mobile OTP sent before the lead exists (bound to the journey and the visitor), read from the
 * sandbox outbox, and step1 saved with it (the PAN checked by the IDFC sandbox).
 */
export async function leadAfterStep1(
  app: FastifyInstance,
  database: Database,
  step1: Answers,
  /** The journey walked (the credit line's walks share these helpers, decision 036). */
  j: JourneyDef = idfcBusinessLoanJourney,
) {
  const browser = new Visitor(app);
  const mobile = freshMobile();
  const type = getStep(j, j.first).fields.find((f) => f.kind === 'otp')?.otpType ?? 'lead';
  const sent = await browser.post('/api/user/otp', { mobile, type, journey: j.prefix });
  if (sent.statusCode !== 200) throw new Error(`OTP not sent: ${sent.body}`);
  const otp = await lastOtp(app, mobile);
  const values = { ...sampleAnswers(j.prefix, j.first), mobile, otp, ...step1 };
  const first = await saveStep(browser, j.first, values, undefined, {}, j.prefix);
  if (first.statusCode !== 200) throw new Error(`step1 not saved: ${first.body}`);
  const leadId = first.json.lead_id as unknown as string;
  const [row] = await database.db.select().from(leads).where(eq(leads.id, leadId));
  if (!row?.visitorId) throw new Error('no visitor');
  return { app, browser, leadId, visitorId: row.visitorId, mobile };
}

export interface Walk {
  app: FastifyInstance;
  browser: Visitor;
  leadId: string;
  visitorId: string;
  answers: Answers;
}

/**
 * Saves the lead's current step with the walk's sample values (and `overrides`), each file
 * answer a `documents` row inserted for the lead (bytes only where `files` gives them).
 */
export async function saveCurrent(
  database: Database,
  walk: Walk,
  stepId: string,
  branch: string,
  overrides: Answers,
  /** Bytes of some file answers, by field name, kept in `store` (the app's document store). */
  files?: { store: DocumentStore; bytes: Record<string, Uint8Array> },
  j: JourneyDef = idfcBusinessLoanJourney,
  /** Request headers (the device flags of `x-journey-context`, decision 027). */
  headers: Record<string, string> = {},
): Promise<TestResponse> {
  const values: Answers = {
    ...sampleAnswers(j.prefix, stepId, { branch, answers: walk.answers }),
  };
  for (const [k, v] of Object.entries(overrides)) if (k in values) values[k] = v;
  for (const field of getStep(j, stepId).fields) {
    if (field.kind === 'file' && field.file) {
      const id = await insertDocument(database, walk, field.file.documentType);
      const bytes = files?.bytes[field.name];
      if (files && bytes) await files.store.put(`walk/${id}`, bytes, 'application/zip');
      values[field.name] = id;
    }
  }
  for (const field of getStep(j, stepId).fields) {
    if (field.kind === 'otp' && field.signs) values[field.name] = await signingCode(walk);
  }
  const res = await saveStep(walk.browser, stepId, values, walk.leadId, headers, j.prefix);
  Object.assign(walk.answers, values);
  return res;
}

/** A signing OTP (step43's) sent to the lead's mobile as the browser asks it, read from the outbox. */
async function signingCode(walk: Walk): Promise<string> {
  const mobile = String(walk.answers.mobile);
  const sent = await walk.browser.post('/api/user/otp', {
    mobile,
    type: 'lead',
    leadId: walk.leadId,
  });
  if (sent.statusCode !== 200) throw new Error(`signing OTP not sent: ${sent.body}`);
  return lastOtp(walk.app, mobile);
}

async function insertDocument(database: Database, walk: Walk, documentType: number) {
  const id = randomUUID();
  await database.db.insert(documents).values({
    id,
    leadId: walk.leadId,
    visitorId: walk.visitorId,
    documentType,
    mime: 'application/pdf',
    size: 5,
    sha256: 'x',
    storageKey: `walk/${id}`,
    createdAt: TODAY,
  });
  return id;
}

/** The step a save's answer routes to (`business-loan/idfc/step12` → step12), or null. */
export const stepOf = (lastLoc: unknown, prefix = P): string | null =>
  typeof lastLoc === 'string' && lastLoc.startsWith(`${prefix}/step`)
    ? lastLoc.slice(prefix.length + 1)
    : null;
