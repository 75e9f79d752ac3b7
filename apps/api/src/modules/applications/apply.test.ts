import { journeys, retiredJourneys, SAMPLE_VALUES, samplePath } from '@tara/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardApplications, leads } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import type { IssuerApplication } from '../../partners/issuers/types.js';
import { freshMobile, logIn, MINUTE, makeUser, TestClock } from '../../test/auth.js';
import { applyInstant, freshPan, instantOtp } from '../../test/instantApply.js';
import { saveStep } from '../../test/leadSteps.js';
import { verifyLeadMobile } from '../../test/saySo.js';
import { type JsonBody, testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { watchedIssuers } from '../../test/watchedIssuers.js';

const APPLY = '/api/cards/apply';
const BANK_DOWN = 'The bank could not be reached. Your application is saved; please try again.';
const AMEX_MR = 12;
const RBL_SHOPRITE = 9;
const ICICI_AMAZON = 19;
const SBI_SIMPLYCLICK = 1;

/**
 * The Amex instant-apply form as flat card form values (the journeys' sample answers), each
 * for an applicant of its own (a fresh PAN and mobile: one submission per applicant and card).
 */
const amexForm = (overrides: Record<string, unknown> = {}) => ({
  firstname: 'Asha',
  lastname: 'Verma',
  pancard: freshPan(),
  mobile: freshMobile(),
  email: 'asha.verma@example.com',
  dobDate: '15',
  dobMonth: '08',
  dobYear: '1990',
  gender: 'female',
  empType: 'salaried',
  monthlyIncome: '85,000',
  company: 'Tata Consultancy Services',
  address: '12 MG Road, Fort, Near the Old Clock Tower, Mumbai 400001',
  pincode: '400001',
  std: '022',
  phone: '22661234',
  officeEmail: 'asha.verma@tcs.com',
  officeAddress: '21 Nariman Point, Nirmal Building, Fourth Floor, Mumbai 400021',
  officePincode: '400021',
  qualification: '2',
  aadhaar: '2345 6789 0124',
  consentEmail: true,
  consentOnlineStatements: true,
  isAmexDisclaimerChecked: true,
  ...overrides,
});

const results = (json: JsonBody) => json.data.results;

describe.each(testDbKinds())('card applications on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const clock = new TestClock();
  const sent: { alias: string; application: IssuerApplication; payload: unknown }[] = [];

  beforeAll(async () => {
    database = await open();
    // Every issuer records the payload it would send, then decides as the sandbox does.
    const spying = watchedIssuers((adapter, application) => {
      sent.push({ alias: adapter.alias, application, payload: adapter.payload(application) });
    });
    app = await testApp(database, {
      journeys: [...journeys, ...retiredJourneys],
      issuers: spying,
      now: clock.now,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const application = async (leadId: string, cardId: number) => {
    const [row] = await database.db
      .select()
      .from(cardApplications)
      .where(and(eq(cardApplications.leadId, leadId), eq(cardApplications.cardId, cardId)));
    return row;
  };

  /** Walks a card journey to its end; returns the lead id. */
  const finishJourney = async (browser: Visitor, prefix: string, pancard?: string) => {
    let leadId: string | undefined;
    for (const [step, values] of samplePath(prefix)) {
      const v = pancard && 'pancard' in values ? { ...values, pancard } : values;
      const res = await saveStep(browser, step, v, leadId, {}, prefix);
      expect(res.statusCode, `${step}: ${res.body}`).toBe(200);
      leadId ??= res.json.lead_id as unknown as string;
    }
    await verifyLeadMobile(database, leadId as string);
    return leadId as string;
  };

  it('approves an Amex instant-apply form, stores the provider response and the lead', async () => {
    const browser = new Visitor(app);
    const res = await applyInstant(app, browser, { cardId: AMEX_MR, instantApply: amexForm() });
    expect(res.statusCode, res.body).toBe(200);
    const r = results(res.json);
    const leadId = r.leadId as unknown as string;
    expect(r).toMatchObject({
      status: 1,
      declineReason: null,
      providerStatus: 'IPA',
      providerId: 40,
      cardId: AMEX_MR,
      redirect: 'bookings-done/1/40',
      message: null,
      rejected: false,
    });
    expect(r.referenceId).toBe(`AMEX-${leadId.replace(/-/g, '').slice(0, 10).toUpperCase()}-12`);
    const stored = await application(leadId, AMEX_MR);
    expect(stored).toMatchObject({
      providerId: 40,
      status: 1,
      referenceId: r.referenceId,
      declineReason: null,
      providerStatus: 'IPA',
      attempts: 1,
    });
    expect(stored?.meta).toMatchObject({ adapter: 'amex:sandbox', attempt: 1 });
    const [lead] = await database.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead).toMatchObject({ journey: 'credit-cards/amex', status: 'complete', productId: 4 });
    // Aadhaar is kept masked; the whole number went to the issuer only.
    expect(lead?.answers.aadhaar).toBe('XXXX-XXXX-0124');
    expect(lead?.answers.city).toMatchObject({ pretty_name: 'Mumbai', state: 'Maharashtra' });
    const payload = sent.at(-1)?.payload as Record<string, unknown>;
    expect(payload.aadharNo).toBe('234567890124');
    expect(payload).toMatchObject({ productId: 4, cityId: 1, chosenCard: AMEX_MR });
    for (const key of ['officeAddress1', 'officeAddress2', 'officeAddress3']) {
      expect(String(payload[key]).length).toBeLessThanOrEqual(24);
    }
    expect(payload).toMatchObject({
      emailConsent: 'Y',
      onlineStatements: 'Y',
      phoneMarketing: 'N',
      additionalPrivileges: 'NO',
      insurancePlan: 'NO',
      paybackPoints: 'NO',
    });
    // The instant-apply lead does not break the journey's current-lead call.
    const current = await browser.get('/api/lead/current?journey=credit-cards/amex');
    expect(current.statusCode, current.body).toBe(200);
  });

  it('rejects by PAN (5th letter R) with the failure route, back to the offers from there', async () => {
    const browser = new Visitor(app);
    const form = amexForm({ pancard: freshPan('R') });
    const res = await applyInstant(app, browser, { cardId: AMEX_MR, instantApply: form });
    expect(res.statusCode, res.body).toBe(200);
    expect(results(res.json)).toMatchObject({
      status: 3,
      declineReason: 'Policy: income below threshold',
      providerStatus: 'DECLINED',
      redirect: 'bookings-done/rejected/40',
      message: 'Card request has been rejected or cancelled..',
      rejected: true,
    });
    // Sent again from the offers page: the same answer, with that page's route back.
    const fromOffers = await browser.post(APPLY, {
      cardId: AMEX_MR,
      accepted: true,
      instantApply: form,
      lastLocation: 'credit-card/offers',
    });
    expect(results(fromOffers.json).redirect).toBe(
      'credit-card/offers?status=rejected&provider=40',
    );
    const leadId = results(res.json).leadId as unknown as string;
    expect(await application(leadId, AMEX_MR)).toMatchObject({
      status: 3,
      declineReason: 'Policy: income below threshold',
    });
  });

  it('answers 502 when the bank cannot be reached, keeps the lead and lets a retry go on', async () => {
    const browser = new Visitor(app);
    const form = amexForm({ pancard: freshPan('F') });
    const first = await applyInstant(app, browser, { cardId: AMEX_MR, instantApply: form });
    expect(first.statusCode).toBe(502);
    expect(first.json.errors).toEqual([BANK_DOWN]);
    const leadId = first.json.lead_id as unknown as string;
    const [lead] = await database.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead?.answers.firstname).toBe('Asha');
    expect(await application(leadId, AMEX_MR)).toMatchObject({
      status: null,
      attempts: 1,
      lastError: 'timeout',
    });
    // The same form again goes on with the same lead (no second lead), one more attempt; its
    // mobile was proved by the first try's OTP.
    const again = await browser.post(APPLY, {
      cardId: AMEX_MR,
      accepted: true,
      instantApply: form,
    });
    expect(again.statusCode).toBe(502);
    expect(again.json.lead_id).toBe(leadId);
    expect(await application(leadId, AMEX_MR)).toMatchObject({ status: null, attempts: 2 });
  });

  it('lets a retry with the same Idempotency-Key succeed after a failure, then replays it', async () => {
    const browser = new Visitor(app);
    const instantApply = amexForm({ pancard: freshPan('T') });
    const otp = await instantOtp(app, browser, AMEX_MR, String(instantApply.mobile));
    const body = { cardId: AMEX_MR, accepted: true, instantApply, otp };
    const key = { 'idempotency-key': 'apply-transient-1' };
    const first = await browser.post(APPLY, body, key);
    expect(first.statusCode).toBe(502);
    const leadId = first.json.lead_id as unknown as string;
    const second = await browser.post(APPLY, body, key);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(results(second.json)).toMatchObject({ status: 1, leadId });
    const third = await browser.post(APPLY, body, key);
    expect(third.statusCode).toBe(200);
    expect(third.headers['idempotent-replayed']).toBe('true');
    expect(third.json).toEqual(second.json);
    expect(await application(leadId, AMEX_MR)).toMatchObject({ status: 1, attempts: 2 });
    const other = await browser.post(APPLY, { ...body, lastLocation: 'x' }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json.errors).toEqual(['Idempotency key reused with a different request']);
  });

  it('refuses an instant-apply form with the core rules’ messages', async () => {
    const browser = new Visitor(app);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ phone: '1234' }, 'phone', 'Invalid Landline'],
      [{ std: '22', phone: '22661234' }, 'std', 'Invalid STD code'],
      [{ pancard: 'ABCCE1234F' }, 'pancard', 'Please enter a valid PAN'],
      [{ mobile: '5876543210' }, 'mobile', 'An Indian mobile number starts with 6, 7, 8 or 9'],
      [{ email: 'asha@' }, 'email', 'Please enter a valid email ID'],
      [{ officeEmail: 'asha.verma@gmail.com' }, 'officeEmail', 'Invalid Office Email'],
      [{ pincode: '012345' }, 'pincode', 'Please enter a valid 6 digit pincode'],
      [{ pincode: '999999' }, 'pincode', 'Please enter a valid pincode'],
      [{ dobYear: '2010' }, 'dob', 'Minimum age is 18'],
      [
        { isAmexDisclaimerChecked: false },
        'isAmexDisclaimerChecked',
        'Please agree to the mandatory Terms to submit your application',
      ],
      [{ firstname: 'Asha1' }, 'firstname', 'Please use letters only, no numbers'],
      [{ lastname: undefined }, 'lastname', 'Please enter the last name'],
      [{ promocode: 'x\u0000y' }, 'promocode', 'Please enter a valid value'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await browser.post(APPLY, {
        cardId: AMEX_MR,
        accepted: true,
        instantApply: amexForm(overrides),
      });
      expect(res.statusCode, `${field} ${res.body}`).toBe(422);
      expect(res.json.fields[field], field).toBe(message);
    }
  });

  it('takes the issuer’s age bounds (ICICI 21 to 58) and the spec’s nested form', async () => {
    const browser = new Visitor(app);
    const nested = {
      personal: {
        fname: 'Ravi',
        lname: 'Kumar',
        email: 'ravi.kumar@example.com',
        mobile: '9812345678',
        dob: '1988-02-11',
        gender: 1,
        monthly_income: 60000,
        pancard: 'BCDPK4321L',
        address_full: 'Flat 4, Sunrise Apartments, Koramangala, Bengaluru',
        pincode: '560034',
      },
      employment: { employment_type: 1, company_name: 'Infosys' },
      couponCode: 'WELCOME',
    };
    const ok = await applyInstant(app, browser, { cardId: ICICI_AMAZON, instantApply: nested });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(results(ok.json)).toMatchObject({ status: 1, providerId: 3 });
    const payload = sent.at(-1)?.payload as { lead: Record<string, unknown> };
    expect(payload.lead).toMatchObject({ providerId: 3, designation: 'Doctor', empType: 1 });
    const old = { ...nested, personal: { ...nested.personal, dob: '1960-01-01' } };
    const res = await browser.post(APPLY, {
      cardId: ICICI_AMAZON,
      accepted: true,
      instantApply: old,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json.fields.dob).toBe('Maximum age is 58');
  });

  it('reads the rbl record and sends the address in two lines of at most 40', async () => {
    const browser = new Visitor(app);
    const record = {
      Title: 'Ms',
      FirstName: 'Meera',
      LastName: 'Iyer',
      Gender: 2,
      DOB: '1992-07-21',
      // 72 characters at most (the forms' limit; the Amex lead's three lines of 24).
      ResAddressFull: 'House 221, Second Cross Road, Indiranagar Double Road, Bengaluru',
      ResPIN: '560038',
      Email: 'meera.iyer@example.com',
      Mobile: '9900112233',
      EmpType: 1,
      CompanyName: 'Infosys Limited',
      NMI: 45000,
      PAN: 'CDEPI5678M',
      HadLoanOrCreditCardFromAnyBank: 'N',
    };
    const res = await applyInstant(app, browser, { cardId: RBL_SHOPRITE, instantApply: record });
    expect(res.statusCode, res.body).toBe(200);
    expect(results(res.json)).toMatchObject({ status: 1, providerId: 62 });
    const payload = sent.at(-1)?.payload as {
      lead: Record<string, unknown>;
      record: Record<string, unknown>;
    };
    expect(String(payload.lead.addressLine1).length).toBeLessThanOrEqual(40);
    expect(String(payload.lead.addressLine2).length).toBeLessThanOrEqual(40);
    expect(payload.record).toMatchObject({
      FirstName: 'Meera',
      Gender: 2,
      Title: 'Ms',
      HadLoanOrCreditCardFromAnyBank: 'N',
      CreditCardApplied: 'RBL Bank ShopRite Credit Card',
    });
  });

  it('applies with a finished journey lead, only for its owner, once', async () => {
    const browser = new Visitor(app);
    const leadId = await finishJourney(browser, 'credit-cards/sbi');
    const res = await browser.post(APPLY, { leadId, accepted: true, cardId: SBI_SIMPLYCLICK });
    expect(res.statusCode, res.body).toBe(200);
    expect(results(res.json)).toMatchObject({
      status: 1,
      providerId: 61,
      leadId,
      redirect: 'bookings-done/1/61',
    });
    const payload = sent.at(-1)?.payload as Record<string, unknown>;
    expect(payload).toMatchObject({
      productId: 3,
      instrumentId: SBI_SIMPLYCLICK,
      providerId: 61,
      localityId: 1,
      cityId: 1,
      addressType: 'HOME',
    });
    // Again: the stored answer, no second call to the bank.
    const count = sent.length;
    const again = await browser.post(APPLY, { leadId, accepted: true, cardId: SBI_SIMPLYCLICK });
    expect(again.json).toEqual(res.json);
    expect(sent.length).toBe(count);
    expect((await application(leadId, SBI_SIMPLYCLICK))?.attempts).toBe(1);
    // Somebody else, or nobody, cannot apply with it.
    for (const stranger of [new Visitor(app), new Visitor(app)]) {
      const other = await stranger.post(APPLY, { leadId, accepted: true, cardId: SBI_SIMPLYCLICK });
      expect(other.statusCode).toBe(404);
      expect(other.json.errors).toEqual(['Lead not found']);
    }
  });

  it('refuses an unfinished lead (409), an unknown card (404) and a rejected journey PAN', async () => {
    const browser = new Visitor(app);
    const [step, values] = samplePath('credit-cards/sbi')[0] as [string, Record<string, unknown>];
    const started = await saveStep(browser, step, values, undefined, {}, 'credit-cards/sbi');
    const leadId = started.json.lead_id as unknown as string;
    const res = await browser.post(APPLY, { leadId, accepted: true, cardId: SBI_SIMPLYCLICK });
    expect(res.statusCode).toBe(409);
    expect(res.json.errors).toEqual(['Please complete the application first']);
    const unknown = await browser.post(APPLY, { leadId, accepted: true, cardId: 9999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json.errors).toEqual(['Cannot find card with id: 9999']);
    const rejected = await finishJourney(browser, 'credit-cards/sbi', 'ABCPR1234K');
    const no = await browser.post(APPLY, {
      leadId: rejected,
      accepted: true,
      cardId: SBI_SIMPLYCLICK,
      lastLocation: 'credit-card/offers',
    });
    expect(results(no.json)).toMatchObject({
      status: 3,
      redirect: 'credit-card/offers?status=rejected&provider=61',
    });
  });

  it('lets the lead’s user apply from another browser; nobody else with an instant form', async () => {
    const mobile = freshMobile();
    await makeUser(database, mobile);
    const phone = new Visitor(app);
    await logIn(app, phone, mobile);
    const leadId = await finishJourney(phone, 'credit-cards/hdfc');
    clock.advance(5 * MINUTE);
    const laptop = new Visitor(app);
    await logIn(app, laptop, mobile);
    const res = await laptop.post(APPLY, { leadId, accepted: true, cardId: 6 });
    expect(res.statusCode, res.body).toBe(200);
    expect(results(res.json)).toMatchObject({ status: 1, providerId: 60, leadId });
    const stranger = await applyInstant(app, new Visitor(app), {
      leadId,
      cardId: AMEX_MR,
      instantApply: amexForm(),
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json.errors).toEqual(['Lead not found']);
  });

  it('keeps the journeys’ sample PAN approved (the sandbox table’s default row)', () => {
    expect(String(SAMPLE_VALUES.pancard).charAt(4)).toBe('E');
  });
});
