import type {
  AmexResponse,
  BulletsResponse,
  CardDetailsResponse,
  CardInstrumentsResponse,
  CardListResponse,
  Fits,
  OffersResponse,
  SeoBulletsResponse,
  SeoContentsResponse,
} from '@tara/core/contract';
import { z } from 'zod';
import { intId, safeText } from '../../http/schemas.js';

// Card marketplace calls (README "Card marketplace"). Bodies also carry the tracked marketing
// fields the client merges into every request (utmSource, …): unknown keys are dropped.

const intLike = z
  .union([z.number().int().min(0).max(1e12), z.string().regex(/^\d{1,12}$/)])
  .transform(Number);

/** A card id: a number or its digits. */
export const cardIdLike = z
  .union([intId(), z.string().regex(/^\d{1,9}$/)])
  .transform(Number)
  .pipe(z.number().int().min(0).max(2_147_483_647));

const idList = z.array(cardIdLike).max(200);
const textList = z.array(safeText(64)).max(50);

export const CARD_SORT_KEYS = [
  'name',
  'joining_fee',
  'annual_fee',
  'discounted_fee',
  'ratings',
  'card_type',
  'issuer_bank_name',
] as const;

export const CardListBodySchema = z.object({
  limit: z.number().int().min(1).max(1000).default(100),
  offset: z.number().int().min(0).max(100_000).default(0),
  bankIds: idList.nullish().transform((v) => v ?? []),
  cardTypes: textList.nullish().transform((v) => v ?? []),
  cardUsages: textList.nullish().transform((v) => v ?? []),
  categoryIds: idList.nullish().transform((v) => v ?? []),
  maxJoiningFee: z.number().min(0).max(1e9).nullish(),
  sortKey: z.enum(CARD_SORT_KEYS).default('name'),
  sortDirection: z.union([z.literal(1), z.literal(-1)]).default(1),
});

const ById = z.object({ creditCardId: cardIdLike });
const BySearch = z.object({ searchCard: safeText(200).min(1) });

export const CardLookupSchema = z
  .union([ById, BySearch])
  .describe('{ creditCardId } or { searchCard: slug | bankName/slug }');

export const SeoContentsBodySchema = z
  .union([ById, BySearch, z.object({ path: safeText(300).regex(/^\//, 'Must start with /') })])
  .describe('{ creditCardId }, { searchCard } or { path }');

export const ReviewsBodySchema = z.object({
  creditCardId: cardIdLike,
  offset: z.number().int().min(0).max(100_000).default(0),
  limit: z.number().int().min(1).max(50).default(10),
});

export const AmexQuerySchema = z.object({
  slug: safeText(200).optional(),
  creditCardId: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .optional(),
});

export const ImageParamsSchema = z.object({ file: safeText(200) });

const EligibilitySchema = z.object({
  minIncomeSalaried: z.number().nullable(),
  minIncomeSelfEmployed: z.number().nullable(),
  minIncomeProfessional: z.number().nullable().optional(),
  minAge: z.number(),
  maxAge: z.number(),
  cities: z.array(z.string()).readonly().nullable(),
  employerCategories: z.array(z.string()).readonly().nullable().optional(),
  minCreditHistory: z.string().nullable().optional(),
  minExistingCardLimit: z.number().nullable().optional(),
});

export const CardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  issuer_bank_id: z.number().int(),
  issuer_bank_name: z.string(),
  issuer_bank: z.object({ bank_id: z.number().int(), name: z.string() }),
  bank_name: z.string(),
  provider_id: z.number().int().nullable(),
  provider_alias: z.string().nullable(),
  url: z.string(),
  image_url: z.string(),
  ratings: z.number(),
  review_count: z.number().int(),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  joining_fee: z.number(),
  annual_fee: z.number(),
  discounted_fee: z.number(),
  card_type: z.string(),
  card_usage: z.string(),
  network: z.string(),
  bullets: z.array(z.string()),
  benefits: z.array(z.string()),
  eligibility: EligibilitySchema,
  note: z.string().nullable(),
  instant_apply: z.boolean(),
  apply_url: z.string(),
});

export const CardListResponseSchema = z.object({
  results: z.array(CardSchema),
  metadata: z.object({ total: z.number().int(), maxJoiningFee: z.number() }),
});

export const CardDetailsResponseSchema = z.object({ data: z.object({ results: CardSchema }) });

export const BulletsResponseSchema = z.object({
  data: z.object({
    results: z.array(z.object({ title: z.string(), bullets: z.array(z.string()) })),
  }),
});

export const SeoBulletsResponseSchema = z.object({
  data: z.object({
    results: z.array(z.object({ question: z.string(), answer: z.string() })),
  }),
});

const SeoContentSchema = z.object({
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  canonical: z.string(),
  h1: z.string(),
  body: z.array(z.string()),
  lang: z.literal('en-IN'),
});

export const SeoContentsResponseSchema = z.object({
  data: z.object({ results: z.array(SeoContentSchema) }),
});

export { ReviewsResponseSchema } from './reviewSchemas.js';

export const AmexResponseSchema = z.object({
  data: z.object({
    results: z.object({ url: z.string(), card_id: z.number().int(), slug: z.string() }),
  }),
});

export const InstrumentsResponseSchema = z.object({
  data: z.object({
    results: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        slug: z.string(),
        provider_id: z.number().int().nullable(),
        product_id: z.number().int(),
        issuer_bank_id: z.number().int(),
      }),
    ),
  }),
});

