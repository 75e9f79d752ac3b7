import { describe, expect, it } from 'vitest';
import { offerCosts } from './offerCosts.js';
import { AS_PER_LENDER_KFS, offerCostTexts } from './offerCostTexts.js';

const RUPEE = 100;

describe('offerCosts', () => {
  // The Northern Arc sandbox's limit: ₹1,00,000 at 24 % for 12 months, no fee given. Drawn
  // whole on day one: EMI ₹9,455.96 (decision 024's hand check), 12 of them.
  const line = offerCosts({
    kind: 'creditLine',
    amountPaise: 100_000 * RUPEE,
    annualRateBp: 2400,
    tenureMonths: 12,
    processingFeePaise: null,
    otherChargesPaise: null,
  });

  it('illustrates a credit line as its whole limit drawn on day one', () => {
    expect(line.feesKnown).toBe(false);
    expect(line.kfs.emi).toBe(945_596);
    // Twelve instalments repay the limit and its interest: 11 × 9,455.96 + the last.
    const paid = line.kfs.schedule.reduce((s, i) => s + i.emi, 0);
    expect(line.kfs.totalPayable).toBe(paid);
    expect(paid).toBeGreaterThan(100_000 * RUPEE);
    expect(line.kfs.totalInterest).toBe(paid - 100_000 * RUPEE);
  });

  it('leaves an unknown fee out of the APR and says so instead of printing ₹0', () => {
    // No fee known: the APR is the rate's, and every text says fees come on top.
    expect(line.kfs.aprBp).toBe(2400);
    const t = offerCostTexts(line);
    expect(t.facts.processingFeeText).toBe(AS_PER_LENDER_KFS);
    expect(t.facts.aprText).toBe(
      '24\u00a0% a year before fees: the lender’s fees, as per its KFS, add to it',
    );
    expect(t.facts.totalPayableText).toMatch(
      /^₹1,13,472 \(amount and interest\), plus the lender’s fees as per its KFS \(illustration\)$/,
    );
    expect(t.facts.instalmentText).toBe(
      '₹9,456 a month for 12 months, if the whole limit is drawn on the first day (illustration)',
    );
    expect(t.illustration).toMatch(/whole limit of ₹1,00,000 drawn on the first day/);
    const rows = new Map(t.kfsRows);
    expect(rows.get('Credit limit')).toBe('₹1,00,000');
    expect(rows.get('Processing fee (with GST)')).toBe(AS_PER_LENDER_KFS);
    expect([...rows.values()].join(' ')).not.toMatch(/to be confirmed|₹0\b/);
  });

  it('puts a fee the offer gives into the APR, the net disbursal and the total', () => {
    // ₹98,000 received for 12 × ₹9,455.96: 27.97 % (decision 024's check by Newton's method).
    const loan = offerCosts({
      kind: 'loan',
      amountPaise: 100_000 * RUPEE,
      annualRateBp: 2400,
      tenureMonths: 12,
      processingFeePaise: 2_000 * RUPEE,
      otherChargesPaise: 0,
    });
    expect(loan.feesKnown).toBe(true);
    expect(loan.kfs.aprBp).toBe(2797);
    expect(loan.kfs.netDisbursed).toBe(98_000 * RUPEE);
    expect(loan.kfs.totalPayable).toBe(loan.kfs.totalInterest + 102_000 * RUPEE);
    const t = offerCostTexts(loan);
    expect(t.facts.processingFeeText).toBe('₹2,000, GST included');
    expect(t.facts.aprText).toBe('27.97\u00a0% a year');
    expect(t.facts.totalPayableText).toBe('₹1,15,472');
    expect(t.facts.instalmentText).toBe('₹9,456 a month for 12 months');
    expect(t.illustration).toBeNull();
    const rows = new Map(t.kfsRows);
    expect(rows.get('Loan amount')).toBe('₹1,00,000');
    expect(rows.get('Net disbursed amount')).toBe('₹98,000');
    expect(rows.get('Cooling-off (look-up) period')).toMatch(/^At least 3 days from disbursal/);
  });
});
