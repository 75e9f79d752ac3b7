import type { JourneyDef, PartnerCallUse } from '@tara/core';
import type { CompanyIdentity } from '@tara/core/company';
import type { Database } from './db/types.js';
import type { LoggerOption } from './http/logging.js';
import type { ServerTimeouts, UploadLimits } from './http/serverLimits.js';
import type { AuthLimits } from './modules/auth/policy.js';
import type { MandateResultHook } from './modules/mandates/callbackRoutes.js';
import type { Purchasable } from './modules/payments/purchasable.js';
import type { PartnerCall } from './partners/partnerCall.js';
import type { PartnerOptions } from './partners/partners.js';
import type { PaymentsConfig } from './partners/razorpay/gatewayFromConfig.js';
import type { PaymentGateway } from './partners/razorpay/types.js';
import type { SmsAdapter } from './partners/sms/types.js';
import type { DocumentStore } from './storage/documentStore.js';

/**
 * What buildApp takes: the database, the clock, the configuration (main passes what config
 * read) and the tests' seams. The partners' own options are PartnerOptions.
 */
export interface AppOptions extends PartnerOptions {
  /** An open, migrated database (see openDatabase). */
  database: Database;
  /** The clock; tests pin it. */
  now?: () => Date;
  /** Partner calls besides the modules' (tests: fakes that count and misbehave). */
  moreCalls?: readonly PartnerCall[];
  /** How `moreCalls` are classified (decision 063), added to core's `PARTNER_CALL_USES`. */
  moreCallUses?: Readonly<Record<string, PartnerCallUse>>;
  /** Journey definitions (every version); defaults to the journeys of @tara/core. */
  journeys?: readonly JourneyDef[];
  logger?: LoggerOption;
  /** Folder of the built web app; defaults to apps/web/dist. Served when it exists. */
  webDist?: string;
  allowedOrigins?: string[];
  /** Secure cookies (production). */
  secureCookies?: boolean;
  /**
   * TRUST_PROXY: the reverse proxies' addresses or ranges (decision 065). X-Forwarded-* is read
   * only from a connection of theirs: the client is the right-most address that is not one.
   */
  trustProxy?: string[] | false;
  /**
   * PUBLIC_ORIGIN: canonical URLs and SEO heads are written on it, not on the Host header.
   * Unset: the request's own origin (config refuses that in production).
   */
  publicOrigin?: string;
  /**
   * Production: no sandbox routes, and an SMS adapter must be given (no sandbox fallback).
   * Cookies are Secure unless `secureCookies` says otherwise.
   */
  production?: boolean;
  /** Sends OTPs; defaults to the sandbox (the database outbox) outside production. */
  sms?: SmsAdapter;
  /** The HMAC key of OTP hashes (OTP_SECRET); else one kept in the settings table. */
  otpSecret?: string;
  /** OTP, rate-limit and session numbers; defaults DEFAULT_AUTH_LIMITS. */
  authLimits?: Partial<AuthLimits>;
  /** Serve the API docs UI at /api/docs; defaults to on outside production (API_DOCS). */
  apiDocs?: boolean;
  /** How long a client may take to send a request; defaults DEFAULT_TIMEOUTS (tests shorten). */
  timeouts?: Partial<ServerTimeouts>;
  /** Uploads per IP at once and their minimum rate (decision 065); DEFAULT_UPLOAD_LIMITS. */
  uploadLimits?: Partial<UploadLimits>;
  /** SHUTDOWN_GRACE_SECONDS in ms: how long closing waits for requests in flight (20 s). */
  shutdownGraceMs?: number;
  /** METRICS_TOKEN: the bearer token of /metrics (decision 016). */
  metricsToken?: string;
  /**
   * Where uploaded documents live (DOCUMENT_STORE_URL, decision 023); main passes the
   * configured one. Unset: a folder under the system's temporary directory (tests, dev).
   */
  documentStore?: DocumentStore;
  /**
   * ENACH_CALLBACK_SECRET: the key of the bank's e-mandate callback signature. Outside
   * production the sandbox's published key by default; in production none means no callback.
   */
  enachCallbackSecret?: string;
  /** Settles idfc.enach when the bank's callback arrives (the call runner); defaults to a log. */
  onMandateResult?: MandateResultHook;
  /** The sandbox bank's late callback delay in ms (tests shorten it). */
  enachLateCallbackMs?: number;
  /**
   * PAYMENTS_MODE and its Razorpay keys (decision 039). Outside production the sandbox by
   * default; production refuses the sandbox, and without a live gateway has no payment calls.
   */
  payments?: PaymentsConfig;
  /** A gateway replacing the configured one (tests: one that misbehaves). */
  paymentGateway?: PaymentGateway;
  /**
   * What can be bought, by objectType; defaults to every module's purchasables (apiModules.ts).
   */
  purchasables?: readonly Purchasable[];
  /** Minutes between payment reconciliation runs (decision 041); unset: no schedule (tests). */
  reconcileMinutes?: number;
  /**
   * Who runs the marketplace, as pages and documents print it (decision 079; config reads
   * COMPANY_* and the rest). Unset: the labelled sandbox identity, refused in production.
   */
  company?: CompanyIdentity;
}
