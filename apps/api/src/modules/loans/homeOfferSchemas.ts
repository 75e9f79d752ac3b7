import { HOME_LOAN_LIMITS as L, HOME_LOAN_MESSAGES as M } from '@tara/core/catalog';
import type { Fits, HomeOffersResponse } from '@tara/core/contract';
import { z } from 'zod';
import { safeText } from '../../http/schemas.js';
import { LoanOfferSchema, OffersMetadataSchema, offerResultsSchema } from './offerSchemas.js';

// POST /api/loans/home/offers (decision 056): the home-loan journey's answers that the
// engine reads — property, income, EMIs, credit, co-applicant; no name, mobile or PAN — and
// every home-loan product out. The bounds are the journey's, with its messages.

const amount = (what: string, min: number, max: number, minMessage?: string) =>
  z.coerce
    .number({ error: `Please enter the ${what} in rupees` })
    .int(`Please enter the ${what} in whole rupees`)
    .min(min, minMessage ?? `The ${what} must be at least ${min} rupees`)
    .max(max, `The ${what} must be at most ${max} rupees`);

const emi = amount('EMI', 0, 10_00_00_000).optional();
const yesNo = z.enum(['yes', 'no'], { error: 'Please answer yes or no' });
const empType = z.enum(['salaried', 'selfEmpl'], { error: 'Please choose salaried or selfEmpl' });

export const HomeOffersBodySchema = z
  .object({
    loanUsage: z.enum(['BUY_HOME', 'BUILD_HOME', 'BUY_PLOT', 'TRANSFER_EXISTING'], {
      error: 'Please choose what the loan is for',
    }),
    propertyIdentified: yesNo.optional(),
    propertyType: z
      .enum(['ready', 'underConstruction', 'resale'], { error: 'Please choose the home type' })
      .optional(),
    propertyCity: safeText(32).trim().min(2, 'Please enter a valid city'),
    propertyValue: amount(
      'property value',
      L.propertyValue.min,
      L.propertyValue.max,
      M.propertyValueMin,
    ),
    expectedLoanAmount: amount('loan amount', L.loanAmount.min, L.loanAmount.max, M.loanAmountMin),
    expectedTenure: z.coerce
      .number({ error: 'Please enter the tenure in years' })
      .int('Please enter the tenure in whole years')
      .min(L.tenureYears.min, `Choose between ${L.tenureYears.min} and ${L.tenureYears.max}`)
      .max(L.tenureYears.max, `Choose between ${L.tenureYears.min} and ${L.tenureYears.max}`),
    dobYear: z.coerce
      .number({ error: 'Please enter the year of birth' })
      .int('Please enter the year of birth')
      .min(1900, 'Please enter a valid year of birth')
      .max(2100, 'Please enter a valid year of birth'),
    empType,
    selfEmplType: z.enum(['business', 'professional']).optional(),
    monthlyIncome: amount(
      'monthly income',
      L.minMonthlyIncome,
      10_00_00_000,
      'Minimum monthly salary is ₹10,000',
    ),
    itrStatus: yesNo.optional(),
    paysEmi: yesNo.default('no'),
    homeLoanEmiValue: emi,
    personalLoanEmiValue: emi,
    carLoanEmiValue: emi,
    emisDefaulted: yesNo.optional(),
    creditLevel: z
      .enum(['outstanding', 'excellent', 'average', 'noCredit', 'unknown'], {
        error: 'Please choose a credit score level',
      })
      .default('unknown'),
    coAppPresent: yesNo.default('no'),
    coApplicantEmpType: empType.optional(),
    coApplicantMonthlyIncome: amount(
      'co-applicant’s monthly income',
      L.minMonthlyIncome,
      10_00_00_000,
      'Minimum monthly salary is ₹10,000',
    ).optional(),
    coApplicantEmiValue: emi,
  })
  .superRefine((b, ctx) => {
    if (b.expectedLoanAmount > b.propertyValue) {
      ctx.addIssue({ code: 'custom', path: ['expectedLoanAmount'], message: M.loanAboveValue });
    }
    if (b.coAppPresent === 'yes' && b.coApplicantMonthlyIncome === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['coApplicantMonthlyIncome'],
        message: 'Please enter the co-applicant’s monthly income',
      });
    }
  });

export type HomeOffersBody = z.infer<typeof HomeOffersBodySchema>;

const HomeOfferSchema = LoanOfferSchema.extend({
  /** What bounds the most one can borrow: the lender, the income, or RBI's LTV cap. */
  limitedBy: z.enum(['lender', 'income', 'value']),
});

export const HomeOffersResponseSchema = z.object({
  data: z.object({
    results: offerResultsSchema(HomeOfferSchema),
    metadata: OffersMetadataSchema.extend({
      /** RBI's loan-to-value cap on the home; `applies`: it is below the amount asked. */
      ltv: z.object({
        propertyValue: z.number().int(),
        maxLoan: z.number().int(),
        capBp: z.number().int(),
        text: z.string(),
        applies: z.boolean(),
      }),
    }),
  }),
});

/** The response schemas, checked against core's contract (`Fits`). */
export const contractChecks: [Fits<z.output<typeof HomeOffersResponseSchema>, HomeOffersResponse>] =
  [true];
