import type {
  EvaluateResponse,
  Fits,
  InitFiltersResponse,
  LoanInstrumentResponse,
  PersonalLoansResponse,
  RuleEngineResponse,
} from '@tara/core/contract';
import { z } from 'zod';
import { safeText } from '../../http/schemas.js';
import { LoanProductSchema } from './offerSchemas.js';

// The rule-engine calls of spec 02 §7 at our /api paths (decision 050), one schema per
// payload. Numbers in a query arrive as text: coerced, and an empty value reads as not given
// (the filter GET sends `age=` cleared, X-12).

const optionalNumber = (what: string, min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === 'null' ? undefined : v),
    z.coerce
      .number({ error: `${what} must be a number` })
      .min(min, `${what} must be at least ${min}`)
      .max(max, `${what} must be at most ${max}`)
      .optional(),
  );

/** An id: a whole number (a fraction reached the database as an integer and answered 500). */
const optionalId = (what: string, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === 'null' ? undefined : v),
    z.coerce
      .number({ error: `${what} must be a number` })
      .int(`${what} must be a whole number`)
      .min(0, `${what} must be at least 0`)
      .max(max, `${what} must be at most ${max}`)
      .optional(),
  );

const flag = (what: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v === 'true' ? 1 : v === 'false' ? 0 : v),
    z.coerce
      .number({ error: `${what} must be 0 or 1` })
      .int(`${what} must be 0 or 1`)
      .min(0, `${what} must be 0 or 1`)
      .max(1, `${what} must be 0 or 1`)
      .optional(),
  );

/** GET rule engine: the personal-loan filter fields as the query (§3.4, underscores dropped). */
export const RuleEngineQuerySchema = z.object({
  cityId: optionalId('cityId', 2_147_483_647),
  professionId: optionalId('professionId', 100),
  age: optionalNumber('age', 0, 120),
  expectedLoanAmount: optionalNumber('expectedLoanAmount', 0, 10_00_00_000),
  expectedTenure: optionalNumber('expectedTenure', 1, 360),
  grossMonthlyIncome: optionalNumber('grossMonthlyIncome', 0, 10_00_00_000),
  annualIncentiveEarned: optionalNumber('annualIncentiveEarned', 0, 10_00_00_000),
  depreciationAmount: optionalNumber('depreciationAmount', 0, 100_00_00_000),
  netProfit: optionalNumber('netProfit', -100_00_00_000, 100_00_00_000),
  itrStatus: flag('itrStatus'),
  emiExists: flag('emiExists'),
  homeLoan: flag('homeLoan'),
  carLoan: flag('carLoan'),
  personalLoan: flag('personalLoan'),
  caAudited: flag('caAudited'),
  totalExperience: optionalNumber('totalExperience', 0, 80),
  searchText: safeText(100).optional(),
  offset: z.coerce.number().int().min(0, 'offset must be 0 or more').max(10_000).default(0),
  limit: z.coerce.number().int().min(1, 'limit must be 1 or more').max(1000).default(1000),
});

const EligibleLoanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  bank: z.object({ bank_id: z.number().int(), bank_name: z.string() }),
  min_credit_score: z.number().int(),
  loan_amount: z.number().int(),
  max_loan_amount: z.number().int(),
  tenure: z.number().int(),
  interest_rate: z.number().describe('percent a year'),
  emi: z.number().describe('rupees, to the paisa'),
  processing_fee: z.number().int(),
  apr: z.number().describe('percent'),
  reasons: z.array(z.string()),
});

export const RuleEngineResponseSchema = z.object({
  eligible_loans: z.array(EligibleLoanSchema),
  not_eligible_loans: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      bank: z.object({ bank_id: z.number().int(), bank_name: z.string() }),
      reasons: z.array(z.string()),
    }),
  ),
  loan_eligibility: z.object({
    eligible: z.boolean(),
    /** The lowest EMI of the matched offers, rupees to the paisa (the spec's bestEMI). */
    bestEMI: z.number().nullable(),
    loanAmount: z.number().int().nullable(),
    dailyEmiText: z.string().nullable(),
    total: z.number().int(),
  }),
});

const num = z.number().nullable();
const str = safeText(200).nullable();

