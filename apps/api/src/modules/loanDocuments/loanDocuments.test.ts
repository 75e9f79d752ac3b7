import { Writable } from 'node:stream';
import { formatINR, type JourneyDef } from '@tara/core';
import { keyFactStatement } from '@tara/core/rules/loans';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import { freshMobile, logIn, makeUser } from '../../test/auth.js';
import { saveStep } from '../../test/leadSteps.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { rupeesInWords } from './rupeesInWords.js';

// A stand-in for the business-loan journey (not on main yet): its prefix, one step.
const loanJourney: JourneyDef = {
  prefix: 'business-loan/idfc',
  version: 1,
  title: 'Business loan fixture',
  productId: 2,
  providerId: 384,
  instrumentId: null,
  first: 'step1',
  finalRoute: 'business-loan/idfc/disbursal-status',
  steps: [
    {
      id: 'step1',
      title: 'Your name?',
      fields: [{ name: 'name', kind: 'text', label: 'Full name' }],
      next: [{ to: 'step2' }],
    },
    {
      id: 'step2',
      title: 'Loan amount',
      fields: [{ name: 'loanAmount', kind: 'money', label: 'Loan amount' }],
      last: true,
    },
  ],
};

/** The same steps under a credit line's prefix, and under a product that issues no papers. */
const creditLineJourney: JourneyDef = {
  ...loanJourney,
  prefix: 'credit-line/nacl',
  title: 'Credit line fixture',
  providerId: 1813,
  finalRoute: 'credit-line/nacl/disbursal-status',
};
const paperlessJourney: JourneyDef = {
  ...loanJourney,
  prefix: 'test/paperless',
  title: 'A product without loan papers',
  finalRoute: 'test/paperless/done',
};

