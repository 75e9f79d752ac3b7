import type { CompanyIdentity } from '@tara/core/company';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types.js';
import type { PaymentGateway } from '../../partners/razorpay/types.js';
import type { AuthDeps } from '../auth/deps.js';
import type { Purchasable } from './purchasable.js';

export interface PaymentsDeps {
  db: Db;
  now: () => Date;
  auth: AuthDeps;
  gateway: PaymentGateway;
  /** The purchasables by objectType (purchasableRegistry). */
  purchasables: ReadonlyMap<number, Purchasable>;
  log: FastifyBaseLogger;
  /** Who received the money, as the receipt names it (decision 079). */
  company: CompanyIdentity;
  /**
   * Told of every purchase found fulfilled (now or before: a replay), after its transaction:
   * a journey waiting on the purchase moves on (decision 042). Must be safe to repeat.
   */
  onFulfilled?: (purchaseId: string) => Promise<void>;
}

/** What settling, fulfilling and reconciling need: no session (they run for nobody's request). */
export type SettleDeps = Omit<PaymentsDeps, 'auth' | 'company'>;

/** What a refund needs: the database, the clock, the gateway and the log (decision 081). */
export type RefundDeps = Pick<PaymentsDeps, 'db' | 'now' | 'gateway' | 'log'>;
