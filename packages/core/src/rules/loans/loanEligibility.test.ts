import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lenderCatalog } from '../../catalog/lenders/lenderCatalog.js';
import { PROPERTY_TYPES } from '../../catalog/lenders/lenderTypes.js';
import { apr } from './apr.js';
import { compileLoans } from './compileLoans.js';
import { emi } from './emi.js';
import type { LoanApplicant } from './loanApplicant.js';
import { loanEligibility } from './loanEligibility.js';
import { testApplicant, testProduct } from './loans.fixture.js';
import { maxLoanForProperty } from './loanToValue.js';
import { prepareLoanApplicant } from './prepareLoanApplicant.js';

const LAKH = 1_00_000;

describe('loanEligibility', () => {
  const catalog = compileLoans([testProduct()]);

  it('prices a matched offer by hand', () => {
    // Outstanding score (780): the lowest rate, 12%. ₹60,000 a month: FOIR 55% = ₹33,000 for a
    // new EMI; over 12 months at 1% a month that repays ₹33,000 × 11.2550775 = ₹3,71,417,
    // shown as ₹3,71,000. The ₹1,00,000 asked: EMI ₹8,884.88; fee 2% = ₹2,000 + 18% GST.
    const result = loanEligibility(catalog, testApplicant());
    const [match] = result.matched;
    expect(match?.offer).toEqual({
      amount: LAKH,
      maxAmount: 3_71_000,
      tenureMonths: 12,
      rateBp: 1200,
      emiPaise: 888_488,
      processingFee: 2_360,
      aprBp: Math.round(apr(LAKH - 2_360, new Array<number>(12).fill(8884.88)) * 10_000),
      limitedBy: 'income',
    });
    expect(match?.offer.aprBp).toBeGreaterThan(1200);
    expect(match?.reasons).toEqual([
      'offered to salaried applicants',
      'age 30 is within 21–60',
      'income ₹60,000 a month meets the ₹25,000 a month minimum',
      'offered all over India',
      'credit score 780 meets the 700 minimum',
      'you can borrow up to ₹3,71,000 here: ₹33,000 a month can go to a new EMI (55\u00a0% of ₹60,000 a month), enough for ₹3,71,417',
    ]);
    expect(result.best).toEqual({ emiPaise: 888_488, amount: LAKH });
  });

  it('prices an Excellent score at the middle of the range, and others at the top', () => {
    const rate = (creditScore: number | null) =>
      loanEligibility(catalog, testApplicant({ creditScore })).matched[0]?.offer.rateBp;
    expect(rate(751)).toBe(1200);
    expect(rate(750)).toBe(1800);
    expect(rate(null)).toBe(2400);
    expect(
      loanEligibility(
        compileLoans([testProduct({ minCreditScore: -1 })]),
        testApplicant({ creditScore: 550 }),
      ).matched[0]?.offer.rateBp,
    ).toBe(2400);
  });

  it('counts existing EMIs against the FOIR and says why a loan is out of reach', () => {
    // ₹30,000 a month: 50% = ₹15,000, less ₹14,500 of EMIs = ₹500, enough for ₹5,627 over
    // 12 months: below the ₹50,000 minimum.
    const result = loanEligibility(
      catalog,
      testApplicant({ monthlyIncome: 30_000, existingEmis: 14_500 }),
    );
    expect(result.matched).toEqual([]);
    expect(result.notMatched[0]?.notMatched).toEqual([
      "₹500 a month can go to a new EMI (50\u00a0% of ₹30,000 a month less ₹14,500 of EMIs), enough for ₹5,627: below the lender's ₹50,000 minimum",
    ]);
    expect(result.best).toBeNull();
  });

  it('caps the offer at what one can borrow, and says so', () => {
    const result = loanEligibility(catalog, testApplicant({ amount: 5 * LAKH }));
    expect(result.matched[0]?.offer.amount).toBe(3_71_000);
    expect(result.matched[0]?.reasons.at(-1)).toMatch(
      /up to ₹3,71,000 here: .*; less than the ₹5,00,000 asked$/,
    );
  });

  it("sets the tenure within the lender's range", () => {
    const long = loanEligibility(catalog, testApplicant({ tenureMonths: 84 })).matched[0];
    expect(long?.offer.tenureMonths).toBe(60);
    expect(long?.reasons).toContain("tenure set to 60 months, the lender's longest");
  });

  it("adds a co-applicant's income to the household's", () => {
    const alone = loanEligibility(catalog, testApplicant({ monthlyIncome: 30_000, amount: null }));
    const two = loanEligibility(
      catalog,
      testApplicant({ monthlyIncome: 30_000, coApplicantIncome: 30_000, amount: null }),
    );
    expect(two.matched[0]?.offer.maxAmount).toBeGreaterThan(alone.matched[0]?.offer.maxAmount ?? 0);
  });

  it("caps a home loan at RBI's loan-to-value limit", () => {
    const home = testProduct({
      kind: 'home',
      amount: { min: 5 * LAKH, max: 500 * LAKH },
      tenureMonths: { min: 12, max: 360 },
      rates: { salaried: { minBp: 800, maxBp: 900 } },
      allowedPropertyTypes: ['ready'],
      allowUnidentifiedProperty: true,
    });
    const c = compileLoans([home]);
    const rich = testApplicant({
      kind: 'home',
      monthlyIncome: 5 * LAKH,
      amount: null,
      tenureMonths: 240,
    });
    expect(
      loanEligibility(c, { ...rich, propertyValue: 50 * LAKH }).matched[0]?.offer.maxAmount,
    ).toBe(40 * LAKH);
    expect(
      loanEligibility(c, { ...rich, propertyValue: 30 * LAKH }).matched[0]?.offer.maxAmount,
    ).toBe(27 * LAKH);
    const tooSmall = loanEligibility(c, { ...rich, propertyValue: 5 * LAKH });
    expect(tooSmall.notMatched[0]?.notMatched[0]).toBe(
      "RBI's loan-to-value cap allows ₹4,50,000 on a ₹5,00,000 home: below the lender's ₹5,00,000 minimum",
    );
  });

  it('writes the reasons when they are read, and into JSON', () => {
    const result = loanEligibility(catalog, testApplicant({ age: 65 }));
    const json = JSON.parse(JSON.stringify(result));
    expect(json.notMatched[0]).toMatchObject({
      matched: false,
      failed: 1,
      notMatched: ['age 65 is above the maximum 60'],
    });
    expect(json.notMatched[0].reasons).toContain('offered to salaried applicants');
    const ok = JSON.parse(JSON.stringify(loanEligibility(catalog, testApplicant())));
    expect(ok.matched[0].reasons).toHaveLength(6);
    expect(ok.matched[0].offer.amount).toBe(LAKH);
  });

  it('lists every unmet rule of a product that did not match', () => {
    const result = loanEligibility(catalog, testApplicant({ age: 65, creditScore: 600 }));
    expect(result.notMatched[0]?.notMatched).toEqual([
      'age 65 is above the maximum 60',
      'credit score 600 is below the 700 minimum',
    ]);
  });

  it('judges only the kind of loan asked for', () => {
    const all = compileLoans(lenderCatalog);
    const result = loanEligibility(all, testApplicant({ kind: 'home', propertyValue: 60 * LAKH }));
    for (const m of [...result.matched, ...result.notMatched]) expect(m.product.kind).toBe('home');
    expect(result.matched.length + result.notMatched.length).toBe(
      lenderCatalog.filter((p) => p.kind === 'home').length,
    );
  });

  it('orders matched offers by APR, then EMI, then lender name', () => {
    const products = [
      testProduct({
        id: 1,
        lenderName: 'Zeta Bank',
        processingFee: { bp: 0, minRupees: null, maxRupees: null },
      }),
      testProduct({
        id: 2,
        lenderName: 'Alpha Bank',
        processingFee: { bp: 300, minRupees: null, maxRupees: null },
      }),
      testProduct({
        id: 3,
        lenderName: 'Beta Bank',
        processingFee: { bp: 0, minRupees: null, maxRupees: null },
      }),
    ];
    const result = loanEligibility(compileLoans(products), testApplicant());
    expect(result.matched.map((m) => m.product.lenderName)).toEqual([
      'Beta Bank',
      'Zeta Bank',
      'Alpha Bank',
    ]);
  });

  it('matches the real catalog for a typical salaried applicant, with an EMI as the emi helper gives', () => {
    const result = loanEligibility(
      compileLoans(lenderCatalog),
      testApplicant({ monthlyIncome: 80_000, amount: 3 * LAKH, tenureMonths: 36 }),
    );
    expect(result.matched.length).toBeGreaterThan(3);
    for (const m of result.matched) {
      expect(m.offer.emiPaise / 100).toBe(
        emi(m.offer.amount, m.offer.rateBp / 100, m.offer.tenureMonths),
      );
    }
    const aprs = result.matched.map((m) => m.offer.aprBp);
    expect(aprs).toEqual([...aprs].sort((a, b) => a - b));
  });

  it('never offers more than the lender, the income or the home allows', () => {
    const all = compileLoans(lenderCatalog);
    const applicant = fc.record<LoanApplicant>({
      kind: fc.constantFrom('personal', 'business', 'home'),
      age: fc.option(fc.integer({ min: 18, max: 75 })),
      employment: fc.constantFrom('salaried', 'selfEmployed', 'professional'),
      monthlyIncome: fc.option(fc.integer({ min: 5_000, max: 10 * LAKH })),
      coApplicantIncome: fc.integer({ min: 0, max: 2 * LAKH }),
      existingEmis: fc.integer({ min: 0, max: 1 * LAKH }),
      city: fc.option(fc.constantFrom('Mumbai', 'Pune', 'Patna')),
      creditScore: fc.option(fc.integer({ min: -1, max: 900 })),
      itrFiled: fc.option(fc.boolean()),
      businessVintageYears: fc.option(fc.integer({ min: 0, max: 20 })),
      annualTurnover: fc.option(fc.integer({ min: 0, max: 500 * LAKH })),
      propertyValue: fc.option(fc.integer({ min: 1 * LAKH, max: 1_000 * LAKH })),
      propertyType: fc.option(fc.constantFrom(...PROPERTY_TYPES)),
      amount: fc.option(fc.integer({ min: 10_000, max: 500 * LAKH })),
      tenureMonths: fc.option(fc.integer({ min: 3, max: 400 })),
    });
    fc.assert(
      fc.property(applicant, (a) => {
        const capacity = prepareLoanApplicant(a).capacity;
        for (const { product, offer } of loanEligibility(all, a).matched) {
          expect(offer.amount).toBeGreaterThanOrEqual(product.amount.min);
          expect(offer.amount).toBeLessThanOrEqual(offer.maxAmount);
          expect(offer.maxAmount).toBeLessThanOrEqual(product.amount.max);
          if (capacity !== null) expect(offer.emiPaise).toBeLessThanOrEqual(capacity * 100 + 1);
          if (product.kind === 'home' && a.propertyValue !== null) {
            expect(offer.amount).toBeLessThanOrEqual(maxLoanForProperty(a.propertyValue));
          }
          expect(offer.aprBp).toBeGreaterThanOrEqual(offer.rateBp - 1);
        }
      }),
      { numRuns: 300 },
    );
  });
});
