import { describe, expect, it } from 'vitest';
import { lenderCatalog } from '../../catalog/lenders/lenderCatalog.js';
import { compileLoans } from './compileLoans.js';
import { loanEligibility } from './loanEligibility.js';
import {
  applicantOfQuery,
  kfsCreditLevel,
  type LoanOfferQuery,
  offerKeyFacts,
  queryFromAnswers,
} from './loanOfferQuery.js';
import { testProduct } from './loans.fixture.js';

const QUERY: LoanOfferQuery = {
  amount: 5_00_000,
  tenure: 36,
  employment: 'salaried',
  income: 80_000,
  city: 'Mumbai',
  birthYear: 1990,
  creditLevel: 'excellent',
  existingEmi: 0,
};

describe('applicantOfQuery', () => {
  it('reads the short form through the eligibility state', () => {
    expect(applicantOfQuery(QUERY, 2026)).toMatchObject({
      kind: 'personal',
      age: 36,
      employment: 'salaried',
      monthlyIncome: 80_000,
      city: 'Mumbai',
      creditScore: 750,
      amount: 5_00_000,
      tenureMonths: 36,
      existingEmis: 0,
    });
  });

  it('takes a self-employed income as the month of a year of profit', () => {
    const a = applicantOfQuery({ ...QUERY, employment: 'selfEmployed', income: 90_000 }, 2026);
    expect(a.monthlyIncome).toBe(90_000);
    expect(applicantOfQuery({ ...QUERY, creditLevel: 'noCredit' }, 2026).creditScore).toBe(-1);
  });
});

describe('an unknown credit score ("I don\'t know", decision 076)', () => {
  const catalog = compileLoans(lenderCatalog);
  const offersFor = (creditLevel: LoanOfferQuery['creditLevel']) =>
    loanEligibility(catalog, applicantOfQuery({ ...QUERY, creditLevel, income: 2_00_000 }, 2026));

  it('is no score at all, not a level', () => {
    expect(applicantOfQuery({ ...QUERY, creditLevel: 'unknown' }, 2026).creditScore).toBeNull();
  });

  it('gives offers: no lender refused on the score, each naming the minimum it needs', () => {
    const unknown = offersFor('unknown');
    expect(unknown.matched.length).toBeGreaterThan(0);
    expect(unknown.notMatched).toEqual([]);
    // Lenders with a minimum above Average's 600 are offered, as to a known high score.
    const ids = (r: typeof unknown) => r.matched.map((m) => m.product.id).sort();
    expect(ids(unknown)).toEqual(ids(offersFor('outstanding')));
    expect(unknown.matched.length).toBeGreaterThan(offersFor('average').matched.length);
    for (const m of unknown.matched) {
      const min = m.product.minCreditScore;
      expect(m.reasons).toContain(
        min < 0
          ? 'applicants new to credit are welcome'
          : `credit score not given; the lender needs ${min} or more`,
      );
    }
  });

  it('is priced at each range’s highest rate, as its KFS (priced as Average) is', () => {
    for (const m of offersFor('unknown').matched) {
      const range = m.product.rates.salaried;
      expect(m.offer.rateBp).toBe(range?.maxBp);
      const kfs = offerKeyFacts(m.product, {
        amount: m.offer.amount,
        tenure: m.offer.tenureMonths,
        employment: 'salaried',
        creditLevel: kfsCreditLevel('unknown'),
      });
      expect(typeof kfs !== 'string' && kfs.annualRateBp).toBe(m.offer.rateBp);
    }
    expect(kfsCreditLevel('excellent')).toBe('excellent');
  });
});

