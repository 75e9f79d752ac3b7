import type {
  BookingResponse,
  BookingSlotsResponse,
  BookingsResponse,
  Fits,
  OfferTermsResponse,
} from '@tara/core/contract';
import { z } from 'zod';

// The booking calls' schemas besides the payload (which is core's `BookingPayloadSchema`, the
// book-appointment form's too): slots, the offer's terms, a booking as its owner reads it.

const productId = z.coerce
  .number()
  .int()
  .refine((v) => v === 1 || v === 2, 'Unknown product');

export const SlotsQuerySchema = z.object({ productId });

export const SlotsResponseSchema = z.object({
  data: z.object({
    results: z.array(
      z.object({
        date: z.string(),
        label: z.string(),
        slots: z.array(z.object({ slot_id: z.number(), time: z.string(), available: z.boolean() })),
      }),
    ),
  }),
});

export const BookingProductSchema = z.enum(['personal-loan', 'home-loan']);

export const OfferQuerySchema = z.object({
  product: BookingProductSchema,
  instrumentId: z.coerce.number().int().positive(),
  amount: z.coerce.number().int().positive(),
  tenure: z.coerce.number().int().positive(),
  employment: z.enum(['salaried', 'selfEmployed', 'professional']),
  creditLevel: z.enum(['noCredit', 'average', 'excellent', 'outstanding']),
});

export const OfferResponseSchema = z.object({
  data: z.object({
    results: z.object({
      instrumentId: z.number(),
      providerId: z.number(),
      lenderName: z.string(),
      productName: z.string(),
      productId: z.string(),
      loanAmount: z.number(),
      rateBp: z.number(),
      processingFee: z.number(),
      tenure: z.number(),
    }),
  }),
});

export const BookingViewSchema = z.object({
  booking_id: z.string(),
  reference: z.string(),
  product: BookingProductSchema,
  instrument_id: z.number(),
  lender_name: z.string(),
  appointment_date: z.string(),
  slot_id: z.number(),
  time: z.string(),
  loan_amount_paise: z.number(),
  interest_rate_bp: z.number(),
  tenure_months: z.number(),
  created_at: z.string(),
});

export const BookingResponseSchema = z.object({
  data: z.object({ results: BookingViewSchema }),
  metadata: z.object({ redirect: z.string() }),
});

export const BookingsQuerySchema = z.object({ product: BookingProductSchema.optional() });

export const BookingsResponseSchema = z.object({
  data: z.object({ results: z.array(BookingViewSchema) }),
});

export const BookingParamsSchema = z.object({ id: z.string().uuid() });

/** The response schemas, checked against core's contract (`Fits`). */
export const contractChecks: [
  Fits<z.output<typeof SlotsResponseSchema>, BookingSlotsResponse>,
  Fits<z.output<typeof OfferResponseSchema>, OfferTermsResponse>,
  Fits<z.output<typeof BookingResponseSchema>, BookingResponse>,
  Fits<z.output<typeof BookingsResponseSchema>, BookingsResponse>,
] = [true, true, true, true];
