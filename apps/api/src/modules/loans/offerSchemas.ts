import { PROPERTY_TYPES, type PropertyType } from '@tara/core';
import type { Fits, KfsResponse, LoanOffersResponse } from '@tara/core/contract';
import { z } from 'zod';
import { safeText } from '../../http/schemas.js';

// GET /api/loans/personal/offers and the Key Fact Statement (decision 050): the offers
// page's seven answers in, every personal-loan product out, matched offers in the neutral
// order and the others with their reasons. No name, mobile or PAN is asked.

export const EMPLOYMENT_VALUES = ['salaried', 'selfEmployed', 'professional'] as const;
export const CREDIT_LEVEL_VALUES = ['noCredit', 'average', 'excellent', 'outstanding'] as const;

const rupees = (min: number, max: number, what: string) =>
  z.coerce
    .number({ error: `Please enter the ${what} in rupees` })
    .int(`Please enter the ${what} in whole rupees`)
    .min(min, `The ${what} must be at least ${min} rupees`)
    .max(max, `The ${what} must be at most ${max} rupees`);

const months = z.coerce
  .number({ error: 'Please enter the tenure in months' })
  .int('Please enter the tenure in whole months')
  .min(1, 'The tenure must be at least 1 month')
  .max(360, 'The tenure must be at most 360 months');

const employment = z.enum(EMPLOYMENT_VALUES, {
  error: 'Please choose salaried, selfEmployed or professional',
});
const creditLevel = z.enum(CREDIT_LEVEL_VALUES, {
  error: 'Please choose noCredit, average, excellent or outstanding',
});
/** The offers' query also takes "I don't know" (decision 076); a KFS is priced on a level. */
const creditLevelAnswer = z.enum([...CREDIT_LEVEL_VALUES, 'unknown'], {
  error: 'Please choose noCredit, average, excellent, outstanding or unknown',
});

export const OffersQuerySchema = z.object({
  amount: rupees(1_000, 10_00_00_000, 'loan amount'),
  tenure: months,
  employment,
  income: rupees(0, 10_00_00_000, 'monthly income'),
  city: safeText(60).trim().min(2, 'Please enter a valid city'),
  birthYear: z.coerce
    .number({ error: 'Please enter the year of birth' })
    .int('Please enter the year of birth')
    .min(1900, 'Please enter a valid year of birth')
    .max(2100, 'Please enter a valid year of birth'),
  creditLevel: creditLevelAnswer,
  existingEmi: rupees(0, 10_00_00_000, 'existing EMI').default(0),
});

const RateSchema = z.object({ minBp: z.number().int(), maxBp: z.number().int() });

/** A product as the offers page and lender pages read it (core's `LoanProduct`). */
export const LoanProductSchema = z
  .object({
    id: z.number().int(),
    lenderId: z.number().int(),
    lenderName: z.string(),
    providerType: z.enum(['bank', 'nbfc', 'hfc']),
    kind: z.enum(['personal', 'business', 'home']),
    name: z.string(),
    amount: z.object({ min: z.number().int(), max: z.number().int() }),
    tenureMonths: z.object({ min: z.number().int(), max: z.number().int() }),
    rates: z.object({
      salaried: RateSchema.optional(),
      selfEmployed: RateSchema.optional(),
      professional: RateSchema.optional(),
    }),
    processingFee: z.object({
      bp: z.number().int(),
      minRupees: z.number().int().nullable(),
      maxRupees: z.number().int().nullable(),
    }),
    preClosureMonths: z.number().int(),
    minMonthlyIncome: z.object({
      salaried: z.number().int().optional(),
      selfEmployed: z.number().int().optional(),
      professional: z.number().int().optional(),
    }),
    minCreditScore: z.number().int(),
    age: z.object({ min: z.number().int(), max: z.number().int() }),
    cities: z.array(z.string()).readonly().nullable(),
    requiresItr: z.boolean(),
    minBusinessVintageYears: z.number().int(),
    minAnnualTurnover: z.number().int(),
    allowedPropertyTypes: z
      .array(z.enum(PROPERTY_TYPES as [PropertyType, ...PropertyType[]]))
      .readonly(),
    allowUnidentifiedProperty: z.boolean(),
    source: z.string(),
    unsure: z.array(z.string()).readonly().optional(),
    /** The lender page's path segments. */
    bankSlug: z.string(),
    slug: z.string(),
  })
  .meta({ id: 'LoanProduct', description: 'A loan product of the lender catalog' });

export const LoanOfferSchema = z.object({
  amount: z.number().int(),
  maxAmount: z.number().int(),
  tenureMonths: z.number().int(),
  rateBp: z.number().int(),
  emiPaise: z.number().int(),
  processingFee: z.number().int(),
  /** The Key Fact Statement's APR, basis points: the KFS page and PDF show the same. */
  aprBp: z.number().int(),
  /** The penal charges, in the KFS's words. */
  penalCharges: z.string(),
  /** The KFS page of this offer (no personal data in it). */
  kfsPath: z.string(),
});

/** An offers page's results: the matched products with their offer, the others with why. */
export const offerResultsSchema = <O extends z.ZodType>(offer: O) =>
  z.object({
    matched: z.array(z.object({ product: LoanProductSchema, offer, reasons: z.array(z.string()) })),
    notMatched: z.array(
      z.object({
        product: LoanProductSchema,
        failed: z.number().int(),
        notMatched: z.array(z.string()),
      }),
    ),
  });

/** What every offers page says of its offers. */
export const OffersMetadataSchema = z.object({
  /** How offers are matched and ordered (core's text). */
  order: z.string(),
  /** Spec 02 §9's daily EMI line for the lowest EMI; null when nothing matched. */
  dailyEmi: z.string().nullable(),
  total: z.number().int(),
});

export const OffersResponseSchema = z.object({
  data: z.object({
    results: offerResultsSchema(LoanOfferSchema),
    metadata: OffersMetadataSchema,
  }),
});

export const KfsParamsSchema = z.object({
  productId: z.coerce
    .number({ error: 'Please give a product id' })
    .int('Please give a product id')
    .min(1, 'Please give a product id')
    .max(2_147_483_647, 'Please give a product id'),
});

export const KfsQuerySchema = z.object({
  amount: rupees(1_000, 10_00_00_000, 'loan amount'),
  tenure: months,
  employment,
  creditLevel,
});

const money = z.number().int().describe('paise');

export const KfsResponseSchema = z.object({
  data: z.object({
    results: z.object({
      product: LoanProductSchema,
      lenderGrievance: z.string(),
      ourGrievance: z.string(),
      kfs: z.object({
        principal: money,
        annualRateBp: z.number().int(),
        tenureMonths: z.number().int(),
        processingFee: money,
        otherCharges: money,
        emi: money,
        totalInterest: money,
        totalPayable: money,
        netDisbursed: money,
        aprBp: z.number().int(),
        coolingOffDays: z.number().int(),
        penalCharges: z.string(),
        schedule: z.array(
          z.object({
            month: z.number().int(),
            emi: money,
            principal: money,
            interest: money,
            balance: money,
          }),
        ),
      }),
    }),
  }),
});

/** The response schemas, checked against core's contract (`Fits`). */
export const contractChecks: [
  Fits<z.output<typeof OffersResponseSchema>, LoanOffersResponse>,
  Fits<z.output<typeof KfsResponseSchema>, KfsResponse>,
] = [true, true];
