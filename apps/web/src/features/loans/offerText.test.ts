import { describe, expect, it } from 'vitest';
import {
  emiOfferText,
  feeText,
  lowestEmiOffer,
  monthsText,
  rateRangeText,
  rupeesText,
} from './offerText';

describe('the loan pages’ figures', () => {
  it('writes rate ranges as core writes a percentage, and months', () => {
    expect(monthsText(1)).toBe('1 month');
    expect(monthsText(36)).toBe('36 months');
    expect(rateRangeText({ minBp: 1099, maxBp: 2200 })).toBe('10.99\u00a0% – 22\u00a0%');
    expect(rateRangeText({ minBp: 1099, maxBp: 1099 })).toBe('10.99\u00a0%');
  });

  it('writes a fee with its bounds and GST', () => {
    expect(feeText({ bp: 200, minRupees: null, maxRupees: null })).toBe(
      '2\u00a0% of the amount + 18\u00a0% GST',
    );
    expect(feeText({ bp: 150, minRupees: 1000, maxRupees: 10_000 })).toBe(
      '1.5\u00a0% of the amount (at least ₹1,000, at most ₹10,000) + 18\u00a0% GST',
    );
  });
});

describe('the summaries’ rupees and the EMI banner’s offer', () => {
  it('writes paise as whole rupees, rounded half up', () => {
    expect(rupeesText(945_612)).toBe('₹9,456');
    expect(rupeesText(945_650)).toBe('₹9,457');
    expect(rupeesText(1_00_00_000)).toBe('₹1,00,000');
  });

  it('names the lowest EMI, the first in the list’s order when two are equal', () => {
    const offer = (id: number, emiPaise: number) => ({ id, offer: { emiPaise } });
    expect(lowestEmiOffer([])).toBeNull();
    expect(lowestEmiOffer([offer(1, 900), offer(2, 800), offer(3, 800)])?.id).toBe(2);
    expect(lowestEmiOffer([offer(1, 700), offer(2, 800)])?.id).toBe(1);
    expect(emiOfferText({ lenderName: 'Axis Bank', name: 'Personal Loan' })).toBe(
      'That is the lowest EMI of the offers: Axis Bank, Personal Loan.',
    );
  });
});
