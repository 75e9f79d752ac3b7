import type { ApiModule } from '../../http/apiModule.js';
import type { PartnerCall } from '../../partners/partnerCall.js';
import type { PaymentsDeps } from '../payments/deps.js';
import type { Purchasable } from '../payments/purchasable.js';
import { benefitPurchasable } from './benefitPurchasable.js';
import { benefitRoutes } from './benefitRoutes.js';
import { membershipPayCall } from './membershipPayCall.js';
import { membershipPurchasable } from './membershipPurchasable.js';
import { membershipMineRoutes } from './mineRoutes.js';
import { membershipRoutes } from './routes.js';

/**
 * Membership (decision 046): the plans (objectType 21) and member benefits (22), and the hp
 * journey's payment step (decision 042).
 */
export const membershipModule: ApiModule<
  { payments: PaymentsDeps | null },
  Purchasable,
  PartnerCall
> = {
  name: 'membership',
  purchasables: [membershipPurchasable, benefitPurchasable],
  calls: ({ payments }) => (payments ? [membershipPayCall(payments)] : []),
  routes: ({ payments }) =>
    payments
      ? [membershipRoutes(payments), membershipMineRoutes(payments), benefitRoutes(payments)]
      : [],
};
