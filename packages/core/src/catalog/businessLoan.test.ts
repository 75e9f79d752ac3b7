import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TYPES,
  BUSINESS_LOAN_BUSINESS_TYPES,
  BUSINESS_LOAN_IDS,
  BUSINESS_LOAN_LIMITS,
  BUSINESS_LOAN_PROPERTY_STATUS,
  BUSINESS_LOAN_QUALIFICATIONS,
  BUSINESS_LOAN_REJECTION,
  CASTES,
  DEFAULT_CASTE,
  EMANDATE_MODES,
  MANDATE_TYPES,
  RELIGIONS,
} from './businessLoan.js';

const pairs = (list: readonly { id: number; label: string }[]) =>
  list.map(({ id, label }) => [id, label]);

describe('business-loan catalog (02 §3.3, §9)', () => {
  it('has product 2 of provider 384, and 15 for the partial lead only (X-01)', () => {
    expect(BUSINESS_LOAN_IDS).toEqual({ productId: 2, providerId: 384, partialLeadProductId: 15 });
  });

  it('keeps the spec limits', () => {
    expect(BUSINESS_LOAN_LIMITS.loanAmount).toEqual({ min: 50_000, max: 300_000, step: 5_000 });
    expect(BUSINESS_LOAN_LIMITS.tenureMonths).toEqual({ min: 12, max: 36, step: 1 });
    expect(BUSINESS_LOAN_LIMITS.applicantAge).toEqual({ min: 21, max: 65 });
    expect(BUSINESS_LOAN_LIMITS.nomineeAge).toEqual({ min: 18, max: 99 });
    expect(BUSINESS_LOAN_LIMITS.eMandateResendSeconds).toBe(10);
    expect(BUSINESS_LOAN_LIMITS.nomineeName).toBe(32);
  });

  it('keeps the product-scoped codes (X-18, X-19)', () => {
    expect(pairs(BUSINESS_LOAN_PROPERTY_STATUS)).toEqual([
      [3, 'Rented'],
      [1, 'Self Owned'],
      [2, 'Parental'],
    ]);
    expect(pairs(BUSINESS_LOAN_BUSINESS_TYPES)).toEqual([
      [2, 'Retailer'],
      [1, 'Wholesaler'],
    ]);
    expect(BUSINESS_LOAN_QUALIFICATIONS.map((q) => q.id)).toEqual([7, 3, 5, 8]);
    expect(RELIGIONS.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(RELIGIONS[3]?.label).toBe('Zoroastrian');
    expect(pairs(CASTES)).toEqual([
      [1, 'SC'],
      [2, 'ST'],
      [3, 'Others'],
    ]);
    expect(DEFAULT_CASTE).toBe(3);
    expect(ACCOUNT_TYPES.map((a) => a.id)).toEqual([7, 3]);
    expect(EMANDATE_MODES.map((m) => m.id)).toEqual([1, 2]);
    expect(MANDATE_TYPES).toEqual({ digital: 'DIGITAL', physical: 'PHYSICAL' });
  });

  it('keeps the rejection text exactly', () => {
    expect(BUSINESS_LOAN_REJECTION).toBe(
      'Thanks for your interest. One of our team members would get in touch with you',
    );
  });
});
