import { describe, expect, it } from 'vitest';
import type { CreditAccount, CreditReport } from './creditReport.js';
import { scoreFactors } from './scoreFactors.js';

const onTime = (months: number) => Array.from({ length: months }, () => 0);

function account(overrides: Partial<CreditAccount> = {}): CreditAccount {
  return {
    type: 'creditCard',
    lender: 'HDFC Bank',
    accountLast4: '4321',
    sanctionedPaise: 1_00_000_00,
    balancePaise: 20_000_00,
    overduePaise: 0,
    openedOn: '2018-03-10',
    closedOn: null,
    daysPastDue: onTime(36),
    ...overrides,
  };
}

function report(overrides: Partial<CreditReport> = {}): CreditReport {
  return {
    bureau: 'experian',
    reportId: 'R1',
    generatedOn: '2026-11-24',
    score: 780,
    accounts: [account()],
    enquiries: [],
    ...overrides,
  };
}

const factor = (r: CreditReport, id: string) => {
  const found = scoreFactors(r).find((f) => f.id === id);
  if (!found) throw new Error(`no factor ${id}`);
  return found;
};

describe('scoreFactors', () => {
  it('lists the five factors, the weightiest first', () => {
    expect(scoreFactors(report()).map((f) => [f.id, f.impact])).toEqual([
      ['paymentHistory', 'high'],
      ['utilisation', 'high'],
      ['creditAge', 'medium'],
      ['enquiries', 'medium'],
      ['mix', 'low'],
    ]);
  });

  it('counts on-time payments across accounts and names the latest late one', () => {
    const late = [0, 0, 30, ...onTime(20), null, null];
    const r = report({
      accounts: [
        account(),
        account({ type: 'personalLoan', lender: 'Bajaj Finance', daysPastDue: late }),
      ],
    });
    const f = factor(r, 'paymentHistory');
    expect(f.figure).toBe('58 of 59 monthly payments on time');
    expect(f.rating).toBe('fair');
    expect(f.action).toContain('Bajaj Finance personal loan was 30 days late 2 months ago');
    expect(factor(report(), 'paymentHistory').rating).toBe('good');
  });

  it('rates many or long delays poor, and an overdue amount first of all', () => {
    const bad = account({ daysPastDue: [90, 60, 30, ...onTime(3)] });
    expect(factor(report({ accounts: [bad] }), 'paymentHistory').rating).toBe('poor');
    const overdue = report({ accounts: [account({ overduePaise: 4_500_00 })] });
    const f = factor(overdue, 'paymentHistory');
    expect(f.rating).toBe('poor');
    expect(f.figure).toContain('₹4,500 overdue now');
    expect(f.action).toContain('Clear the ₹4,500 overdue on your HDFC Bank credit card');
  });

  it('says nothing is reported for a new-to-credit user', () => {
    const f = factor(report({ score: null, accounts: [] }), 'paymentHistory');
    expect(f.rating).toBeNull();
    expect(f.figure).toBe('No payments reported yet');
  });

  it('measures utilisation on open cards only, with the amount to pay down', () => {
    const high = report({
      accounts: [
        account({ sanctionedPaise: 2_00_000_00, balancePaise: 1_40_000_00 }),
        account({ balancePaise: 9_99_999_00, closedOn: '2024-01-01' }),
        account({ type: 'homeLoan', sanctionedPaise: 50_00_000_00, balancePaise: 40_00_000_00 }),
      ],
    });
    const f = factor(high, 'utilisation');
    expect(f.figure).toBe('70\u00a0% of your ₹2,00,000 card limit in use (₹1,40,000)');
    expect(f.rating).toBe('poor');
    expect(f.action).toContain('Pay down ₹80,000');
    expect(f.action).toContain('under ₹60,000');
    expect(factor(report(), 'utilisation').rating).toBe('good');
    const fair = report({ accounts: [account({ balancePaise: 45_000_00 })] });
    expect(factor(fair, 'utilisation').rating).toBe('fair');
    const none = report({ accounts: [account({ type: 'personalLoan' })] });
    expect(factor(none, 'utilisation')).toMatchObject({
      rating: null,
      figure: 'No open credit card',
    });
  });

  it('ages credit from the oldest account and asks to keep the oldest open one', () => {
    const r = report({
      accounts: [
        account({ openedOn: '2023-01-05' }),
        account({
          type: 'personalLoan',
          lender: 'Axis Bank',
          openedOn: '2019-06-30',
          closedOn: '2022-06-30',
        }),
      ],
    });
    const f = factor(r, 'creditAge');
    expect(f.figure).toBe(
      'Oldest account 7 years 4 months: your Axis Bank personal loan, opened 30/06/2019',
    );
    expect(f.rating).toBe('good');
    expect(f.action).toContain('Keep your HDFC Bank credit card open');
    const young = factor(report({ accounts: [account({ openedOn: '2025-11-24' })] }), 'creditAge');
    expect(young.rating).toBe('poor');
    expect(young.figure).toMatch(/^Oldest account 1 year: /);
  });

  it('counts enquiries of the last six months only', () => {
    const enquiry = (on: string) => ({
      lender: 'X',
      purpose: 'personalLoan' as const,
      amountPaise: 1,
      on,
    });
    const r = report({
      enquiries: [
        enquiry('2026-11-01'),
        enquiry('2026-08-15'),
        enquiry('2026-05-25'),
        enquiry('2026-05-24'),
      ],
    });
    const f = factor(r, 'enquiries');
    expect(f.figure).toBe('3 lender enquiries in the last 6 months');
    expect(f.rating).toBe('fair');
    expect(factor(report({ enquiries: [enquiry('2026-10-01')] }), 'enquiries')).toMatchObject({
      rating: 'good',
      figure: '1 lender enquiry in the last 6 months',
    });
  });

  it('calls a mix of secured and unsecured open accounts healthy', () => {
    const both = report({ accounts: [account(), account({ type: 'goldLoan' })] });
    expect(factor(both, 'mix')).toMatchObject({
      rating: 'good',
      figure: '1 secured loan and 1 unsecured account open',
    });
    expect(factor(report(), 'mix').rating).toBe('fair');
    expect(factor(report({ accounts: [] }), 'mix').rating).toBeNull();
  });
});
