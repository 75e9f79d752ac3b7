import { BENEFIT_OBJECT_TYPE, memberBenefit } from '@tara/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpError, NOT_ALLOWED } from '../../http/errors.js';
import { errorResponses, SESSION_SECURITY } from '../../http/schemas.js';
import type { PaymentsDeps } from '../payments/deps.js';
import { initAnswer } from '../payments/initAnswer.js';
import { sessionUser } from '../payments/routes.js';
import { PayInitResponseSchema } from '../payments/schemas.js';
import { startPurchase } from '../payments/startPurchase.js';
import { benefitObjectId } from './benefitPurchasable.js';
import { IssueBodySchema, IssueResponseSchema, PgPurchaseBodySchema } from './benefitSchemas.js';
import { memberPlanIds } from './benefitsData.js';
import { DISCOUNT_MISMATCH, issueBenefit, refusalError } from './issueBenefit.js';

/**
 * Member benefits (decision 046): the membership issuance call (PAY-06, path OPEN:
 * `/membership/benefits/issue`) has a benefit for coins; `/membership/benefits/pg-purchase`
 * (PAY-05) pays for one at the member price through the gateway (objectType 22).
 */
export const benefitRoutes =
  (deps: PaymentsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['membership'];
    app.post(
      '/api/membership/benefits/issue',
      {
        schema: {
          tags,
          operationId: 'membershipBenefitIssue',
          summary: 'Have a member benefit for coins',
          security: SESSION_SECURITY,
          description:
            '{membershipId, membershipBenefitId, discountId, userId, issuanceId, planId, leadId} → issuance_id. A known issuanceId answers that issuance again and spends nothing.',
          body: IssueBodySchema,
          response: { 200: IssueResponseSchema, ...errorResponses(400, 401, 403, 404, 415) },
        },
      },
      async (request) => {
        const user = await sessionUser(deps, request);
        if (request.body.userId !== user.id) throw httpError(403, NOT_ALLOWED);
        const issued = await issueBenefit(deps, user.id, request.body);
        return {
          data: {
            results: {
              issuance_id: issued.issuanceId,
              object_type: BENEFIT_OBJECT_TYPE,
              coins_spent: issued.coinsSpent,
              coins: issued.balance,
            },
          },
        };
      },
    );

    app.post(
      '/api/membership/benefits/pg-purchase',
      {
        schema: {
          tags,
          operationId: 'membershipBenefitPgPurchase',
          summary: 'Pay for a member benefit at the member price',
          security: SESSION_SECURITY,
          description:
            '{userId, membershipBenefitId, planId, discountId}: /pay/init for the benefit',
          body: PgPurchaseBodySchema,
          response: { 200: PayInitResponseSchema, ...errorResponses(400, 401, 403, 404, 415, 502) },
        },
      },
      async (request) => {
        const user = await sessionUser(deps, request);
        const { userId, membershipBenefitId, planId, discountId } = request.body;
        if (userId !== user.id) throw httpError(403, NOT_ALLOWED);
        const verdict = memberBenefit(
          { benefitId: membershipBenefitId, planId, by: 'payment' },
          { planIds: await memberPlanIds(deps.db, user.id), coins: 0 },
        );
        if (!verdict.ok) throw refusalError(verdict.refusal);
        if (discountId != null && discountId !== verdict.benefit.discountId) {
          throw httpError(400, DISCOUNT_MISMATCH);
        }
        // The purchasable's quote checks the membership again: /pay/init has no other guard.
        const started = await startPurchase(deps, user, {
          objectType: BENEFIT_OBJECT_TYPE,
          objectId: benefitObjectId(planId, membershipBenefitId),
        });
        return initAnswer(user, started);
      },
    );
  };
