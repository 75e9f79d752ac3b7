import { BENEFIT_MESSAGES, BENEFIT_OBJECT_TYPE, memberBenefit } from '@tara/core';
import type { DbOrTx } from '../../db/types.js';
import { FulfilmentRefused, type Purchasable } from '../payments/purchasable.js';
import { memberPlanIds } from './benefitsData.js';

/** A paid benefit's object id: `{planId}-{benefitId}` (the plan the member price is of). */
export const benefitObjectId = (planId: number, benefitId: number) => `${planId}-${benefitId}`;

function parse(objectId: string): { planId: number; benefitId: number } | null {
  const m = /^(\d{1,9})-(\d{1,9})$/.exec(objectId);
  return m ? { planId: Number(m[1]), benefitId: Number(m[2]) } : null;
}

async function check(db: DbOrTx, objectId: string, userId: string) {
  const ids = parse(objectId);
  if (!ids) return null;
  const planIds = await memberPlanIds(db, userId);
  const verdict = memberBenefit(
    { benefitId: ids.benefitId, planId: ids.planId, by: 'payment' },
    { planIds, coins: 0 },
  );
  return verdict;
}

/**
 * Member benefits paid at the member price (decision 046, `/membership/benefits/pg-purchase`):
 * quoted only to a member of the benefit's plan, so `/pay/init` cannot sell the member price
 * to anyone else; the fulfilled purchase is the issuance (its id the issuance id).
 */
export const benefitPurchasable: Purchasable = {
  objectType: BENEFIT_OBJECT_TYPE,
  quote: async (db, objectId, userId) => {
    const verdict = await check(db, objectId, userId);
    const ids = parse(objectId);
    if (!verdict?.ok || !ids) return null;
    const { benefit } = verdict;
    return {
      objectId: benefitObjectId(ids.planId, benefit.id),
      title: benefit.title,
      amountPaise: benefit.pricePaise,
      discountedPaise: benefit.pricePaise,
    };
  },
  fulfil: async (tx, purchase) => {
    const verdict = await check(tx, purchase.objectId, purchase.userId);
    if (!verdict) throw new FulfilmentRefused([BENEFIT_MESSAGES['unknown-benefit']]);
    if (!verdict.ok) throw new FulfilmentRefused([BENEFIT_MESSAGES[verdict.refusal]]);
    return { issuance_id: purchase.id, benefit_id: verdict.benefit.id };
  },
};
