import { OBJECT_TYPES, paiseToRupees } from '@tara/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError, NOT_ALLOWED } from '../../http/errors.js';
import { errorResponses, SESSION_SECURITY } from '../../http/schemas.js';
import type { PaymentsDeps } from '../payments/deps.js';
import { initAnswer } from '../payments/initAnswer.js';
import { sessionUser } from '../payments/routes.js';
import { PayInitResponseSchema } from '../payments/schemas.js';
import { startPurchase } from '../payments/startPurchase.js';
import { IdSchema, MobileSchema } from '../users/schemas.js';
import { activePlans } from './data.js';
import { MembershipPlansResponseSchema } from './schemas.js';

/** Rupees as the spec's plan fields carry them ('999', '1,999.50'). */

const InitiateBodySchema = z.object({
  userId: IdSchema.describe("Must be the session's user"),
  mobile: MobileSchema.optional(),
  objectType: z.literal(OBJECT_TYPES.membership).default(OBJECT_TYPES.membership),
  planId: z.number().int().min(1).max(1_000_000_000),
});

/**
 * Membership plans (PAY-10) and the membership payment (PAY-04): the membership journeys of a
 * later part call these; the payment is the payments module's purchase of objectType 21.
 */
export const membershipRoutes =
  (deps: PaymentsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['membership'];
    app.get(
      '/api/membership/plans',
      {
        schema: {
          tags,
          operationId: 'membershipPlans',
          summary: 'Membership plans',
          description:
            'The plans on sale: price, discounted_price and invoice_amount in rupees (as text) and the amounts in paise',
          response: { 200: MembershipPlansResponseSchema },
        },
      },
      async () => ({
        data: {
          results: (await activePlans(deps.db)).map((p) => ({
            id: p.id,
            title: p.title,
            banner: p.banner,
            description: p.description,
            price: paiseToRupees(p.pricePaise),
            discounted_price: paiseToRupees(p.discountedPricePaise),
            invoice_amount: paiseToRupees(p.invoiceAmountPaise),
            plan_coins: p.planCoins,
            invoice_amount_paise: p.invoiceAmountPaise,
            discounted_price_paise: p.discountedPricePaise,
          })),
        },
      }),
    );

    app.post(
      '/api/membership/pay/initiate',
      {
        schema: {
          tags,
          operationId: 'membershipPayInitiate',
          summary: 'Start a membership payment',
          security: SESSION_SECURITY,
          description: "{userId, mobile, objectType 21, planId}: /pay/init for the plan's price",
          body: InitiateBodySchema,
          response: { 200: PayInitResponseSchema, ...errorResponses(400, 401, 403, 404, 415, 502) },
        },
      },
      async (request) => {
        const user = await sessionUser(deps, request);
        if (request.body.userId !== user.id) throw httpError(403, NOT_ALLOWED);
        const started = await startPurchase(deps, user, {
          objectType: OBJECT_TYPES.membership,
          objectId: String(request.body.planId),
        });
        return initAnswer(user, started);
      },
    );
  };
