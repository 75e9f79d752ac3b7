import type { JourneyDef } from '@tara/core';
import type { LeadKfsResponse } from '@tara/core/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import { saveStep } from '../../test/leadSteps.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

// The Key Fact Statement of a partner's offer, before acceptance (issue 22 §1, decision 080):
// the business loan's and a credit line's, as JSON (its page), as a PDF, and the offer step's
// link; every cost is there, and a fee the partner did not give is never printed as ₹0.

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
      last: true,
    },
  ],
};
const creditLineJourney: JourneyDef = {
  ...loanJourney,
  prefix: 'credit-line/nacl',
  title: 'Credit line fixture',
  providerId: 1813,
  finalRoute: 'credit-line/nacl/disbursal-status',
};

/** The offers as the adapters keep them: the bank's with its tenure, Northern Arc's limit. */
const BANK_OFFER = {
  offeredAmountPaise: 1_50_000_00,
  interestRateBps: 1850,
  tenureMinMonths: 12,
  tenureMaxMonths: 36,
  tenureMonths: 24,
};
const LINE_OFFER = { offeredAmountPaise: 1_00_000_00, interestRateBps: 2400, tenureMonths: 12 };

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe.each(testDbKinds())('the KFS of a partner offer on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, { journeys: [loanJourney, creditLineJourney] });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = (browser: Visitor, url: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: { cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });

  /** A lead of `prefix` whose offer call answered `facts` (none: no offer yet). */
  const leadWith = async (
    browser: Visitor,
    prefix: string,
    call: string,
    facts: Record<string, number> | null,
  ) => {
    const res = await saveStep(browser, 'step1', { name: 'Asha Verma' }, undefined, {}, prefix);
    expect(res.statusCode, res.body).toBe(200);
    const leadId = res.json.lead_id as unknown as string;
    await database.db
      .update(leads)
      .set({ calls: facts ? { [call]: { stepId: 'step1', outcome: 'offered', facts } } : {} })
      .where(eq(leads.id, leadId));
    return leadId;
  };

  const EVERY_ROW = [
    'Processing fee (with GST)',
    'Other charges',
    'Instalments',
    'Net disbursed amount',
    'Total interest',
    'Total amount payable',
    'Annual Percentage Rate (APR)',
    'Penal charges',
    'Cooling-off (look-up) period',
    'Lender’s grievance redressal officer',
  ];

  it('business loan: amount, tenure, rate, fee, APR, EMI, total, penal charges, cooling-off', async () => {
    const owner = new Visitor(app);
    const leadId = await leadWith(owner, loanJourney.prefix, 'idfc.creditApproval', BANK_OFFER);
    const res = await get(owner, `/api/leads/${leadId}/kfs`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const kfs = (res.json() as LeadKfsResponse).data.results;
    expect(kfs).toMatchObject({
      lenderName: 'IDFC FIRST Bank Limited',
      purpose: 'business loan',
      kind: 'loan',
      feesKnown: false,
      amountPaise: 1_50_000_00,
      annualRateBp: 1850,
      tenureMonths: 24,
      processingFeePaise: null,
      // No fee given: the APR is the rate's, and the rows say the fees come on top.
      aprBp: 1850,
      coolingOffDays: 3,
      illustration: null,
      pdfPath: `/api/leads/${leadId}/documents/kfs.pdf`,
      journeyPath: '/business-loan/idfc',
    });
    expect(kfs.emiPaise).toBe(kfs.schedule[0]?.emi);
    expect(kfs.totalPayablePaise).toBe(kfs.schedule.reduce((s, i) => s + i.emi, 0));
    const rows = new Map(kfs.rows.map((r) => [r.label, r.value]));
    for (const label of ['Loan amount', 'Loan term', 'Interest rate', ...EVERY_ROW]) {
      expect(rows.get(label), label).toBeTruthy();
    }
    expect(rows.get('Processing fee (with GST)')).toBe(
      'As per the lender’s KFS (this offer does not state it)',
    );
    expect(rows.get('Annual Percentage Rate (APR)')).toMatch(/^18\.5\u00a0% a year before fees/);
    const all = JSON.stringify(kfs);
    expect(all).not.toMatch(/to be confirmed|₹0\b/);

    const pdf = await get(owner, kfs.pdfPath);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    for (const part of [
      'Key Fact Statement',
      'Lender: IDFC FIRST Bank Limited',
      'Loan amount ₹1,50,000',
      'Processing fee (with GST) As per the lender’s KFS',
      'Annual Percentage Rate (APR) 18.5 % a year before fees',
      'At least 3 days from disbursal',
      'not penal interest',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('credit line: the limit, rate and fees, and the illustrative drawdown with its APR and total', async () => {
    const owner = new Visitor(app);
    const leadId = await leadWith(owner, creditLineJourney.prefix, 'nacl.cbEligibility', {
      ...LINE_OFFER,
      processingFeePaise: 1_180_00,
    });
    const res = await get(owner, `/api/leads/${leadId}/kfs`);
    expect(res.statusCode, res.body).toBe(200);
    const kfs = (res.json() as LeadKfsResponse).data.results;
    // A fee the partner gives goes into the APR: above the 24 % rate.
    expect(kfs).toMatchObject({
      lenderName: 'Northern Arc Capital Limited',
      purpose: 'credit line',
      kind: 'creditLine',
      feesKnown: true,
      amountPaise: 1_00_000_00,
      processingFeePaise: 1_180_00,
      emiPaise: 9_455_96,
    });
    expect(kfs.aprBp).toBeGreaterThan(2400);
    expect(kfs.illustration).toMatch(/whole limit of ₹1,00,000 drawn on the first day/);
    const rows = new Map(kfs.rows.map((r) => [r.label, r.value]));
    for (const label of ['Credit limit', 'Tenure', 'Illustrative drawdown', ...EVERY_ROW]) {
      expect(rows.get(label), label).toBeTruthy();
    }
    expect(rows.get('Processing fee (with GST)')).toBe('₹1,180, GST included');
    expect(rows.get('Net disbursed amount')).toBe('₹98,820');
    const text = await pdfText((await get(owner, kfs.pdfPath)).rawPayload);
    expect(text).toContain('Credit limit ₹1,00,000');
    expect(text).toContain('Repayment of the illustrative drawdown');
  });

  it('the offer step’s link opens the KFS page; no offer yet is 409; another visitor gets 404', async () => {
    const owner = new Visitor(app);
    const leadId = await leadWith(owner, creditLineJourney.prefix, 'nacl.cbEligibility', null);
    const link = await get(owner, `/api/leads/${leadId}/documents/kfs`);
    expect(link.statusCode).toBe(303);
    expect(link.headers.location).toBe(`/loan-kfs/${leadId}`);
    expect((await get(owner, `/api/leads/${leadId}/kfs`)).statusCode).toBe(409);
    const stranger = new Visitor(app);
    expect((await get(stranger, `/api/leads/${leadId}/kfs`)).statusCode).toBe(404);
    expect((await get(stranger, `/api/leads/${leadId}/documents/kfs.pdf`)).statusCode).toBe(404);
  });
});
