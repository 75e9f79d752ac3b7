import { createHash, randomUUID } from 'node:crypto';
import type { Answers } from '@tara/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { leadCalls, leads } from '../db/schema.js';
import type { Database } from '../db/types.js';
import { idfcCalls } from '../partners/idfc/idfcCalls.js';
import { IDFC_CALL } from '../partners/idfc/types.js';
import type { PartnerCall, PartnerCallInput, PartnerCallResult } from '../partners/partnerCall.js';
import { sandboxSms } from '../partners/sms/sandbox.js';
import { freshMobile } from './auth.js';
import { saveStep } from './leadSteps.js';
import { Visitor } from './testApp.js';

export const ACCOUNT = '001234567890';

/**
 * A lead of a browser whose mandate link went out: the lead is saved through the API, its
 * answers set as the business-loan steps would, and idfc.sendEnachUrl run and stored as the
 * call runner stores a call (the runner is another module's).
 */
export async function leadWithMandate(
  app: FastifyInstance,
  database: Database,
  now: () => Date,
  loanAmount = 150_000,
) {
  const browser = new Visitor(app);
  const saved = await saveStep(browser, 'step1', { firstname: 'Asha' });
  const leadId = saved.json.lead_id as unknown as string;
  const mobile = freshMobile();
  const answers: Answers = {
    firstname: 'Asha',
    fullName: 'Asha Verma',
    mobile,
    loanAmount,
    bankAccountNo: ACCOUNT,
    bankIfscCode: 'HDFC0000001',
    accountHolderName: 'Asha Verma',
    accountType: 7,
  };
  await database.db.update(leads).set({ answers }).where(eq(leads.id, leadId));
  const calls = idfcCalls({
    idfc: { mode: 'sandbox' },
    db: database.db,
    now,
    sms: sandboxSms(database.db, now),
  });
  const send = calls.find((c) => c.name === IDFC_CALL.sendEnachUrl) as PartnerCall;
  const input: PartnerCallInput = {
    leadId,
    stepId: 'step37',
    attempt: 1,
    answers,
    context: {},
    facts: {},
    userId: null,
  };
  const result = await send.run(input);
  await storeCall(database, input, send, result, now());
  const mandateId = result.externalRef as string;
  return { browser, leadId, mobile, mandateId, answers };
}

/** Stores a call's answer as the runner keeps it in `lead_calls`. */
export async function storeCall(
  database: Database,
  input: PartnerCallInput,
  call: PartnerCall,
  result: PartnerCallResult,
  now: Date,
  state: 'answered' | 'waiting' = result.kind,
) {
  const inputHash = createHash('sha256')
    .update(JSON.stringify(call.input(input)))
    .digest('hex');
  await database.db.insert(leadCalls).values({
    id: randomUUID(),
    leadId: input.leadId,
    stepId: input.stepId,
    call: call.name,
    inputHash,
    state,
    outcome: result.kind === 'answered' ? result.outcome : null,
    facts: result.facts ?? null,
    externalRef: result.externalRef ?? null,
    request: result.record?.request ?? null,
    response: result.record?.response ?? null,
    createdAt: now,
    updatedAt: now,
  });
}

/** The idfc.enach call answered as the runner would after the callback. */
export async function settleEnach(
  database: Database,
  leadId: string,
  mandateId: string,
  outcome: 'registered' | 'declined',
  now: Date,
) {
  await database.db.insert(leadCalls).values({
    id: randomUUID(),
    leadId,
    stepId: 'step39',
    call: IDFC_CALL.enach,
    inputHash: createHash('sha256').update(mandateId).digest('hex'),
    state: 'answered',
    outcome,
    externalRef: mandateId,
    request: { mandateId },
    createdAt: now,
    updatedAt: now,
  });
}
