import type { BenefitIssueResponse, Fits } from '@tara/core/contract';
import { z } from 'zod';
import { IdSchema } from '../users/schemas.js';

const Id = z.number().int().min(1).max(1_000_000_000);

/** The membership call's fields (PAY-06): issuanceId replays an issuance, never makes one. */
export const IssueBodySchema = z.object({
  membershipId: z.uuid().optional(),
  membershipBenefitId: Id,
  discountId: Id.nullable().optional(),
  userId: IdSchema.describe("Must be the session's user"),
  issuanceId: z.uuid().nullable().optional(),
  planId: Id,
  leadId: z.uuid().nullable().optional(),
});

export const IssueResponseSchema = z.object({
  data: z.object({
    results: z.object({
      issuance_id: z.string(),
      object_type: z.number().int(),
      coins_spent: z.number().int(),
      coins: z.number().int(),
    }),
  }),
});

export const PgPurchaseBodySchema = z.object({
  userId: IdSchema.describe("Must be the session's user"),
  membershipBenefitId: Id,
  planId: Id,
  discountId: Id.nullable().optional(),
});

/** The response schemas, checked against core's contract (`Fits`). */
export const contractChecks: [Fits<z.output<typeof IssueResponseSchema>, BenefitIssueResponse>] = [
  true,
];
