import { MEMBERSHIP_PLANS } from '@tara/core';
import type { membershipPlans } from '../paymentsSchema.js';

/**
 * The plans on sale, from core's one list (decision 040): the hp journey's plan step offers the
 * same ones. `price` is the price payable: no plan was ever sold dearer (decision 084).
 */
export const membershipPlanSeed: (typeof membershipPlans.$inferInsert)[] = MEMBERSHIP_PLANS.map(
  (plan) => ({ ...plan }),
);
