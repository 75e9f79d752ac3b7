import type { ApiModule } from '../../http/apiModule.js';
import type { InsurerClient } from '../../partners/insurers/types.js';
import type { Mailer } from '../../partners/mailer/types.js';
import type { AuthDeps } from '../auth/deps.js';
import type { PaymentsDeps } from '../payments/deps.js';
import type { Purchasable } from '../payments/purchasable.js';
import { comboPurchasable } from './comboPurchasable.js';
import { insuranceComboRoutes } from './comboRoutes.js';
import { coverPremiumRoutes } from './coverPremiumRoutes.js';
import { insuranceCoverRoutes } from './coverRoutes.js';
import type { InsuranceDeps } from './deps.js';
import { hospitalListRoutes } from './hospitalListRoutes.js';
import { insurancePurchasable } from './insurancePurchasable.js';
import { issuePaidCombo } from './issuePaidCombo.js';
import { issuePaidPolicy } from './issuePaidPolicy.js';
import { opdRoutes } from './opdRoutes.js';
import { scheduleStuckIssuanceRetry } from './retryStuckSchedule.js';
import { insuranceRoutes } from './routes.js';

interface Deps {
  auth: AuthDeps;
  now: () => Date;
  payments: PaymentsDeps | null;
  partners: { insurer: InsurerClient | null; mailer: Mailer | null };
}

/** Pay then issue (decision 048): only with a gateway and an insurer (none in production yet). */
const sold = ({ payments, partners }: Deps): InsuranceDeps | null =>
  payments && partners.insurer ? { ...payments, insurer: partners.insurer } : null;

/**
 * Insurance: quoted policies (objectType 19) and combos (20, decision 055) issued by the
 * insurer after the payment, once; the covers' premium and brochure (decision 054, no e-mail
 * without a mailer); a policy left 'issuing' by a process that died is issued again.
 */
export const insuranceModule: ApiModule<Deps, Purchasable> = {
  name: 'insurance',
  purchasables: [insurancePurchasable, comboPurchasable],
  routes: (deps) => {
    const insurance = sold(deps);
    const premium = coverPremiumRoutes({
      auth: deps.auth,
      now: deps.now,
      mailer: deps.partners.mailer,
    });
    if (!insurance) return [premium];
    return [
      insuranceRoutes(insurance),
      insuranceCoverRoutes(insurance),
      hospitalListRoutes(insurance),
      opdRoutes(insurance),
      insuranceComboRoutes(insurance),
      premium,
    ];
  },
  timers: (app, deps, minutes) => {
    const insurance = sold(deps);
    if (insurance) scheduleStuckIssuanceRetry(app, insurance, minutes);
  },
  hooks: {
    // A paid policy, and a paid combo's parts, each issued once after the payment's transaction.
    purchaseFulfilled: async (deps, purchaseId) => {
      const insurance = sold(deps);
      if (!insurance) return;
      await issuePaidPolicy(insurance, purchaseId);
      await issuePaidCombo(insurance, purchaseId);
    },
  },
};