describe('offerKeyFacts', () => {
  it('prices the KFS as the offers list prices the offer, to the basis point', () => {
    const catalog = compileLoans(lenderCatalog);
    for (const level of ['excellent', 'outstanding'] as const) {
      const q = { ...QUERY, creditLevel: level, income: 2_00_000 };
      const { matched } = loanEligibility(catalog, applicantOfQuery(q, 2026));
      expect(matched.length).toBeGreaterThan(0);
      for (const m of matched) {
        const kfs = offerKeyFacts(m.product, {
          amount: m.offer.amount,
          tenure: m.offer.tenureMonths,
          employment: 'salaried',
          creditLevel: level,
        });
        if (typeof kfs === 'string') throw new Error(kfs);
        expect(kfs.annualRateBp).toBe(m.offer.rateBp);
        expect(kfs.emi).toBe(m.offer.emiPaise);
        expect(kfs.processingFee).toBe(m.offer.processingFee * 100);
        // The two IRRs (bisection on the schedule, Newton on the annuity) within a basis point.
        expect(Math.abs(kfs.aprBp - m.offer.aprBp)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('refuses terms outside the product', () => {
    const p = testProduct();
    const q = {
      amount: 1_00_000,
      tenure: 12,
      employment: 'salaried',
      creditLevel: 'average',
    } as const;
    expect(offerKeyFacts(p, { ...q, amount: 10_000 })).toBe(
      'The amount must be between ₹50,000 and ₹20,00,000',
    );
    expect(offerKeyFacts(p, { ...q, tenure: 84 })).toMatch(/tenure must be between 12 and 60/);
    expect(offerKeyFacts(p, { ...q, employment: 'professional' })).toMatch(/does not offer/);
    const kfs = offerKeyFacts(p, q);
    // Average: the highest rate, 24%; fee 2% + 18% GST = ₹2,360.
    expect(typeof kfs !== 'string' && [kfs.annualRateBp, kfs.processingFee]).toEqual([
      2400, 2_360_00,
    ]);
  });
});

describe('queryFromAnswers', () => {
  it('reads the spec’s field names and leaves out what is not there', () => {
    expect(
      queryFromAnswers({
        expectedLoanAmount: '300000',
        expectedTenure: 24,
        professionId: 9,
        grossMonthlyIncome: '55000',
        _dobYear: 1988,
        cityName: ' Pune ',
        pan: 'ABCDE1234F',
      }),
    ).toEqual({
      amount: 3_00_000,
      tenure: 24,
      employment: 'selfEmployed',
      income: 55_000,
      birthYear: 1988,
      city: 'Pune',
    });
    expect(queryFromAnswers({ expectedLoanAmount: 'lots', creditLevel: 'superb' })).toEqual({});
  });

  it('reads the personal-loan journey’s own answers and its credit report’s score (decision 049)', () => {
    const answers = {
      expectedLoanAmount: '500000',
      expectedLoanTenure: '36',
      empType: 'selfEmpl',
      monthlyIncome: '85000',
      dobYear: '1990',
      city: { city: 'Mumbai', city_id: 1 },
    };
    expect(queryFromAnswers(answers, { creditScore: 770 })).toEqual({
      amount: 5_00_000,
      tenure: 36,
      employment: 'selfEmployed',
      income: 85_000,
      birthYear: 1990,
      city: 'Mumbai',
      creditLevel: 'outstanding',
    });
    expect(
      queryFromAnswers({ ...answers, empType: 'salaried' }, { creditScore: 640 }),
    ).toMatchObject({
      employment: 'salaried',
      creditLevel: 'excellent',
    });
    expect(queryFromAnswers({ city: { pincode: '400001' } }, {})).toEqual({});
  });

  it('keeps "I don\'t know" as an unknown level, unless a credit report found the score', () => {
    expect(queryFromAnswers({ creditLevel: 'unknown' })).toEqual({ creditLevel: 'unknown' });
    expect(queryFromAnswers({ creditLevel: 'unknown' }, { creditScore: 640 })).toEqual({
      creditLevel: 'excellent',
    });
    expect(queryFromAnswers({ creditLevel: 'average' }, { creditScore: 640 })).toEqual({
      creditLevel: 'average',
    });
  });

  it('adds up the EMIs the applicant pays (§3.6), none when they pay none, and leaves out an unasked question', () => {
    const pays = { paysEmi: 'yes', homeLoanEmiValue: '12000', personalLoanEmiValue: '5000' };
    expect(queryFromAnswers(pays).existingEmi).toBe(17_000);
    expect(queryFromAnswers({ ...pays, carLoanEmiValue: 3000 }).existingEmi).toBe(20_000);
    expect(queryFromAnswers({ ...pays, paysEmi: 'no' }).existingEmi).toBe(0);
    expect(queryFromAnswers({ homeLoanEmiValue: '12000' })).not.toHaveProperty('existingEmi');
  });
});
