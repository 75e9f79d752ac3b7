import { BENEFIT_MESSAGES, type BenefitRefusal, memberBenefit } from '@tara/core';
import type { z } from 'zod';
import { httpError } from '../../http/errors.js';
import { coinBalance } from '../payments/data.js';
import type { PaymentsDeps } from '../payments/deps.js';
import type { IssueBodySchema } from './benefitSchemas.js';
import {
  benefitReason,
  findCoinIssuance,
  holdsMembership,
  lockUser,
  memberPlanIds,
  spendCoins,
} from './benefitsData.js';

export const ISSUANCE_NOT_FOUND = 'We could not find this issuance.';
export const DISCOUNT_MISMATCH = 'This discount does not apply to this benefit.';

/** A refusal's status: not a member is a matter of who asks (403); the rest, of what (400). */
export const refusalError = (refusal: BenefitRefusal) =>
  httpError(refusal === 'not-a-member' ? 403 : 400, BENEFIT_MESSAGES[refusal]);

export interface Issued {
  issuanceId: string;
  coinsSpent: number;
  balance: number;
}

/**
 * The membership issuance call (PAY-06, decision 046): the member has the benefit for its
 * coins, once per call; the ledger's debit is the issuance. A replayed call (its issuanceId)
 * answers the same issuance and spends nothing. The user's row is held while the balance is
 * checked and debited, so two calls at once cannot both spend the same coins.
 */
export async function issueBenefit(
  deps: PaymentsDeps,
  userId: string,
  body: z.infer<typeof IssueBodySchema>,
): Promise<Issued> {
  const { membershipId, membershipBenefitId: benefitId, planId, discountId, issuanceId } = body;
  if (membershipId && !(await holdsMembership(deps.db, userId, membershipId, planId))) {
    throw refusalError('not-a-member');
  }
  if (issuanceId) {
    const found = await findCoinIssuance(deps.db, userId, issuanceId);
    if (!found || found.reason !== benefitReason(benefitId)) {
      throw httpError(404, ISSUANCE_NOT_FOUND);
    }
    return { issuanceId: found.id, coinsSpent: 0, balance: await coinBalance(deps.db, userId) };
  }
  return deps.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [planIds, coins] = await Promise.all([
      memberPlanIds(tx, userId),
      coinBalance(tx, userId),
    ]);
    const verdict = memberBenefit({ benefitId, planId, by: 'coins' }, { planIds, coins });
    if (!verdict.ok) throw refusalError(verdict.refusal);
    if (discountId != null && discountId !== verdict.benefit.discountId) {
      throw httpError(400, DISCOUNT_MISMATCH);
    }
    const spent = verdict.benefit.coins;
    const id = await spendCoins(tx, { userId, benefitId, coins: spent, now: deps.now() });
    return { issuanceId: id, coinsSpent: spent, balance: coins - spent };
  });
}
