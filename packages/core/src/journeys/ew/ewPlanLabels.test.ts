import { describe, expect, it } from 'vitest';
import { ewPlanPremiums } from '../../payments/ewPremium.js';
import { formatPaise } from '../../payments/paise.js';
import { ewPlanLabel, ewPlanLabels } from './ewPlanLabels.js';

describe('the warranty plans named in rupees (decision 092)', () => {
  it('names each plan with its premium, GST included, and its share of the invoice value', () => {
    expect(ewPlanLabels({ ewInvoiceValue: '54999' })).toEqual({
      '1': '1 year extended warranty — ₹2,750 incl. 18\u00a0% GST (5\u00a0% of ₹54,999)',
      '2': '2 years extended warranty — ₹4,675 incl. 18\u00a0% GST (8.5\u00a0% of ₹54,999)',
      '3': '3 years extended warranty — ₹6,325 incl. 18\u00a0% GST (11.5\u00a0% of ₹54,999)',
    });
  });

  it('shows the amounts the pay page and the certificate charge', () => {
    for (const priced of ewPlanPremiums(24_999_00)) {
      expect(ewPlanLabel(priced)).toContain(`${formatPaise(priced.split.totalPaise)} incl.`);
    }
    expect(ewPlanLabels({ ewInvoiceValue: 24999 })['2']).toContain('₹2,125 incl. 18\u00a0% GST');
  });

  it('says when the minimum premium is charged rather than a share it is not', () => {
    expect(ewPlanLabels({ ewInvoiceValue: '5000' })['1']).toBe(
      '1 year extended warranty — ₹499 incl. 18\u00a0% GST (the minimum premium)',
    );
    expect(ewPlanLabels({ ewInvoiceValue: '5000' })['3']).toBe(
      '3 years extended warranty — ₹575 incl. 18\u00a0% GST (11.5\u00a0% of ₹5,000)',
    );
  });

  it('gives no labels without an invoice value in the covered range', () => {
    expect(ewPlanLabels({})).toEqual({});
    expect(ewPlanLabels({ ewInvoiceValue: 'a lot' })).toEqual({});
    expect(ewPlanLabels({ ewInvoiceValue: '4999' })).toEqual({});
  });
});
