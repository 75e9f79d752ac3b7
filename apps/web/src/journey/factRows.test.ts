import type { LeadView } from '@tara/core/contract';
import { describe, expect, it } from 'vitest';
import type { FactsShow } from './factRows';
import { factRows, formatFact } from './factRows';

const offer: FactsShow = {
  kind: 'facts',
  calls: ['idfc.creditApproval'],
  items: [
    { fact: 'offeredAmountPaise', label: 'Loan amount', format: 'paise' },
    { fact: 'interestRateBps', label: 'Interest rate', format: 'bps' },
    { fact: 'tenureMonths', label: 'Tenure', format: 'months' },
    { fact: 'emiPaise', label: 'Monthly instalment (EMI)', format: 'paise' },
  ],
};
const kyc: FactsShow = {
  kind: 'facts',
  calls: ['ckyc', 'okyc'],
  items: [
    { fact: 'kycName', label: 'Name' },
    { fact: 'aadhaarLast4', label: 'Aadhaar (last 4 digits)' },
  ],
};

const call = (facts: Record<string, string | number | boolean | null>) => ({
  step: 'step10',
  outcome: 'verified',
  facts,
});

describe('factRows', () => {
  it('writes the bank’s offer in rupees, a yearly rate and months', () => {
    const calls: LeadView['calls'] = {
      'idfc.creditApproval': call({
        offeredAmountPaise: 15_000_000,
        interestRateBps: 1850,
        tenureMonths: 24,
        emiPaise: 748_875,
      }),
    };
    expect(factRows(offer, calls)).toEqual([
      { label: 'Loan amount', value: '₹1,50,000' },
      { label: 'Interest rate', value: '18.5\u00a0% a year' },
      { label: 'Tenure', value: '24 months' },
      { label: 'Monthly instalment (EMI)', value: '₹7,488.75' },
    ]);
  });

  it('reads the first of its calls the lead has made, and only the facts present', () => {
    const calls: LeadView['calls'] = {
      okyc: call({ kycName: 'ASHA RAO', aadhaarLast4: '' }),
      other: call({ kycName: 'NOT THIS ONE' }),
    };
    expect(factRows(kyc, calls)).toEqual([{ label: 'Name', value: 'ASHA RAO' }]);
    // The block's order decides, not the order the lead's calls were made in.
    const both = { ...calls, ckyc: call({ kycName: 'FROM CKYC', aadhaarLast4: null }) };
    expect(factRows(kyc, both)).toEqual([{ label: 'Name', value: 'FROM CKYC' }]);
  });

  it('shows nothing when no call of the block was made, or it gave no facts', () => {
    expect(factRows(kyc, {})).toEqual([]);
    expect(factRows(kyc, { ckyc: call({}) })).toEqual([]);
  });
});

describe('formatFact', () => {
  it('writes paise as rupees with Indian grouping, keeping paise only when there are some', () => {
    expect(formatFact(15_000_000, 'paise')).toBe('₹1,50,000');
    expect(formatFact(150_050, 'paise')).toBe('₹1,500.50');
    expect(formatFact('99', 'paise')).toBe('₹0.99');
  });

  it('writes basis points as a yearly percentage and months with their unit', () => {
    expect(formatFact(1850, 'bps')).toBe('18.5\u00a0% a year');
    expect(formatFact(1299, 'bps')).toBe('12.99\u00a0% a year');
    expect(formatFact(1, 'months')).toBe('1 month');
    expect(formatFact('36', 'months')).toBe('36 months');
  });

  it('shows text as it is, a yes/no fact in words, and a value that fits no format as is', () => {
    expect(formatFact('ASHA RAO', undefined)).toBe('ASHA RAO');
    expect(formatFact('0042', 'text')).toBe('0042');
    expect(formatFact(true, undefined)).toBe('Yes');
    expect(formatFact('n/a', 'paise')).toBe('n/a');
    expect(formatFact(12.5, 'paise')).toBe('12.5');
  });
});
