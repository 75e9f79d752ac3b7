import { shopInsuranceJourney, termInsuranceJourney } from '@tara/core';
import type { FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { addPath, countingInsurer, insuranceKit } from '../../test/insurance.js';
import { testApp, type Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

// Decision 075 through the API: a policy bought after 22-09-2025 carries its cover's GST in
// the disclosure, the payment's status, the receipt and the policy schedule: term (individual
// life) none, shop insurance (non-life) 18 %.

const AFTER_EXEMPTION = new Date('2026-11-24T10:00:00Z');

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(bytes);
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe.each(testDbKinds())('the GST of each cover on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, {
      now: () => AFTER_EXEMPTION,
      journeys: [shopInsuranceJourney, termInsuranceJourney],
      insurer: countingInsurer(),
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const { paid } = insuranceKit(
    () => app,
    () => database,
  );

  /** The receipt's text, fetched with the browser's session (binary, so not through Visitor). */
  async function receiptText(browser: Visitor, paymentId: string): Promise<string> {
    const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await app.inject({
      method: 'GET',
      url: `/api/payments/${paymentId}/receipt`,
      remoteAddress: browser.ip,
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return pdfText(new Uint8Array(res.rawPayload));
  }

  /** The issued policy's schedule text. */
  async function scheduleText(browser: Visitor, leadId: string, paymentId: string) {
    const added = await browser.post(addPath(termInsuranceJourney), {
      leadId,
      validateOnly: 0,
      paymentId,
    });
    expect(added.statusCode, added.body).toBe(200);
    const document = await browser.get(String(added.json.data.metadata.policy_download_link));
    expect(document.statusCode, document.body).toBe(200);
    const file = Buffer.from(String(document.json.data.results.file), 'base64');
    return pdfText(new Uint8Array(file));
  }

  it('sells term insurance GST exempt: disclosure, status, receipt and schedule', async () => {
    const w = await paid(termInsuranceJourney);
    const { disclosure } = w.validated.json.data.results;
    expect(disclosure).toMatchObject({ premium_paise: 745_00, gst_paise: 0, gst_rate_percent: 0 });
    const status = await w.browser.get(`/api/payments/${w.checkout.razorpay_payment_id}`);
    expect(status.json.data.results.gst).toEqual({
      base_paise: 745_00,
      gst_paise: 0,
      rate_percent: 0,
      exempt_paise: 745_00,
    });
    const receipt = await receiptText(w.browser, w.checkout.razorpay_payment_id);
    expect(receipt).toContain('Total, GST exempt ₹745');
    expect(receipt).not.toContain('CGST');
    const schedule = await scheduleText(w.browser, w.leadId, w.checkout.razorpay_payment_id);
    expect(schedule).toContain('Total premium, GST exempt ₹745');
    expect(schedule).not.toContain('CGST');
  });

  it('sells shop insurance with 18 % GST in the receipt', async () => {
    const w = await paid(shopInsuranceJourney);
    expect(w.validated.json.data.results.disclosure).toMatchObject({
      premium_paise: 599_00,
      gst_paise: 91_37,
      gst_rate_percent: 18,
    });
    const receipt = await receiptText(w.browser, w.checkout.razorpay_payment_id);
    for (const part of [
      'Taxable value ₹507.63',
      'CGST (9 %) ₹45.68',
      'SGST (9 %) ₹45.69',
      'Total, including 18 % GST ₹599',
    ]) {
      expect(receipt).toContain(part);
    }
  });
});
