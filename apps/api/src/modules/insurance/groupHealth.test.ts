import {
  type Answers,
  groupHealthInsuranceJourney,
  INSURANCE_CONGRATES_ROUTE,
  OBJECT_TYPES,
  samplePath,
} from '@tara/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insurancePolicies, leadStatusHistory, leads } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import { logIn, TestClock } from '../../test/auth.js';
import { checkoutOf, countingInsurer, mobileEnding } from '../../test/insurance.js';
import { saveStep } from '../../test/leadSteps.js';
import { buyer, orderIdOf, sandboxPay } from '../../test/payments.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

// Group health through the API (decision 052): a family walked to insurance/congrates, every
// member priced and proposed, paid and issued once, its schedule listing every insured person;
// the edges: a pincode India Post does not have, members' ages, too many children, the health
// declaration's error case, another user's lead; the cashless hospital list.
const J = groupHealthInsuranceJourney;
const LEAD_ADD = '/api/insurances/lead/add';

async function pdfText(base64: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(Buffer.from(base64, 'base64')));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe.each(testDbKinds())('group health insurance on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const clock = new TestClock(new Date());
  const insurer = countingInsurer();

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, { now: clock.now, journeys: [J], insurer });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** The sample path saved step by step, `changes` replacing a step's values; stops at `until`. */
  async function walk(changes: Record<string, Answers> = {}, until?: string) {
    const browser = new Visitor(app);
    const mobile = mobileEnding('1');
    let leadId: string | undefined;
    let last: Awaited<ReturnType<typeof saveStep>> | undefined;
    for (const [step, sample] of samplePath(J.prefix)) {
      const values = { ...sample, ...(step === 'step1' ? { mobile } : {}), ...changes[step] };
      last = await saveStep(browser, step, values, leadId, {}, J.prefix);
      if (step === until) break;
      expect(last.statusCode, `${step}: ${last.body}`).toBe(200);
      leadId ??= String(last.json.lead_id);
    }
    return { browser, mobile, leadId: String(leadId), last };
  }

  /** The statuses in the lead's history, sorted. */
  const statusesOf = async (leadId: string): Promise<string[]> =>
    (
      await database.db
        .select({ status: leadStatusHistory.status })
        .from(leadStatusHistory)
        .where(eq(leadStatusHistory.leadId, leadId))
    )
      .map((row) => row.status)
      .sort();

  async function walkedIn(changes: Record<string, Answers> = {}) {
    const w = await walk(changes);
    expect(w.last?.json.metadata?.last_loc).toBe(INSURANCE_CONGRATES_ROUTE);
    await logIn(app, w.browser, w.mobile);
    const [lead] = await database.db.select().from(leads).where(eq(leads.id, w.leadId));
    return { ...w, userId: String(lead?.userId) };
  }

  it('prices, pays and issues a family of four; the schedule lists every insured person', async () => {
    const w = await walkedIn();
    const quoted = await w.browser.post(LEAD_ADD, {
      leadId: w.leadId,
      validateOnly: 1,
      paymentId: null,
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const { payment_item: item, disclosure } = quoted.json.data.results;
    const premium = (3999 * 2 + 1599 * 2) * 100;
    expect(item).toMatchObject({ id: 262, object_type: 19, invoice_amount: premium / 100 });
    expect(disclosure).toMatchObject({
      plan_id: 262,
      premium_paise: premium,
      sum_insured_paise: 5_00_000_00,
      insurer_name: 'Kotak General Insurance',
      product_name: 'Group Health Insurance',
    });
    const init = await w.browser.post('/api/pay/init', {
      userId: w.userId,
      deviceType: 1,
      amount: item.invoice_amount,
      pg: 1,
      objectType: OBJECT_TYPES.insurance,
      objectId: item.object_id,
    });
    const paidAt = await sandboxPay(app, orderIdOf(init), 'success@razorpay', 'send');
    expect(paidAt.statusCode, paidAt.body).toBe(200);
    const checkout = checkoutOf(paidAt);
    expect((await w.browser.post('/api/pay/verify', checkout)).statusCode).toBe(200);

    const [policy] = await database.db
      .select()
      .from(insurancePolicies)
      .where(eq(insurancePolicies.leadId, w.leadId));
    expect(policy).toMatchObject({ state: 'issued', premiumPaise: premium, leadStatus: 263 });
    expect(policy?.policyNumber).toMatch(/^SBX-KGI-\d{4}-\d{8}$/);
    // Decision 059: its steps' statuses (good health: 262), the quote's 258 and the payment's.
    expect(await statusesOf(w.leadId)).toEqual(['256', '257', '258', '259', '260', '262', '263']);
    expect(policy?.proposal.insured.map((p) => [p.relation, p.name, p.dob])).toEqual([
      ['self', 'Asha Verma', '1990-08-15'],
      ['spouse', 'Vikram Verma', '1990-08-14'],
      ['son', 'Ravi Verma', '2015-03-02'],
      ['daughter', 'Meera Verma', '2018-11-21'],
    ]);
    const added = await w.browser.post(LEAD_ADD, {
      leadId: w.leadId,
      validateOnly: 0,
      paymentId: checkout.razorpay_payment_id,
    });
    const link = String(added.json.data.metadata.policy_download_link);
    const document = await w.browser.get(link);
    expect(document.statusCode, document.body).toBe(200);
    const text = await pdfText(String(document.json.data.results.file));
    for (const part of [
      'Product Group Health Insurance',
      'Self Asha Verma, born 15/08/1990',
      'Spouse Vikram Verma, born 14/08/1990',
      'Son Ravi Verma, born 02/03/2015',
      'Daughter Meera Verma, born 21/11/2018',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('quotes plan 264 with HDFC ERGO and self alone at the adult premium', async () => {
    const w = await walkedIn({
      'step1.1': { spouse: 'no', sons: '0', daughters: '0' },
      'step1.2': { insurancePremiumPlan: '264' },
    });
    const quoted = await w.browser.post(LEAD_ADD, { leadId: w.leadId, validateOnly: 1 });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json.data.results.disclosure).toMatchObject({
      plan_id: 264,
      premium_paise: 4299_00,
      insurer_name: 'HDFC ERGO General Insurance',
    });
    const [policy] = await database.db
      .select()
      .from(insurancePolicies)
      .where(eq(insurancePolicies.leadId, w.leadId));
    expect(policy?.insurer).toBe('hdfcErgo');
    // The spouse's and children's sample answers were never chosen: they are not insured.
    expect(policy?.proposal.insured.map((p) => p.relation)).toEqual(['self']);
  });

  it('refuses a pincode India Post does not have on step1.4', async () => {
    const { last } = await walk({ 'step1.4': { pincode: '999999' } }, 'step1.4');
    expect(last?.statusCode).toBe(422);
    expect(last?.json.fields).toMatchObject({ pincode: 'Please enter a valid pincode' });
  });

  it("refuses each member's age out of range on step1.3", async () => {
    // A daughter born 30 days ago: under three months.
    const born = new Date(Date.now() - 30 * 24 * 3600 * 1000);
    const { last } = await walk(
      {
        'step1.3': {
          spouseDobYear: '1950',
          son1DobYear: '1990',
          daughter1DobDate: String(born.getUTCDate()).padStart(2, '0'),
          daughter1DobMonth: String(born.getUTCMonth() + 1).padStart(2, '0'),
          daughter1DobYear: String(born.getUTCFullYear()),
        },
      },
      'step1.3',
    );
    expect(last?.statusCode).toBe(422);
    expect(last?.json.fields).toMatchObject({
      spouseDob: 'Maximum entry age 65',
      son1Dob: 'Maximum entry age 25',
      daughter1Dob: 'Minimum age 3 months',
    });
  });

  it('refuses more than four children on step1.1', async () => {
    const { last } = await walk({ 'step1.1': { sons: '3', daughters: '2' } }, 'step1.1');
    expect(last?.statusCode).toBe(422);
    expect(last?.json.fields).toMatchObject({ daughters: 'You can add up to 4 children' });
  });

  it('ends on the error case (step1.5.2) for another illness: nothing to quote or pay', async () => {
    const w = await walk({ 'step1.5': { healthDeclaration: 'other' } }, 'step1.5');
    expect(w.last?.statusCode, w.last?.body).toBe(200);
    expect(w.last?.json.metadata?.last_loc).toBe(`${J.prefix}/step1.5.2`);
    // A condition declared: 261, never good health's 262.
    expect(await statusesOf(w.leadId)).toEqual(['256', '257', '259', '260', '261']);
    await logIn(app, w.browser, w.mobile);
    const quoted = await w.browser.post(LEAD_ADD, { leadId: w.leadId, validateOnly: 1 });
    expect(quoted.statusCode).toBe(404);
    expect(quoted.json.errors).toEqual(['Lead not found']);
  });

  it("refuses another user's lead", async () => {
    const w = await walkedIn();
    const stranger = await buyer(app, database);
    const theirs = await stranger.browser.post(LEAD_ADD, { leadId: w.leadId, validateOnly: 1 });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json.errors).toEqual(['Lead not found']);
  });

  it('lists the cashless hospitals of a network near a pincode, the same every time', async () => {
    const browser = new Visitor(app);
    const ask = (pincode: string, network: string) =>
      browser.post('/api/insurances/get_hospital_list', {
        pincode,
        hospital_network_type: network,
        plan_instrument_id: 7,
      });
    const hdfc = await ask('400001', 'HDFCERGO');
    expect(hdfc.statusCode, hdfc.body).toBe(200);
    const list = hdfc.json.data.results.hospitals as unknown as { name: string; pincode: string }[];
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.every((h) => h.pincode === '400001')).toBe(true);
    // The sandbox's list is sample data, said so in the answer and in every entry (decision 083).
    expect(hdfc.json.data.results.sample).toBe(true);
    expect(list.every((h) => h.name.startsWith('Sample Hospital '))).toBe(true);
    expect((await ask('400001', 'HDFCERGO')).body).toBe(hdfc.body);
    expect((await ask('400001', 'Kotak')).json.data.results.hospitals).not.toEqual(list);
    const unknown = await ask('999999', 'Kotak');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json.errors).toEqual(['Please enter a valid pincode']);
    expect((await ask('400001', 'Other')).statusCode).toBe(422);
  });
});