// The recommendation (decision 004 "Beyond the spec"; engine of decision 009).

export const RecommendByLeadSchema = z.object({ leadId: safeText(100) });

export const RecommendQuerySchema = z.object({
  empType: z
    .union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')])
    .transform((v) => (Number(v) === 1 ? 1 : 2) as 1 | 2),
  dob: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD')
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  cityPrettyName: safeText(100)
    .optional()
    .transform((v) => v || 'others'),
  minGmi: intLike
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  accountProviderId: intId()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  companyId: intId()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  otherCard: z
    .union([z.literal(0), z.literal(1)])
    .optional()
    .transform((v) => v ?? 0),
  otherCardLimit: intLike
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});

export const RecommendBodySchema = z
  .union([RecommendByLeadSchema, RecommendQuerySchema])
  .describe("Either { leadId } (the caller's lead) or the spec's recommendation query");

const FitPartSchema = z.object({ key: z.string(), points: z.number(), reason: z.string() });

/** A card as an offer: whether the applicant is eligible, why not, and how well it fits. */
export const OfferCardSchema = CardSchema.extend({
  eligible: z.boolean(),
  reasons: z.array(z.string()),
  /** Eligible cards: the fit score and its parts (decision 009); null when ineligible. */
  score: z.number().nullable(),
  fit: z.array(FitPartSchema),
});

export const OffersResponseSchema = z.object({
  data: z.object({
    results: z.array(OfferCardSchema),
    metadata: z.object({ eligible: z.number().int(), total: z.number().int() }),
  }),
});

/** The response schemas, checked against core's contract (`Fits`). */
export const contractChecks: [
  Fits<z.output<typeof CardListResponseSchema>, CardListResponse>,
  Fits<z.output<typeof CardDetailsResponseSchema>, CardDetailsResponse>,
  Fits<z.output<typeof BulletsResponseSchema>, BulletsResponse>,
  Fits<z.output<typeof SeoBulletsResponseSchema>, SeoBulletsResponse>,
  Fits<z.output<typeof SeoContentsResponseSchema>, SeoContentsResponse>,
  Fits<z.output<typeof AmexResponseSchema>, AmexResponse>,
  Fits<z.output<typeof InstrumentsResponseSchema>, CardInstrumentsResponse>,
  Fits<z.output<typeof OffersResponseSchema>, OffersResponse>,
] = [true, true, true, true, true, true, true, true];
