import {
  type Answers,
  INSURANCE_CONGRATES_ROUTE,
  type JourneyDef,
  lombardShopInsuranceJourney,
  OBJECT_TYPES,
  sampleAnswers,
  shopInsuranceJourney,
} from '@tara/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { insurancePolicies, leads } from '../db/schema.js';
import type { Database } from '../db/types.js';
import { sandboxInsurer } from '../partners/insurers/sandbox.js';
import type { InsurerClient } from '../partners/insurers/types.js';
import { freshMobile, logIn } from './auth.js';
import { saveStep } from './leadSteps.js';
import { orderIdOf, sandboxPay } from './payments.js';
import { Visitor } from './testApp.js';

// The insurance journeys' API test kit (decision 048): walk a journey to insurance/congrates,
// validate, pay at the sandbox and verify; count the insurer's issuing calls.

export interface Checkout {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}
export const checkoutOf = (res: { json: unknown }): Checkout =>
  (res.json as { data: { results: { response: Checkout } } }).data.results.response;

/** A fresh mobile ending in `last` (the sandbox insurer decides by it: 8 refuses, 9 fails). */
export const mobileEnding = (last: string): string => `${freshMobile().slice(0, 9)}${last}`;

/** The sandbox insurer, counting its issuing calls. */
export function countingInsurer(): InsurerClient & { issued: number } {
  const inner = sandboxInsurer({ now: () => new Date() });
  const counter = {
    mode: 'sandbox' as const,
    issued: 0,
    validateProposal: inner.validateProposal,
    issuePolicy: (request: Parameters<InsurerClient['issuePolicy']>[0], attempt: number) => {
      counter.issued += 1;
      return inner.issuePolicy(request, attempt);
    },
  };
  return counter;
}

/** The lead-add path of a journey (Lombard has its own). */
export const addPath = (journey: JourneyDef): string =>
  journey === lombardShopInsuranceJourney
    ? '/api/insurances/lombard/lead/add'
    : '/api/insurances/lead/add';

/** Walks and pays insurance journeys on one app. */
export function insuranceKit(app: () => FastifyInstance, database: () => Database) {
  const policiesOfLead = (leadId: string) =>
    database().db.select().from(insurancePolicies).where(eq(insurancePolicies.leadId, leadId));

  /** A visitor's lead walked to insurance/congrates on `mobile`, then logged in. */
  async function walked(journey: JourneyDef = shopInsuranceJourney, mobile = mobileEnding('1')) {
    const browser = new Visitor(app());
    const answers: Answers = {};
    let leadId: string | undefined;
    let lastLoc = '';
    for (const step of journey.steps.map((s) => s.id)) {
      const values = {
        ...sampleAnswers(journey.prefix, step, { answers }),
        ...(step === 'step1' ? { mobile } : {}),
      };
      const res = await saveStep(browser, step, values, leadId, {}, journey.prefix);
      expect(res.statusCode, res.body).toBe(200);
      leadId ??= res.json.lead_id as unknown as string;
      lastLoc = String(res.json.metadata?.last_loc);
      Object.assign(answers, values);
    }
    if (!leadId) throw new Error('no lead');
    expect(lastLoc).toBe(INSURANCE_CONGRATES_ROUTE);
    await logIn(app(), browser, mobile);
    const [lead] = await database().db.select().from(leads).where(eq(leads.id, leadId));
    return { browser, mobile, leadId, userId: String(lead?.userId) };
  }

  /** Validated, priced and paid at the sandbox (webhooks sent), then the checkout's callback. */
  async function paid(journey: JourneyDef = shopInsuranceJourney, mobile = mobileEnding('1')) {
    const w = await walked(journey, mobile);
    const validated = await w.browser.post(addPath(journey), {
      leadId: w.leadId,
      validateOnly: 1,
      paymentId: null,
    });
    expect(validated.statusCode, validated.body).toBe(200);
    const item = validated.json.data.results.payment_item;
    const init = await w.browser.post('/api/pay/init', {
      userId: w.userId,
      deviceType: 1,
      amount: item.invoice_amount,
      pg: 1,
      objectType: OBJECT_TYPES.insurance,
      objectId: item.object_id,
    });
    const paidAt = await sandboxPay(app(), orderIdOf(init), 'success@razorpay', 'send');
    expect(paidAt.statusCode, paidAt.body).toBe(200);
    const checkout = checkoutOf(paidAt);
    const verified = await w.browser.post('/api/pay/verify', checkout);
    expect(verified.statusCode, verified.body).toBe(200);
    return { ...w, checkout, item, validated };
  }

  return { policiesOfLead, walked, paid };
}
