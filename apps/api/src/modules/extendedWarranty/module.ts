import type { ApiModule } from '../../http/apiModule.js';
import type { PartnerCall } from '../../partners/partnerCall.js';
import type { PaymentsDeps } from '../payments/deps.js';
import type { Purchasable } from '../payments/purchasable.js';
import { ewPayCall } from './ewPayCall.js';
import { ewPurchasable } from './ewPurchasable.js';
import { extendedWarrantyRoutes } from './routes.js';

/** The extended warranty (decision 044): quotes (objectType 18), its payment step, its certificate. */
export const extendedWarrantyModule: ApiModule<
  { payments: PaymentsDeps | null },
  Purchasable,
  PartnerCall
> = {
  name: 'extendedWarranty',
  purchasables: [ewPurchasable],
  calls: ({ payments }) => (payments ? [ewPayCall(payments)] : []),
  routes: ({ payments }) => (payments ? [extendedWarrantyRoutes(payments)] : []),
};
