import { PARTY_IDS, partyById } from '@tara/core/catalog';
import { SANDBOX_COMPANY_IDENTITY } from '@tara/core/company';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { TEST_COMPANY } from '../../test/company.js';
import type { PurchaseView } from './purchaseView.js';
import { receiptPdf } from './receiptPdf.js';

const NOW = new Date('2026-11-24T10:00:00Z');

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const view: PurchaseView = {
  purchase_id: 'p1',
  state: 'fulfilled',
  title: 'Tara membership, 1 year',
  object_type: 21,
  object_id: '1',
  amount_paise: 999_00,
  invoice_amount: '999',
  gst: { base_paise: 846_61, gst_paise: 152_39, rate_percent: 18, exempt_paise: 0 },
  order_id: 'order_1',
  payment_id: 'pay_1',
  paid_at: '2026-11-24T09:00:00.000Z',
  errors: [],
  fulfilment: {},
  refunds: [],
};

describe('receiptPdf', () => {
  it('says who received the money and whom to complain to: the configured company', async () => {
    const text = await pdfText(await receiptPdf(view, 'Asha Verma', TEST_COMPANY, NOW));
    for (const part of [
      'Received by Test Fintech Private Limited (CIN U72900KA2020PTC123456)',
      'Billed to Asha Verma',
      'Item Tara membership, 1 year',
      'Paid on 24/11/2026',
      'Total, including 18 % GST ₹999',
      'Test Officer, Test Fintech Private Limited: +91 80 4000 0001, grievance@test.example.in.',
    ]) {
      expect(text).toContain(part);
    }
    // The marketplace sold it: no lender or insurer is named on its receipt.
    for (const id of PARTY_IDS.filter((p) => p !== 'tara')) {
      expect(text).not.toContain(partyById(id).legalName);
    }
  });

  it('shows an exempt cover (term) as GST exempt, with no GST rows (decision 075)', async () => {
    const term: PurchaseView = {
      ...view,
      title: 'Term Insurance, ₹3,00,000 cover',
      object_type: 19,
      amount_paise: 447_00,
      invoice_amount: '447',
      gst: { base_paise: 447_00, gst_paise: 0, rate_percent: 0, exempt_paise: 447_00 },
    };
    const text = await pdfText(await receiptPdf(term, 'Asha Verma', SANDBOX_COMPANY_IDENTITY, NOW));
    expect(text).toContain('Total, GST exempt ₹447');
    expect(text).toContain('Received by Sample company (sandbox), not a real company');
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('Taxable value');
  });

  it("shows a combo's exempt parts apart from its taxed parts", async () => {
    // Term (₹447, exempt) with the group personal accident (₹447 at 18 %: ₹378.81 + ₹68.19).
    const combo: PurchaseView = {
      ...view,
      title: 'Term with Group Personal Accident',
      object_type: 20,
      amount_paise: 894_00,
      invoice_amount: '894',
      gst: { base_paise: 825_81, gst_paise: 68_19, rate_percent: 18, exempt_paise: 447_00 },
    };
    const text = await pdfText(
      await receiptPdf(combo, 'Asha Verma', SANDBOX_COMPANY_IDENTITY, NOW),
    );
    for (const part of [
      'Value GST exempt ₹447',
      'Taxable value ₹378.81',
      'CGST (9 %) ₹34.09',
      'SGST (9 %) ₹34.10',
      'Total, including 18 % GST ₹894',
    ]) {
      expect(text).toContain(part);
    }
  });
});