const ACCOUNT = '50100123456789';
/** The eligibility call's offer as the IDFC adapter keeps it, with a fee (decision 024). */
const OFFER = {
  offeredAmountPaise: 1_00_000_00,
  interestRateBps: 2400,
  tenureMinMonths: 12,
  tenureMaxMonths: 36,
  processingFeePaise: 2_000_00,
};

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe.each(testDbKinds())('loan documents on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, {
      journeys: [loanJourney, creditLineJourney, paperlessJourney],
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const rawGet = (browser: Visitor, url: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: { cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });

  /** A lead with the mandate answers and, unless told otherwise, the bank's offer. */
  const loanLead = async (
    browser: Visitor,
    withOffer = true,
    prefix = loanJourney.prefix,
  ): Promise<string> => {
    const res = await saveStep(browser, 'step1', { name: 'Asha Verma' }, undefined, {}, prefix);
    expect(res.statusCode, res.body).toBe(200);
    const leadId = res.json.lead_id as unknown as string;
    const [row] = await database.db.select().from(leads).where(eq(leads.id, leadId));
    await database.db
      .update(leads)
      .set({
        answers: {
          ...row?.answers,
          tenure: '12',
          bankAccountNo: ACCOUNT,
          bankIfscCode: 'IDFB0010201',
          accountHolderName: 'Asha Verma',
          accountType: 7,
        },
        calls: withOffer
          ? { 'idfc.cbEligibility': { stepId: 'step23', outcome: 'eligible', facts: OFFER } }
          : {},
      })
      .where(eq(leads.id, leadId));
    return leadId;
  };

  const kfs = keyFactStatement({
    principal: OFFER.offeredAmountPaise,
    annualRateBp: OFFER.interestRateBps,
    tenureMonths: 12,
    processingFee: OFFER.processingFeePaise,
  });

  it('serves the agreement with the KFS figures, Indian-formatted, and the account masked', async () => {
    const owner = new Visitor(app);
    const leadId = await loanLead(owner);
    const res = await rawGet(owner, `/api/leads/${leadId}/documents/agreement.pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(res.rawPayload);
    for (const figure of [
      'Business loan agreement',
      'Lender: IDFC FIRST Bank Limited (CIN L65110TN2014PLC097792)',
      'lending service provider for IDFC FIRST Bank Limited',
      'Loan amount ₹1,00,000',
      '12 months',
      '24 % a year, fixed, on the reducing balance',
      'Processing fee ₹2,000',
      'Net disbursed amount ₹98,000',
      '₹9,455.96 a month',
      `Total interest ${formatINR(kfs.totalInterest / 100)}`,
      `Total amount payable ${formatINR(kfs.totalPayable / 100)}`,
      'Annual Percentage Rate (APR) 27.97 % a year',
      'not penal interest',
      '3 days from disbursal',
      'Grievance Redressal Officer of IDFC FIRST Bank Limited, the lender',
      'Asha Verma',
      'IDFC FIRST Bank, account ending 6789',
    ]) {
      expect(text).toContain(figure);
    }
    expect(formatINR(kfs.totalPayable / 100)).toMatch(/^₹1,15,47\d\.\d\d$/);
    expect(text).not.toContain(ACCOUNT);
  });

  it('never prints a fee the offer did not give as ₹0 (decision 080)', async () => {
    const owner = new Visitor(app);
    const leadId = await loanLead(owner);
    const { processingFeePaise: _fee, ...noFee } = OFFER;
    await database.db
      .update(leads)
      .set({
        calls: { 'idfc.cbEligibility': { stepId: 'step23', outcome: 'eligible', facts: noFee } },
      })
      .where(eq(leads.id, leadId));
    const res = await rawGet(owner, `/api/leads/${leadId}/documents/agreement.pdf`);
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    for (const part of [
      'Processing fee As per the lender’s KFS (this offer does not state it)',
      'Net disbursed amount ₹1,00,000 less the lender’s fees, as per its KFS',
      'plus the lender’s fees as per its KFS',
      'Annual Percentage Rate (APR) 24 % a year before fees',
      'not penal interest',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toMatch(/Processing fee ₹0|Other charges ₹0|2 % a month/);
  });

  it('serves the NACH form pre-filled, with the full account number the bank needs', async () => {
    const owner = new Visitor(app);
    const leadId = await loanLead(owner);
    const res = await rawGet(owner, `/api/leads/${leadId}/documents/nach-form.pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="nach-mandate.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(res.rawPayload);
    // Cap: twice the EMI (₹18,911.92) rounded up to ₹100.
    for (const part of [
      'Sponsor bank IDFC FIRST Bank Limited',
      'I/We hereby authorise IDFC FIRST Bank Limited to debit my/our account',
      'Reference 2 Business loan repayment',
      `Bank account number ${ACCOUNT}`,
      'IFSC IDFB0010201',
      '[X] SB',
      'Amount (₹) ₹19,000',
      'Nineteen Thousand Rupees Only',
      '[X] Monthly',
      '[X] Maximum amount',
      'Period: from 05/07/2025',
      'Period: to 05/10/2026',
      'Signature of account holder 1',
      'Name: Asha Verma',
    ]) {
      expect(text).toContain(part);
    }
  });

  it("serves a credit line's own papers from its lead, in Northern Arc's name", async () => {
    const owner = new Visitor(app);
    const leadId = await loanLead(owner, true, creditLineJourney.prefix);
    const agreement = await rawGet(owner, `/api/leads/${leadId}/documents/agreement.pdf`);
    expect(agreement.statusCode, agreement.body).toBe(200);
    const terms = await pdfText(agreement.rawPayload);
    for (const part of [
      'Credit line agreement',
      'Lender: Northern Arc Capital Limited',
      'Product Credit line',
      'Grievance Redressal Officer of Northern Arc Capital Limited, the lender',
      'Loan amount ₹1,00,000',
    ]) {
      expect(terms).toContain(part);
    }
    const nach = await rawGet(owner, `/api/leads/${leadId}/documents/nach-form.pdf`);
    expect(nach.statusCode, nach.body).toBe(200);
    const form = await pdfText(nach.rawPayload);
    expect(form).toContain('I/We hereby authorise Northern Arc Capital Limited to debit');
    expect(form).toContain('Reference 2 Credit line repayment');
    // The borrower's own bank here is IDFC FIRST Bank; it is never the lender or the payee.
    for (const text of [terms, form]) {
      expect(text).not.toContain('IDFC FIRST Bank Limited');
      expect(text).not.toMatch(/business loan/i);
    }
    // The spec's e-agreement call is the IDFC business loan's: a credit line has none there.
    expect((await owner.get('/api/third-party/loans/idfc/e-agreement')).statusCode).toBe(404);
  });

  it('answers 404 for the papers of a product that issues none', async () => {
    const owner = new Visitor(app);
    const leadId = await loanLead(owner, true, paperlessJourney.prefix);
    for (const doc of ['agreement.pdf', 'nach-form.pdf']) {
      const res = await owner.get(`/api/leads/${leadId}/documents/${doc}`);
      expect(res.statusCode).toBe(404);
      expect(res.json.errors).toEqual(['This application has no such document']);
    }
  });

  it("serves the spec's e-agreement call for the caller's current business loan", async () => {
    const owner = new Visitor(app);
    await loanLead(owner);
    const res = await rawGet(owner, '/api/third-party/loans/idfc/e-agreement');
    expect(res.statusCode, res.body).toBe(200);
    expect(await pdfText(res.rawPayload)).toContain('Loan amount ₹1,00,000');
    const nobody = await new Visitor(app).get('/api/third-party/loans/idfc/e-agreement');
    expect(nobody.statusCode).toBe(404);
  });

  it('never writes the account number to the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await testApp(database, {
      journeys: [loanJourney],
      logger: { level: 'trace', stream },
    });
    try {
      const owner = new Visitor(logged);
      const res = await saveStep(
        owner,
        'step1',
        { name: 'Asha' },
        undefined,
        {},
        loanJourney.prefix,
      );
      const leadId = res.json.lead_id as unknown as string;
      await database.db
        .update(leads)
        .set({
          answers: {
            name: 'Asha',
            tenure: 12,
            bankAccountNo: ACCOUNT,
            bankIfscCode: 'IDFB0010201',
          },
          calls: { 'idfc.cbEligibility': { stepId: 'step23', outcome: 'eligible', facts: OFFER } },
        })
        .where(eq(leads.id, leadId));
      const nach = await owner.get(`/api/leads/${leadId}/documents/nach-form.pdf`);
      expect(nach.statusCode).toBe(200);
      expect(lines.join('')).toContain('nach-form.pdf');
      expect(lines.join('')).not.toContain(ACCOUNT);
    } finally {
      await logged.close();
    }
  });

  it('answers 409 before the offer, 404 to others, and serves staff', async () => {
    const owner = new Visitor(app);
    const early = await loanLead(owner, false);
    const res = await owner.get(`/api/leads/${early}/documents/agreement.pdf`);
    expect(res.statusCode).toBe(409);
    expect(res.json.errors).toEqual(['The loan offer is not ready yet']);

    const leadId = await loanLead(owner);
    const stranger = new Visitor(app);
    await saveStep(stranger, 'step1', { name: 'Ravi' }, undefined, {}, loanJourney.prefix);
    for (const doc of ['agreement.pdf', 'nach-form.pdf']) {
      expect((await stranger.get(`/api/leads/${leadId}/documents/${doc}`)).statusCode).toBe(404);
    }
    const staff = new Visitor(app);
    const mobile = freshMobile();
    await makeUser(database, mobile, { admin: true });
    await logIn(app, staff, mobile);
    expect((await rawGet(staff, `/api/leads/${leadId}/documents/nach-form.pdf`)).statusCode).toBe(
      200,
    );
  });
});

describe('rupeesInWords', () => {
  it('writes amounts the Indian way', () => {
    expect(rupeesInWords(19_000)).toBe('Nineteen Thousand Rupees Only');
    expect(rupeesInWords(1_25_45_678)).toBe(
      'One Crore Twenty Five Lakh Forty Five Thousand Six Hundred Seventy Eight Rupees Only',
    );
    expect(rupeesInWords(101)).toBe('One Hundred One Rupees Only');
    expect(rupeesInWords(0)).toBe('Zero Rupees Only');
  });
});
