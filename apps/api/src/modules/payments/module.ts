import type { ApiModule } from '../../http/apiModule.js';
import type { PaymentsDeps } from './deps.js';
import { scheduleReconciliation } from './reconcileSchedule.js';
import { paymentRoutes } from './routes.js';
import { razorpaySandboxRoutes } from './sandboxRoutes.js';
import { razorpayWebhookRoutes } from './webhookRoutes.js';

/**
 * Payments (decisions 039–041): the payment calls, the webhook, outside production the sandbox
 * gateway's checkout, and the reconciliation of orders left without an answer. Nothing without
 * a gateway (production without one).
 */
export const paymentsModule: ApiModule<{ payments: PaymentsDeps | null; production: boolean }> = {
  name: 'payments',
  routes: ({ payments, production }) =>
    payments
      ? [
          paymentRoutes(payments),
          razorpayWebhookRoutes(payments),
          payments.gateway.mode === 'sandbox' && !production
            ? razorpaySandboxRoutes({ db: payments.db, now: payments.now })
            : null,
        ]
      : [],
  timers: (app, { payments }, minutes) => {
    if (payments) scheduleReconciliation(app, payments, minutes);
  },
};
