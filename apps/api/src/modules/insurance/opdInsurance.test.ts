import {
  type Answers,
  INSURANCE_CONGRATES_ROUTE,
  instaOpdJourney,
  OBJECT_TYPES,
  samplePath,
} from '@tara/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insurancePolicies, leads } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import { logIn } from '../../test/auth.js';
import { checkoutOf, countingInsurer, mobileEnding } from '../../test/insurance.js';
import { saveStep } from '../../test/leadSteps.js';
import { buyer, orderIdOf, sandboxPay } from '../../test/payments.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { NOT_ISSUED_YET, opdSlots, SLOT_TAKEN } from './opdAppointments.js';
import { POLICY_NOT_FOUND } from './policyDocument.js';

const P = instaOpdJourney.prefix;
const ADD = '/api/insurances/lead/add';
const SLOTS = '/api/insurances/opd/appointment/slots';
const BOOK = '/api/insurances/opd/appointment';

// Insta OPD through the API (decision 053): the init step's branch (myself → step1, a family
// member → step1.7 … step1.9), the proposal of each branch, pay then issue as decision 048, the
// policy's opd_data, and the consultation booked after issuance — the session's own issued
// policy only.
describe.each(testDbKinds())('Insta OPD on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const insurer = countingInsurer();

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, { journeys: [instaOpdJourney], insurer });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** Walks a branch's sample path on `mobile`, changed by `edits`, and logs in. */
  async function walked(branch: string, mobile = mobileEnding('1'), edits: Answers = {}) {
    const browser = new Visitor(app);
    let leadId: string | undefined;
    const routes: string[] = [];
    for (const [step, sample] of samplePath(P, branch)) {
      const values: Answers = { ...sample, ...(step === 'step0.1' ? { mobile } : {}) };
      for (const key of Object.keys(edits)) if (key in values) values[key] = edits[key] ?? null;
      const res = await saveStep(browser, step, values, leadId, {}, P);
      expect(res.statusCode, res.body).toBe(200);
      leadId ??= String(res.json.lead_id);
      routes.push(String(res.json.metadata?.last_loc));
    }
    if (!leadId) throw new Error('no lead');
    await logIn(app, browser, mobile);
    return { browser, leadId, routes };
  }

  const validate = (browser: Visitor, leadId: string) =>
    browser.post(ADD, { leadId, validateOnly: 1, paymentId: null });

  /** Validated, paid at the sandbox and verified: the policy is issued after the payment. */
  async function issued(branch: string) {
    const w = await walked(branch);
    const validated = await validate(w.browser, w.leadId);
    expect(validated.statusCode, validated.body).toBe(200);
    const item = validated.json.data.results.payment_item;
    const [lead] = await database.db.select().from(leads).where(eq(leads.id, w.leadId));
    const init = await w.browser.post('/api/pay/init', {
      userId: String(lead?.userId),
      deviceType: 1,
      amount: item.invoice_amount,
      pg: 1,
      objectType: OBJECT_TYPES.insurance,
      objectId: item.object_id,
    });
    expect(init.statusCode, init.body).toBe(200);
    const paidAt = await sandboxPay(app, orderIdOf(init), 'success@razorpay', 'send');
    const checkout = checkoutOf(paidAt);
    expect((await w.browser.post('/api/pay/verify', checkout)).statusCode).toBe(200);
    const policyId = String(item.object_id);
    return { ...w, policyId, checkout };
  }

  const policyRow = async (id: string) =>
    (await database.db.select().from(insurancePolicies).where(eq(insurancePolicies.id, id)))[0];

  it('serves the instrument with its plans by premium, GST exempt (individual health, decision 075)', async () => {
    const res = await new Visitor(app).get('/api/instrument/instaopd');
    expect(res.statusCode).toBe(200);
    const [instrument] = res.json.data.results as unknown as {
      plans: { id: number }[];
      cover_for: { value: string }[];
    }[];
    expect(instrument).toMatchObject({ instrument_id: 13, slug: 'insta-opd', name: 'Insta OPD' });
    expect(instrument?.plans.map((p) => p.id)).toEqual([1301, 1302, 1303]);
    expect(instrument?.plans[1]).toMatchObject({
      premium_paise: 899_00,
      gst_paise: 0,
      label: '₹10,000 cover for ₹899 (GST exempt)',
    });
    expect(instrument?.cover_for.map((o) => o.value)).toEqual(['self', 'family']);
  });

  it('goes from init to step1 for oneself and insures the buyer', async () => {
    const w = await walked('default');
    expect(w.routes).toEqual([
      `${P}/step0.7`,
      `${P}/step1`,
      `${P}/step1.7`,
      `${P}/step1.10`,
      `${P}/step1.11`,
      INSURANCE_CONGRATES_ROUTE,
    ]);
    const res = await validate(w.browser, w.leadId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.data.results.disclosure).toMatchObject({
      plan_id: 1302,
      premium_paise: 899_00,
      sum_insured_paise: 10_000_00,
      // Quoted on the test clock's day (TODAY, 15-06-2025), before the exemption of 22-09-2025:
      // the rule of that day, 18 % (decision 075).
      gst_paise: 13_714,
      gst_rate_percent: 18,
      product_name: 'Insta OPD',
    });
    const policy = await policyRow(String(res.json.data.results.policy_id));
    expect(policy?.proposal.insured).toEqual([
      { name: 'Asha Verma', relation: 'self', dob: '1990-08-15' },
    ]);
  });

  it('goes from init to step1.7 for a family member, through step1.8 and step1.9', async () => {
    const w = await walked('family');
    expect(w.routes).toEqual([
      `${P}/step0.7`,
      `${P}/step1.7`,
      `${P}/step1.8`,
      `${P}/step1.9`,
      `${P}/step1.10`,
      `${P}/step1.11`,
      INSURANCE_CONGRATES_ROUTE,
    ]);
    const res = await validate(w.browser, w.leadId);
    expect(res.statusCode, res.body).toBe(200);
    const policy = await policyRow(String(res.json.data.results.policy_id));
    expect(policy?.proposal.proposer.name).toBe('Asha Verma');
    expect(policy?.proposal.insured).toEqual([
      { name: 'Kabir Verma', relation: 'son', dob: '2015-04-10' },
    ]);
    // Booking before the policy is issued (quoted, not paid) is refused.
    const id = res.json.data.results.policy_id;
    const slots = await w.browser.get(`${SLOTS}?policy_id=${id}`);
    expect(slots.statusCode).toBe(400);
    expect(slots.json.errors).toEqual([NOT_ISSUED_YET]);
    const slotId = opdSlots(new Date())[0]?.id;
    const book = await w.browser.post(BOOK, { policy_id: id, slot_id: slotId, mode: 'tele' });
    expect(book.statusCode).toBe(400);
    expect(book.json.errors).toEqual([NOT_ISSUED_YET]);
  });

  it("refuses a family member outside the relation's ages before payment, without the name", async () => {
    const w = await walked('family', mobileEnding('1'), {
      opdRelation: 'spouse',
      gender: 'female',
      opdMemberDobYear: '2015',
    });
    const res = await validate(w.browser, w.leadId);
    expect(res.statusCode).toBe(400);
    expect(res.json.errors).toEqual(['The insured person: Minimum age 18']);
  });

  it('issues after payment with its opd_data, then books a consultation for its owner only', async () => {
    const before = insurer.issued;
    const w = await issued('family');
    expect(insurer.issued - before).toBe(1);
    const added = await w.browser.post(ADD, {
      leadId: w.leadId,
      validateOnly: 0,
      paymentId: w.checkout.razorpay_payment_id,
    });
    expect(added.statusCode, added.body).toBe(200);
    const display = added.json.data.metadata.display_data;
    expect(display.status).toBe('Issued');
    expect(display.body.opd_data).toEqual({
      insured_name: 'Kabir Verma',
      insured_relation: 'Son',
      opd_limit: '₹10,000',
      benefits: expect.any(Array),
      appointment_link: `/insurance/opd/appointment?policy=${w.policyId}`,
      appointment: null,
    });

    // The family member's policy schedule is served, a PDF.
    const document = await w.browser.get(String(display.policy_download_link));
    expect(document.statusCode, document.body).toBe(200);
    const pdf = Buffer.from(String(document.json.data.results.file), 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const slots = await w.browser.get(`${SLOTS}?policy_id=${w.policyId}`);
    expect(slots.statusCode, slots.body).toBe(200);
    const list = slots.json.data.results.slots as unknown as { id: string; available: boolean }[];
    expect(list).toHaveLength(12);
    const taken = list.find((s) => !s.available);
    const free = list.find((s) => s.available);
    if (!taken || !free) throw new Error('no slots');
    const refused = await w.browser.post(BOOK, {
      policy_id: w.policyId,
      slot_id: taken.id,
      mode: 'tele',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json.errors).toEqual([SLOT_TAKEN]);
    const badMode = await w.browser.post(BOOK, {
      policy_id: w.policyId,
      slot_id: free.id,
      mode: 'home',
    });
    expect(badMode.statusCode).toBe(422);

    // Another user sees and books nothing of this policy.
    const stranger = await buyer(app, database);
    const theirSlots = await stranger.browser.get(`${SLOTS}?policy_id=${w.policyId}`);
    expect(theirSlots.statusCode).toBe(404);
    expect(theirSlots.json.errors).toEqual([POLICY_NOT_FOUND]);
    const theirs = await stranger.browser.post(BOOK, {
      policy_id: w.policyId,
      slot_id: free.id,
      mode: 'tele',
    });
    expect(theirs.statusCode).toBe(404);
    expect((await policyRow(w.policyId))?.proposal.opdAppointment).toBeUndefined();
    expect((await new Visitor(app).get(`${SLOTS}?policy_id=${w.policyId}`)).statusCode).toBe(401);

    const booked = await w.browser.post(BOOK, {
      policy_id: w.policyId,
      slot_id: free.id,
      mode: 'tele',
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const appointment = booked.json.data.results.appointment;
    expect(appointment).toMatchObject({ slot_id: free.id, mode: 'tele', status: 'Confirmed' });
    expect(appointment.booking_id).toMatch(/^OPD-\d{8}$/);
    // The same booking again answers the same; it is kept with the policy and shown.
    const again = await w.browser.post(BOOK, {
      policy_id: w.policyId,
      slot_id: free.id,
      mode: 'tele',
    });
    expect(again.json.data.results.appointment.booking_id).toBe(appointment.booking_id);
    const row = await policyRow(w.policyId);
    expect(row?.proposal.opdAppointment?.bookingId).toBe(appointment.booking_id);
    expect(row?.proposal.insured).toHaveLength(1);
    const current = await w.browser.get('/api/insurances/current');
    expect(current.json.data.results.display_data.body.opd_data.appointment).toEqual(appointment);
  });

  it('keeps one consultation per policy when every free slot is asked for at once (decision 066)', async () => {
    const w = await issued('default');
    const slots = await w.browser.get(`${SLOTS}?policy_id=${w.policyId}`);
    const free = (slots.json.data.results.slots as unknown as { id: string; available: boolean }[])
      .filter((s) => s.available)
      .map((s) => s.id);
    expect(free.length).toBeGreaterThan(5);
    const answers = await Promise.all(
      free.map((slot_id) => w.browser.post(BOOK, { policy_id: w.policyId, slot_id, mode: 'tele' })),
    );
    // Booking again moves the one appointment (decision 053): nothing is held twice.
    expect(answers.map((a) => a.statusCode)).toEqual(free.map(() => 200));
    const row = await policyRow(w.policyId);
    const kept = row?.proposal.opdAppointment;
    expect(free).toContain(kept?.slotId);
    const current = await w.browser.get(`${SLOTS}?policy_id=${w.policyId}`);
    expect(current.json.data.results.appointment.booking_id).toBe(kept?.bookingId);
  });
});
