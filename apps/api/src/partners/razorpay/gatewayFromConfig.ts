import type { DbOrTx } from '../../db/types.js';
import { liveRazorpay } from './live.js';
import { sandboxRazorpay } from './sandbox.js';
import type { PaymentGateway, RazorpayKeys } from './types.js';

/** PAYMENTS_MODE and its keys (config.ts reads them). */
export type PaymentsConfig = { mode: 'sandbox' } | ({ mode: 'live' } & RazorpayKeys);

/** The gateway the configuration names. */
export function gatewayFromConfig(config: PaymentsConfig, db: DbOrTx): PaymentGateway {
  return config.mode === 'live' ? liveRazorpay(config) : sandboxRazorpay(db);
}
