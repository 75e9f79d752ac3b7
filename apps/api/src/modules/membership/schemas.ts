import type { Fits, MembershipMineResponse, MembershipPlansResponse } from '@tara/core/contract';
import { z } from 'zod';

// The membership answers (PAY-10, decision 046): the plans on sale and the user's memberships.

const PlanSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  banner: z.string(),
  description: z.string(),
  price: z.string(),
  discounted_price: z.string(),
  invoice_amount: z.string(),
  plan_coins: z.number().int(),
  invoice_amount_paise: z.number().int(),
  discounted_price_paise: z.number().int(),
});

/** GET /membership/plans. */
export const MembershipPlansResponseSchema = z.object({
  data: z.object({ results: z.array(PlanSchema) }),
});

/** GET /membership/mine: memberships, the coin balance, benefits issued and the coin history. */
export const MembershipMineResponseSchema = z.object({
  data: z.object({
    results: z.object({
      memberships: z.array(
        z.object({
          id: z.string(),
          plan_id: z.number().int(),
          title: z.string(),
          plan_coins: z.number().int(),
          starts_at: z.string(),
        }),
      ),
      coins: z.number().int(),
      benefits: z.array(
        z.object({
          issuance_id: z.string(),
          benefit_id: z.number().int(),
          coins: z.number().int(),
          amount_paise: z.number().int(),
          issued_at: z.string(),
        }),
      ),
      history: z.array(
        z.object({ coins: z.number().int(), reason: z.string(), created_at: z.string() }),
      ),
    }),
  }),
});

/** The response schemas, checked against core's contract (`Fits`). */
export const contractChecks: [
  Fits<z.output<typeof MembershipPlansResponseSchema>, MembershipPlansResponse>,
  Fits<z.output<typeof MembershipMineResponseSchema>, MembershipMineResponse>,
] = [true, true];
