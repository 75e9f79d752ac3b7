import { tmpdir } from 'node:os';
import {
  createJourneyRegistry,
  type JourneyDef,
  type JourneyRegistry,
  journeys,
  PARTNER_CALL_USES,
  type PartnerCallUse,
  retiredJourneys,
} from '@tara/core';
import { type CompanyIdentity, SANDBOX_COMPANY_IDENTITY } from '@tara/core/company';
import type { FastifyInstance } from 'fastify';
import type { AppOptions } from './appOptions.js';
import type { Database, Db } from './db/types.js';
import type { ApiModule } from './http/apiModule.js';
import type { AuthDeps } from './modules/auth/deps.js';
import { otpKeyLoader } from './modules/auth/otpSecret.js';
import { DEFAULT_AUTH_LIMITS } from './modules/auth/policy.js';
import type { LeadDeps } from './modules/leads/service.js';
import type { PaymentsDeps } from './modules/payments/deps.js';
import { type Purchasable, purchasableRegistry } from './modules/payments/purchasable.js';
import type { PartnerCall } from './partners/partnerCall.js';
import { type Partners, partnersOf } from './partners/partners.js';
import { gatewayFromConfig } from './partners/razorpay/gatewayFromConfig.js';
import { sandboxSms } from './partners/sms/sandbox.js';
import { type DocumentStore, documentStoreFromUrl } from './storage/documentStore.js';

/** Everything the API modules are built with, once per app; each module reads what it needs. */
export interface AppDeps {
  options: AppOptions;
  database: Database;
  db: Db;
  now: () => Date;
  production: boolean;
  publicOrigin?: string | undefined;
  auth: AuthDeps;
  partners: Partners;
  /** Where uploaded documents live (decision 023). */
  store: DocumentStore;
  /** Every journey definition, every version; and their registry. */
  definitions: readonly JourneyDef[];
  journeys: JourneyRegistry;
  /** Null when no gateway is configured (production without one): nothing is sold. */
  payments: PaymentsDeps | null;
  /** The step saves' dependencies; `leads.calls` is every module's partner calls. */
  leads: LeadDeps;
  /** Who runs the marketplace: the configured identity, or the sandbox's (decision 079). */
  company: CompanyIdentity;
}

/** An API module as app.ts registers it. */
export type AppModule = ApiModule<AppDeps, Purchasable, PartnerCall>;

/**
 * The shared dependencies (the modules' hooks run through them); `calls` is left empty for
 * app.ts to fill with the modules' calls, built on these.
 */
export function appDeps(
  app: FastifyInstance,
  options: AppOptions,
  modules: readonly AppModule[],
  calls: ReadonlyMap<string, PartnerCall>,
): AppDeps {
  const now = options.now ?? (() => new Date());
  const { database } = options;
  const db = database.db;
  const production = options.production ?? false;
  if (production && !options.sms) {
    throw new Error('No SMS provider configured: set SMS_PROVIDER_URL and SMS_API_KEY');
  }
  if (production && !options.company) {
    throw new Error('No company identity configured: set COMPANY_LEGAL_NAME and the rest');
  }
  const company = options.company ?? SANDBOX_COMPANY_IDENTITY;
  const hooks = modules.flatMap((m) => (m.hooks ? [m.hooks] : []));
  const auth: AuthDeps = {
    db,
    now,
    secureCookies: options.secureCookies ?? production,
    limits: { ...DEFAULT_AUTH_LIMITS, ...options.authLimits },
    sms: options.sms ?? sandboxSms(db, now),
    otpKey: otpKeyLoader(db, options.otpSecret),
    claimVisitor: async (tx, visitorId, userId, at) => {
      for (const hook of hooks) await hook.signIn?.(tx, visitorId, userId, at);
    },
  };
  const publicOrigin = options.publicOrigin;
  const definitions = options.journeys ?? [...journeys, ...retiredJourneys];
  const registry = createJourneyRegistry(definitions);
  const callUses: Record<string, PartnerCallUse> = {
    ...PARTNER_CALL_USES,
    ...options.moreCallUses,
  };
  const payments = paymentsDepsOf(app, options, modules, {
    db,
    now,
    auth,
    production,
    // Every module hears of a fulfilled purchase, in the modules' order.
    onFulfilled: async (purchaseId) => {
      for (const hook of hooks) await hook.purchaseFulfilled?.(deps, purchaseId);
    },
    company,
  });
  const deps: AppDeps = {
    options,
    database,
    db,
    now,
    production,
    publicOrigin,
    auth,
    partners: partnersOf(process.env, options, {
      db,
      now,
      sms: auth.sms,
      production,
      publicOrigin,
    }),
    store: options.documentStore ?? documentStoreFromUrl(undefined, `${tmpdir()}/tara`),
    definitions,
    journeys: registry,
    payments,
    leads: { db, journeys: registry, now, auth, calls, callUses },
    company,
  };
  return deps;
}

/** The payments' dependencies, or null when no gateway is configured (production without one). */
function paymentsDepsOf(
  app: FastifyInstance,
  options: AppOptions,
  modules: readonly AppModule[],
  base: Pick<PaymentsDeps, 'db' | 'now' | 'auth' | 'onFulfilled' | 'company'> & {
    production: boolean;
  },
): PaymentsDeps | null {
  const config = options.payments ?? (base.production ? undefined : { mode: 'sandbox' as const });
  if (base.production && config?.mode === 'sandbox') {
    throw new Error('PAYMENTS_MODE=sandbox is refused in production: anybody can sign as it');
  }
  const gateway = options.paymentGateway ?? (config && gatewayFromConfig(config, base.db));
  if (!gateway) return null;
  const sold = options.purchasables ?? modules.flatMap((m) => m.purchasables ?? []);
  return {
    db: base.db,
    now: base.now,
    auth: base.auth,
    gateway,
    purchasables: purchasableRegistry(sold),
    log: app.log,
    company: base.company,
    ...(base.onFulfilled ? { onFulfilled: base.onFulfilled } : {}),
  };
}
