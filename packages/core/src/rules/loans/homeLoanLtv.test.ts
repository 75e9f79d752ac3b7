import { describe, expect, it } from 'vitest';
import { ltvCap } from './homeLoanLtv.js';

const LAKH = 1_00_000;

// RBI's caps by loan amount (decision 047), in the words the home-loan offers page shows
// (decision 056): each slab binding, by its percent or by its top, from both sides.
describe('ltvCap', () => {
  it('lends 90% of a home worth up to ₹33.33 lakh', () => {
    const cap = ltvCap(20 * LAKH);
    expect(cap).toMatchObject({ maxLoan: 18 * LAKH, capBp: 9000, atSlabTop: false });
    expect(cap.text).toBe(
      'Your property is valued at ₹20,00,000, so lenders can lend at most 90\u00a0% of its value: ₹18,00,000 (RBI’s cap on home loans up to ₹30 lakh).',
    );
  });

  it('stops at ₹30 lakh where 90% would pass it and 80% gives less', () => {
    const cap = ltvCap(35 * LAKH);
    expect(cap).toMatchObject({ maxLoan: 30 * LAKH, capBp: 9000, atSlabTop: true });
    expect(cap.text).toBe(
      'Your property is valued at ₹35,00,000, so lenders can lend at most ₹30,00,000: RBI allows 90\u00a0% of a home’s value on loans up to ₹30 lakh, and only 80\u00a0% on larger loans.',
    );
  });

  it('lends 80% once that passes ₹30 lakh, up to ₹75 lakh', () => {
    expect(ltvCap(37_50_000)).toMatchObject({ maxLoan: 30 * LAKH, capBp: 9000 });
    const cap = ltvCap(60 * LAKH);
    expect(cap).toMatchObject({ maxLoan: 48 * LAKH, capBp: 8000, atSlabTop: false });
    expect(cap.text).toContain('at most 80\u00a0% of its value: ₹48,00,000');
    expect(cap.text).toContain('above ₹30 lakh up to ₹75 lakh');
  });

  it('stops at ₹75 lakh between ₹93.75 lakh and ₹1 crore', () => {
    const cap = ltvCap(95 * LAKH);
    expect(cap).toMatchObject({ maxLoan: 75 * LAKH, capBp: 8000, atSlabTop: true });
    expect(cap.text).toContain('at most ₹75,00,000');
    expect(cap.text).toContain('only 75\u00a0% on larger loans');
  });

  it('lends 75% of a home above ₹1 crore', () => {
    const cap = ltvCap(150 * LAKH);
    expect(cap).toMatchObject({ maxLoan: 112_50_000, capBp: 7500, atSlabTop: false });
    expect(cap.text).toBe(
      'Your property is valued above ₹75 lakh, so lenders can lend at most 75\u00a0% of its value: ₹1,12,50,000 (RBI’s cap on home loans above ₹75 lakh).',
    );
  });

  it('takes ₹1 crore on both sides: 75 lakh either way', () => {
    expect(ltvCap(100 * LAKH).maxLoan).toBe(75 * LAKH);
    expect(ltvCap(100 * LAKH + 4).maxLoan).toBe(75 * LAKH + 3);
  });
});
