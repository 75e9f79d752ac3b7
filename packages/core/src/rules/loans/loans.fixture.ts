import type { LoanProduct } from '../../catalog/lenders/lenderTypes.js';
import type { LoanApplicant } from './loanApplicant.js';

// A made-up product and applicant for the loan rules' tests: round figures, so that every
// expected amount can be worked by hand.

export function testProduct(over: Partial<LoanProduct> = {}): LoanProduct {
  return {
    id: 1,
    lenderId: 1,
    lenderName: 'Test Bank',
    providerType: 'bank',
    kind: 'personal',
    name: 'Personal Loan',
    amount: { min: 50_000, max: 20_00_000 },
    tenureMonths: { min: 12, max: 60 },
    rates: {
      salaried: { minBp: 1200, maxBp: 2400 },
      selfEmployed: { minBp: 1400, maxBp: 2600 },
    },
    processingFee: { bp: 200, minRupees: null, maxRupees: null },
    preClosureMonths: 12,
    minMonthlyIncome: { salaried: 25_000, selfEmployed: 40_000 },
    minCreditScore: 700,
    age: { min: 21, max: 60 },
    cities: null,
    requiresItr: true,
    minBusinessVintageYears: 0,
    minAnnualTurnover: 0,
    allowedPropertyTypes: [],
    allowUnidentifiedProperty: false,
    source: 'test',
    ...over,
  };
}

export function testApplicant(over: Partial<LoanApplicant> = {}): LoanApplicant {
  return {
    kind: 'personal',
    age: 30,
    employment: 'salaried',
    monthlyIncome: 60_000,
    coApplicantIncome: 0,
    existingEmis: 0,
    city: 'Pune',
    creditScore: 780,
    itrFiled: null,
    businessVintageYears: null,
    annualTurnover: null,
    propertyValue: null,
    propertyType: null,
    amount: 1_00_000,
    tenureMonths: 12,
    ...over,
  };
}
