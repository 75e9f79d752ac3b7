import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdfText.js';
import { certificatePdf } from './certificatePdf.js';
import type { WarrantyRow } from './data.js';
import { warrantyView } from './warrantyView.js';

const NOW = new Date('2026-11-24T10:00:00Z');

const active: WarrantyRow = {
  id: '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9',
  userId: '11111111-2222-4333-8444-555555555555',
  leadId: '66666666-7777-4888-8999-000000000000',
  state: 'active',
  planId: '2',
  planTitle: '2 years extended warranty',
  coverYears: 2,
  category: 'mobile',
  brand: 'Samsung',
  model: 'Galaxy M35',
  serialNumber: '356789104567891',
  purchaseDate: '2026-10-25',
  invoiceValuePaise: 24_999_00,
  premiumPaise: 2_125_00,
  purchaseId: '99999999-8888-4777-8666-555555555555',
  certificateNo: 'EW-2026-0F1E2D3C4B',
  coverFrom: '2027-10-25',
  coverTo: '2029-10-24',
  offlineTransactionId: null,
  offlineRecordedAt: null,
  createdAt: NOW,
  activatedAt: NOW,
};

describe('certificatePdf', () => {
  it('carries the certificate, buyer, product, cover, premium with GST, provider and how to claim', async () => {
    const view = warrantyView(active, 'pay_Sample0000001');
    const bytes = await certificatePdf(view, 'Asha Verma', NOW);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const part of [
      'Extended warranty certificate',
      'Sample data: no warranty provider is signed yet.',
      'Certificate number EW-2026-0F1E2D3C4B',
      'Issued to Asha Verma',
      'Plan 2 years extended warranty',
      `Provider ${view.provider.name} (sample data)`,
      'Type Mobile phone',
      'Brand Samsung',
      'Model Galaxy M35',
      'Serial number or IMEI XXXXXXXXXXX7891',
      'Bought on 25/10/2026',
      'Invoice value ₹24,999',
      'Cover period 25/10/2027 to 24/10/2029',
      'Taxable value ₹1,800.85',
      'CGST (9 %) ₹162.07',
      'SGST (9 %) ₹162.08',
      'Total, including 18 % GST ₹2,125',
      'Payment id pay_Sample0000001',
      'How to claim',
      `1. ${view.claim.steps[0]}`,
      `Claims desk: ${view.claim.email}`,
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain('356789104567891');
  });

  it('prices every plan for the invoice value, and a quote has no certificate', async () => {
    const quote = warrantyView(
      { ...active, state: 'quoted', certificateNo: null, coverFrom: null, coverTo: null },
      null,
    );
    expect(quote.plans.map((p) => [p.plan_id, p.premium_paise])).toEqual([
      ['1', 1_250_00],
      ['2', 2_125_00],
      ['3', 2_875_00],
    ]);
    expect(quote.certificate_url).toBeNull();
    expect(() => certificatePdf(quote, 'Asha Verma', NOW)).toThrow(/only an active warranty/);
  });
});
