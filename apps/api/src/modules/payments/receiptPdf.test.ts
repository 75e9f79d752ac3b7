import { PARTY_IDS, partyById } from '@tara/core/catalog';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
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
  gst: { base_paise: 846_61, gst_paise: 152_39, rate_percent: 18 },
  order_id: 'order_1',
  payment_id: 'pay_1',
  paid_at: '2026-11-24T09:00:00.000Z',
  errors: [],
  fulfilment: {},
};

describe('receiptPdf', () => {
  it('says who received the money and whom to complain to, inventing no company details', async () => {
    const text = await pdfText(await receiptPdf(view, 'Asha Verma', NOW));
    for (const part of [
      'Received by Tara Marketplace (company name to be published)',
      'Billed to Asha Verma',
      'Item Tara membership, 1 year',
      'Paid on 24/11/2026',
      'Total, including 18% GST ₹999',
      'Grievance Officer of Tara Marketplace: name, phone and e-mail to be published in its terms of use.',
    ]) {
      expect(text).toContain(part);
    }
    // The marketplace sold it: no lender or insurer is named on its receipt.
    for (const id of PARTY_IDS.filter((p) => p !== 'tara')) {
      expect(text).not.toContain(partyById(id).legalName);
    }
  });
});
