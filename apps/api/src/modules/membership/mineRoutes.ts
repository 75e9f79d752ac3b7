import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, SESSION_SECURITY } from '../../http/schemas.js';
import type { PaymentsDeps } from '../payments/deps.js';
import { sessionUser } from '../payments/routes.js';
import { issuedBenefits } from './benefitsData.js';
import { userCoinLedger, userMemberships } from './data.js';
import { MembershipMineResponseSchema } from './schemas.js';

/**
 * The session user's memberships and coins (/profile/membership-plan, /profile/coins/history,
 * membership/submit, the rewards home): the balance is the sum of the user's coin ledger;
 * `benefits` the member benefits issued (decision 046).
 */
export const membershipMineRoutes =
  (deps: PaymentsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/membership/mine',
      {
        schema: {
          tags: ['membership'],
          operationId: 'membershipMine',
          summary: "The user's memberships and coins",
          security: SESSION_SECURITY,
          response: { 200: MembershipMineResponseSchema, ...errorResponses(401) },
        },
      },
      async (request) => {
        const user = await sessionUser(deps, request);
        const [held, ledger, issued] = await Promise.all([
          userMemberships(deps.db, user.id),
          userCoinLedger(deps.db, user.id),
          issuedBenefits(deps.db, user.id),
        ]);
        return {
          data: {
            results: {
              memberships: held.map((m) => ({
                id: m.id,
                plan_id: m.planId,
                title: m.title,
                plan_coins: m.planCoins,
                starts_at: m.startsAt.toISOString(),
              })),
              coins: ledger.reduce((sum, e) => sum + e.coins, 0),
              benefits: issued.map((b) => ({
                issuance_id: b.issuanceId,
                benefit_id: b.benefitId,
                coins: b.coins,
                amount_paise: b.amountPaise,
                issued_at: b.issuedAt.toISOString(),
              })),
              history: ledger.map((e) => ({
                coins: e.coins,
                reason: e.reason,
                created_at: e.createdAt.toISOString(),
              })),
            },
          },
        };
      },
    );
  };
