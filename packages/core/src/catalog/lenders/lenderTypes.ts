import type { Employment } from '../employment.js';

// The lender catalog's shape (decision 047): one row per loan product, with the instrument
// fields of spec 02 §3.5 in our own words. Amounts are whole rupees (the lenders' own unit,
// and the spec's); rates are basis points a year (1099 = 10.99 % a year), as in the KFS maths of
// decision 024. Every figure is from the lender's public pages as remembered on 24 Nov 2026;
// `unsure` lists the fields not confirmed, and all must be checked before launch.

export type LoanKind = 'personal' | 'business' | 'home';

export type ProviderType = 'bank' | 'nbfc' | 'hfc';

/** What a home loan buys (spec 02 §3.5 `allowed_property_types`, our names). */
export type PropertyType = 'ready' | 'underConstruction' | 'resale' | 'plot' | 'selfConstruction';

export const PROPERTY_TYPES: readonly PropertyType[] = [
  'ready',
  'underConstruction',
  'resale',
  'plot',
  'selfConstruction',
];

export interface RateRange {
  /** The lowest rate a year, basis points. */
  minBp: number;
  /** The highest, basis points. */
  maxBp: number;
}

export interface ProcessingFee {
  /** Share of the loan amount, basis points (200 = 2%), before GST. */
  bp: number;
  /** Floor and ceiling in rupees, before GST; null: none. */
  minRupees: number | null;
  maxRupees: number | null;
}

export interface LoanProduct {
  /** Instrument id: unique in the catalog. */
  id: number;
  /** The lender (bank id of the spec's `bank.bank_id`). */
  lenderId: number;
  lenderName: string;
  providerType: ProviderType;
  kind: LoanKind;
  /** Product name, e.g. 'Personal Loan'. */
  name: string;
  amount: { min: number; max: number };
  tenureMonths: { min: number; max: number };
  /** Rate range by profession; an absent profession is not offered the product. */
  rates: Partial<Record<Employment, RateRange>>;
  processingFee: ProcessingFee;
  /** Months of EMIs before the loan may be closed early (`min_pre_closure_period`); 0: any time. */
  preClosureMonths: number;
  /** Minimum gross monthly income by profession, rupees (`salaried_gross_mnthly_salary_min`, …). */
  minMonthlyIncome: Partial<Record<Employment, number>>;
  /** Minimum bureau score (300–900); -1: applicants with no credit history are taken. */
  minCreditScore: number;
  /** Age at application, years (current year minus birth year). */
  age: { min: number; max: number };
  /** Pretty city names the product is sold in; null: all India. */
  cities: readonly string[] | null;
  /** Self-employed applicants must show an income-tax return. */
  requiresItr: boolean;
  /** Years a business must have run (self-employed and business loans); 0: none. */
  minBusinessVintageYears: number;
  /** Minimum annual turnover, rupees (business loans); 0: none. */
  minAnnualTurnover: number;
  /** Home loans: what the loan may buy (`allowed_property_types`); empty for other kinds. */
  allowedPropertyTypes: readonly PropertyType[];
  /** Home loans: a property not yet chosen may be applied for (`allow_unidentified_property`). */
  allowUnidentifiedProperty: boolean;
  /** Where the facts came from (the lender's public pages). */
  source: string;
  /** Fields whose figures are not confirmed; absent when all were. */
  unsure?: readonly string[];
}