/** POST {rule-api}/evaluate/: the eligibility state (§3.6) without isLoading and hasErrors. */
export const EvaluateBodySchema = z
  .object({
    user: z.object({
      age: num,
      dobDate: num,
      dobMonth: num,
      dobYear: num,
      serviceType: str,
      professionType: str,
      grossMonthlyIncome: num,
      companyName: str,
      salaryDisbursementType: str,
      city: str,
      residenceType: safeText(40),
      paysEmi: z.boolean(),
      emiType: z.array(z.enum(['HOME_LOAN', 'PERSONAL_LOAN', 'AUTOMOBILE_LOAN'])),
      emiValue: z.number().min(0, 'emiValue must be 0 or more'),
      homeLoanEmiValue: z.number().min(0),
      personalLoanEmiValue: z.number().min(0),
      carLoanEmiValue: z.number().min(0),
      coAppPresent: z.boolean(),
      eligible: z.boolean().nullable(),
      nonEligibilityReason: str,
      netProfit: num,
      grossTurnover: num,
      depreciation: num,
      loanUsage: z.enum(['NEW_LOAN', 'TRANSFER_EXISTING']),
    }),
    coApplicant: z.object({
      relationship: str,
      dob: str,
      profession: str,
      serviceType: str,
      businessType: str,
      company: str,
      workType: str,
      netProfit: num,
      grossTurnover: num,
      depreciation: num,
      grossMonthlyIncome: num,
      salaryDisbursementType: str,
    }),
    property: z.object({ city: str, type: str, estimatedCost: num }),
    balance_transfer: z.object({
      originalRateOfInterest: num,
      originalInstrumentOrg: str,
      originalTenure: num,
      originalLoanAmt: num,
      originalLoanEmi: num,
      yearOfLoan: num,
      monthOfLoan: num,
    }),
    selected_instrument: z.object({
      org: str,
      loanAmountMin: num,
      loanAmountMax: num,
      interestMin: num,
      interestMax: num,
      tenureMonths: num,
      emi: num,
      minPropertyValue: num,
      tenureMin: num,
      tenureMax: num,
      rateOfInterest: num,
    }),
    financialHealth: z.object({
      loanTaken: z.boolean().nullable(),
      loanCardTaken: z.boolean().nullable(),
      emisdefaulted: z.boolean().nullable(),
      score: z.number().int().min(-1).max(900, 'score must be at most 900').nullable(),
    }),
    filter: z.object({
      bankType: z.array(safeText(40)),
      emi: z.number(),
      loanAmtMax: z.number().min(0, 'loanAmtMax must be 0 or more'),
      tenure: z.number().int().min(1, 'tenure must be at least 1 month').max(360),
      womanRateApplicable: z.boolean(),
      closedEmis: z.boolean(),
      creditRating: z.number(),
    }),
    criteria: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'EligibilityState', description: 'The eligibility state of spec 02 §3.6' });

export const EvaluateResponseSchema = EvaluateBodySchema;

/** POST /init_product_filters. */
export const InitFiltersBodySchema = z.object({
  productId: z.coerce
    .number({ error: 'productId must be a number' })
    .int()
    .refine((n) => n === 2, 'Only productId 2 (personal loans) has filters'),
});

export const InitFiltersResponseSchema = z.object({
  data: z.object({
    results: z.object({
      providers: z.array(z.object({ bank_id: z.number().int(), bank_name: z.string() })),
    }),
  }),
});

/** The instrument fields the personal-loan list reads (§3.5). */
const InstrumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  bank: z.object({ bank_id: z.number().int(), bank_name: z.string() }),
  bank_name: z.string(),
  min_pre_closure_period: z.number().int(),
  max_loan_amount: z.number().int(),
  min_credit_score: z.number().int(),
  professions: z.record(
    z.string(),
    z.object({
      max_tenure: z.number().int(),
      interest_rate: z.string(),
      processing_fee: z.string(),
    }),
  ),
  extra_props: z.array(z.object({ name: z.string(), value: z.string() })),
  product: LoanProductSchema,
});

/** POST /v2/personal_loans. */
export const PersonalLoansBodySchema = z.object({
  companyNameQ: safeText(100).nullable().optional(),
  empType: z.number().int().nullable().optional(),
  maxLoanAmount: z.number().min(0, 'maxLoanAmount must be 0 or more').nullable().optional(),
  minPreClosurePeriod: z.number().min(0).nullable().optional(),
  bankIds: z.array(z.number().int()).max(100).default([]),
  minCreditScore: z.number().min(-1).max(900).nullable().optional(),
  status: z.literal(1, { error: 'status must be 1' }).default(1),
});

export const PersonalLoansResponseSchema = z.object({
  data: z.object({
    results: z.array(InstrumentSchema),
    metadata: z.object({ total: z.number().int() }),
  }),
});

export const DetailsParamsSchema = z.object({
  id: z.coerce.number({ error: 'id must be a number' }).int().min(1).max(2_147_483_647),
});

export const DetailsResponseSchema = z.object({ data: z.object({ results: InstrumentSchema }) });

/** The response schemas, checked against core's contract (`Fits`). */
export const contractChecks: [
  Fits<z.output<typeof RuleEngineResponseSchema>, RuleEngineResponse>,
  Fits<z.output<typeof EvaluateResponseSchema>, EvaluateResponse>,
  Fits<z.output<typeof InitFiltersResponseSchema>, InitFiltersResponse>,
  Fits<z.output<typeof PersonalLoansResponseSchema>, PersonalLoansResponse>,
  Fits<z.output<typeof DetailsResponseSchema>, LoanInstrumentResponse>,
] = [true, true, true, true, true];
