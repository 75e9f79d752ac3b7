import { tmpdir } from 'node:os';
import fastifyCookie from '@fastify/cookie';
import {
  createJourneyRegistry,
  EW_PAY_CALL,
  type JourneyDef,
  journeys,
  MEMBERSHIP_PAY_CALL,
  PARTNER_CALL_USES,
  type PartnerCallUse,
  retiredJourneys,
} from '@tara/core';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from './db/types.js';
import { registerCompression } from './http/compression.js';
import { apiNotFound, registerErrorHandler } from './http/errorHandler.js';
import { DEFAULT_SHUTDOWN_GRACE_MS, registerGracefulClose } from './http/gracefulClose.js';
import { registerJsonBody } from './http/jsonBody.js';
import { type LoggerOption, loggerOptions, registerRequestLog } from './http/logging.js';
import { registerMetrics } from './http/metrics.js';
import { registerOpenApi } from './http/openapi.js';
import { MULTIPART_ROUTES, registerRequestGuards } from './http/security.js';
import { registerSecurityHeaders } from './http/securityHeaders.js';
import {
  DEFAULT_TIMEOUTS,
  DEFAULT_UPLOAD_LIMITS,
  registerRequestDeadline,
  type ServerTimeouts,
  serverLimits,
  type UploadLimits,
} from './http/serverLimits.js';
import { registerStaticWeb } from './http/staticWeb.js';
import { applicationRoutes } from './modules/applications/routes.js';
import { userApplicationRoutes } from './modules/applications/userRoutes.js';
import type { AuthDeps } from './modules/auth/deps.js';
import { otpKeyLoader } from './modules/auth/otpSecret.js';
import { type AuthLimits, DEFAULT_AUTH_LIMITS } from './modules/auth/policy.js';
import { authRoutes } from './modules/auth/routes.js';
import { userRoutes } from './modules/auth/userRoutes.js';
import { bookingRoutes } from './modules/booking/routes.js';
import { assertCallsClassified } from './modules/calls/callGate.js';
import { CardCatalog } from './modules/cards/catalog.js';
import { crawlerRoutes } from './modules/cards/crawlerRoutes.js';
import { cardRoutes } from './modules/cards/routes.js';
import { seoIndexHtml } from './modules/cards/seoPage.js';
import { catalogRoutes } from './modules/catalog/routes.js';
import { clientErrorRoutes } from './modules/clientErrors/routes.js';
import { consentRoutes } from './modules/consents/routes.js';
import type { CreditReportDeps } from './modules/creditReport/creditReportService.js';
import { sendCreditReportOtp } from './modules/creditReport/mobileOtp.js';
import { creditReportRoutes } from './modules/creditReport/routes.js';
import { eraseLeadDocument } from './modules/documents/eraseDocument.js';
import { documentRoutes } from './modules/documents/routes.js';
import { ewPayCall } from './modules/extendedWarranty/ewPayCall.js';
import { ewPurchasable } from './modules/extendedWarranty/ewPurchasable.js';
import { extendedWarrantyRoutes } from './modules/extendedWarranty/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { comboPurchasable } from './modules/insurance/comboPurchasable.js';
import { insuranceComboRoutes } from './modules/insurance/comboRoutes.js';
import { coverPremiumRoutes } from './modules/insurance/coverPremiumRoutes.js';
import { insuranceCoverRoutes } from './modules/insurance/coverRoutes.js';
import { hospitalListRoutes } from './modules/insurance/hospitalListRoutes.js';
import { insurancePurchasable } from './modules/insurance/insurancePurchasable.js';
import { issuePaidCombo } from './modules/insurance/issuePaidCombo.js';
import { issuePaidPolicy } from './modules/insurance/issuePaidPolicy.js';
import { opdRoutes } from './modules/insurance/opdRoutes.js';
import { scheduleStuckIssuanceRetry } from './modules/insurance/retryStuckSchedule.js';
import { insuranceRoutes } from './modules/insurance/routes.js';
import { journeyRoutes } from './modules/journeys/routes.js';
import { claimVisitorLeads } from './modules/leads/data.js';
import { leadOtpRoutes } from './modules/leads/otpRoutes.js';
import { leadRoutes } from './modules/leads/routes.js';
import { settleLeadCall } from './modules/leads/settleLead.js';
import { leadStatusRoutes } from './modules/leads/status.js';
import { loanDocumentRoutes } from './modules/loanDocuments/routes.js';
import { homeLoanOfferRoutes } from './modules/loans/homeRoutes.js';
import { loanOfferRoutes } from './modules/loans/routes.js';
import { ruleEngineRoutes } from './modules/loans/ruleEngineRoutes.js';
import type { MandateResultHook } from './modules/mandates/callbackRoutes.js';
import { mandateRoutes } from './modules/mandates/routes.js';
import { SANDBOX_ENACH_SECRET } from './modules/mandates/signature.js';
import { benefitPurchasable } from './modules/membership/benefitPurchasable.js';
import { benefitRoutes } from './modules/membership/benefitRoutes.js';
import { membershipPayCall } from './modules/membership/membershipPayCall.js';
import { membershipPurchasable } from './modules/membership/membershipPurchasable.js';
import { membershipMineRoutes } from './modules/membership/mineRoutes.js';
import { membershipRoutes } from './modules/membership/routes.js';
import type { PaymentsDeps } from './modules/payments/deps.js';
import { type Purchasable, purchasableRegistry } from './modules/payments/purchasable.js';
import { scheduleReconciliation } from './modules/payments/reconcileSchedule.js';
import { paymentRoutes } from './modules/payments/routes.js';
import { razorpaySandboxRoutes } from './modules/payments/sandboxRoutes.js';
import { razorpayWebhookRoutes } from './modules/payments/webhookRoutes.js';
import {
  type PartnerClients,
  partnerCallRegistry,
  partnerClientsFromEnv,
} from './partners/callRegistry.js';
import { idfcCalls } from './partners/idfc/idfcCalls.js';
import type { IdfcConfig, IdfcMode } from './partners/idfc/types.js';
import { sandboxInsurer } from './partners/insurers/sandbox.js';
import type { InsurerClient } from './partners/insurers/types.js';
import { type IssuerAdapter, type IssuerAlias, issuersFromEnv } from './partners/issuers/index.js';
import { karzaRoutes } from './partners/karza/routes.js';
import { sandboxMailer } from './partners/mailer/sandbox.js';
import type { Mailer } from './partners/mailer/types.js';
import { naclCalls } from './partners/northernArc/naclCalls.js';
import { sandboxNorthernArc } from './partners/northernArc/sandbox.js';
import type { NorthernArcClient, NorthernArcConfig } from './partners/northernArc/types.js';
import { okycCall } from './partners/okyc/okycCall.js';
import { storedDocumentReader } from './partners/okyc/storedDocumentReader.js';
import type { PartnerCall } from './partners/partnerCall.js';
import { plCreditReportCall } from './partners/personalLoan/plCreditReportCall.js';
import { plLenderMatchCall } from './partners/personalLoan/plLenderMatchCall.js';
import { gatewayFromConfig, type PaymentsConfig } from './partners/razorpay/gatewayFromConfig.js';
import type { PaymentGateway } from './partners/razorpay/types.js';
import { sandboxSmsRoutes } from './partners/sms/routes.js';
import { sandboxSms } from './partners/sms/sandbox.js';
import type { SmsAdapter } from './partners/sms/types.js';
import { uidaiCertificates } from './partners/uidai/uidaiCertificates.js';
import { defaultWebDist } from './paths.js';
import { type DocumentStore, documentStoreFromUrl } from './storage/documentStore.js';

export interface AppOptions {
  /** An open, migrated database (see openDatabase). */
  database: Database;
  /** The clock; tests pin it. */
  now?: () => Date;
  /** Partner calls besides the registry's (tests: fakes that count and misbehave). */
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
  /** Card issuer adapters replacing the configured ones (ISSUER_<ALIAS>_MODE, sandbox default). */
  issuers?: Partial<Record<IssuerAlias, IssuerAdapter>>;
  /** Partner clients replacing the configured ones (CKYC_MODE, KARZA_MODE; sandbox default). */
  partnerClients?: Partial<PartnerClients>;
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
  /** IDFC_MODE and its API (decision 022); defaults to the sandbox. */
  idfc?: IdfcMode;
  /** Northern Arc's client (decision 036); defaults to its sandbox. */
  northernArc?: NorthernArcClient;
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
   * What can be bought, by objectType; defaults to the membership plans (21), member benefits
   * (22) and extended warranties (18).
   */
  purchasables?: readonly Purchasable[];
  /** The insurer issuing the insurance journeys' policies (decision 048); the sandbox by default. */
  insurer?: InsurerClient;
  /** Minutes between payment reconciliation runs (decision 041); unset: no schedule (tests). */
  reconcileMinutes?: number;
  /** Sends the e-mail brochure (decision 054); the in-memory sandbox by default outside production. */
  mailer?: Mailer;
}

/** Builds the API (and the web app's static files). Listening is the caller's business. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const definitions = options.journeys ?? defaultJourneys();
  const registry = createJourneyRegistry(definitions);
  const { database } = options;
  const production = options.production ?? false;
  if (production && !options.sms) {
    throw new Error('No SMS provider configured: set SMS_PROVIDER_URL and SMS_API_KEY');
  }
  const auth: AuthDeps = {
    db: database.db,
    now,
    secureCookies: options.secureCookies ?? production,
    limits: { ...DEFAULT_AUTH_LIMITS, ...options.authLimits },
    sms: options.sms ?? sandboxSms(database.db, now),
    otpKey: otpKeyLoader(database.db, options.otpSecret),
    claimVisitor: claimVisitorLeads,
  };
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    logger: loggerOptions(options.logger),
    logController: new LogController({ disableRequestLogging: true }),
    ...serverLimits(timeouts),
    trustProxy: options.trustProxy ?? false,
  }).withTypeProvider<ZodTypeProvider>();
  // First of all hooks: closing waits for every request from its first hook on.
  registerGracefulClose(app, { graceMs: options.shutdownGraceMs ?? DEFAULT_SHUTDOWN_GRACE_MS });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestDeadline(app, timeouts, MULTIPART_ROUTES);
  await registerSecurityHeaders(app, {
    production,
    // Razorpay's checkout.js and its frame are allowed only when payments are live.
    razorpayCheckout: (options.paymentGateway?.mode ?? options.payments?.mode) === 'live',
  });
  await registerCompression(app);
  registerJsonBody(app);
  registerRequestLog(app);
  registerRequestGuards(app, {
    allowedOrigins: options.allowedOrigins ?? [],
    publicOrigin: options.publicOrigin,
    production,
  });
  await app.register(fastifyCookie);
  await registerOpenApi(app, { ui: options.apiDocs ?? !production });
  const catalog = new CardCatalog(database.db);

  // Operations endpoints (decision 016): /metrics (its hook, registered before the routes,
  // times every one of them), /robots.txt and /sitemap.xml.
  registerMetrics(app, { database, production, token: options.metricsToken });
  await app.register(
    crawlerRoutes({ catalog, journeys: registry, publicOrigin: options.publicOrigin }),
  );

  await app.register(healthRoutes(database));
  await app.register(journeyRoutes(registry));
  await app.register(catalogRoutes(database.db));
  await app.register(cardRoutes({ auth, catalog, publicOrigin: options.publicOrigin }));
  const partners = partnerClientsFromEnv(process.env, options.partnerClients);
  // The IDFC calls are made with this configuration (decision 022).
  const idfc: IdfcConfig = {
    idfc: options.idfc ?? { mode: 'sandbox' },
    db: database.db,
    now,
    sms: auth.sms,
    publicOrigin: options.publicOrigin,
  };
  const store = options.documentStore ?? documentStoreFromUrl(undefined, `${tmpdir()}/tara`);
  // Step11's Aadhaar ZIP is read from the lead's upload, verified against UIDAI's certificate.
  const okyc = okycCall({
    readDocument: storedDocumentReader(database.db, store),
    // Deleted once read, verified or not (decision 062).
    eraseDocument: (leadId, id) => eraseLeadDocument({ db: database.db, store, now }, leadId, id),
    // Read at the call: production without UIDAI_CERTIFICATE_PATH refuses step11, not start-up.
    certificatePem: () =>
      uidaiCertificates({
        nodeEnv: production ? 'production' : 'development',
        uidaiCertificatePath: process.env.UIDAI_CERTIFICATE_PATH || undefined,
      }),
    now,
  });
  // The Northern Arc credit line's calls (decision 036): its sandbox, and the bureau of the
  // partner clients (the credit report's, decision 034) for step2's pull.
  const northernArc: NorthernArcConfig = {
    client:
      options.northernArc ??
      sandboxNorthernArc({ sms: auth.sms, publicOrigin: options.publicOrigin }),
    bureau: partners.bureau,
    db: database.db,
    now,
  };
  // The sandbox insurer issues no real policy: refused in production, like the sandbox gateway.
  const insurer = options.insurer ?? (production ? null : sandboxInsurer({ now }));
  const payments = paymentsDepsOf(app, options, {
    db: database.db,
    now,
    auth,
    production,
    // A journey waiting on a purchase (the hp journey's step5, the ew journey's step3) moves
    // on once it is fulfilled; a call no lead waits on under this purchase changes nothing.
    onFulfilled: async (purchaseId) => {
      for (const call of PURCHASE_CALLS) {
        await settleLeadCall(leadDeps, { call, externalRef: purchaseId, outcome: 'paid' });
      }
      // A paid insurance policy is issued by its insurer after the payment's transaction, once.
      if (payments && insurer) await issuePaidPolicy({ ...payments, insurer }, purchaseId);
      // A paid combo's parts, each issued once (decision 055).
      if (payments && insurer) await issuePaidCombo({ ...payments, insurer }, purchaseId);
    },
  });
  const calls = partnerCallRegistry(partners, [
    ...idfcCalls(idfc),
    ...naclCalls(northernArc),
    okyc,
    plCreditReportCall(partners.bureau),
    plLenderMatchCall({ now }),
    ...(payments ? [membershipPayCall(payments), ewPayCall(payments)] : []),
    ...(options.moreCalls ?? []),
  ]);
  const callUses = { ...PARTNER_CALL_USES, ...options.moreCallUses };
  assertCallsClassified(calls.keys(), callUses);
  const leadDeps = { db: database.db, journeys: registry, now, auth, calls, callUses };
  await app.register(leadRoutes(leadDeps));
  await app.register(leadStatusRoutes(auth));
  const issuers = issuersFromEnv(process.env, options.issuers);
  await app.register(applicationRoutes({ ...leadDeps, catalog, issuers }));
  await app.register(userApplicationRoutes({ ...leadDeps, catalog, issuers }));
  await app.register(userRoutes(auth));
  await app.register(consentRoutes(auth));
  await app.register(karzaRoutes({ auth, karza: partners.karza }));
  await app.register(authRoutes(auth));
  const creditReport: CreditReportDeps = {
    db: database.db,
    now,
    auth,
    bureau: partners.bureau,
  };
  await app.register(creditReportRoutes({ ...creditReport, catalog }));
  await app.register(clientErrorRoutes(auth));
  await app.register(
    leadOtpRoutes({
      ...leadDeps,
      creditReportOtp: (actor, mobile) => sendCreditReportOtp(creditReport, actor, mobile),
    }),
  );
  await app.register(
    documentRoutes({
      ...leadDeps,
      store,
      definitions,
      uploadLimits: { ...DEFAULT_UPLOAD_LIMITS, ...options.uploadLimits },
    }),
  );
  await app.register(loanDocumentRoutes(leadDeps));
  await app.register(loanOfferRoutes({ now }));
  await app.register(ruleEngineRoutes({ db: database.db, now }));
  await app.register(bookingRoutes({ db: database.db, auth, now }));
  await app.register(homeLoanOfferRoutes({ now }));
  if (!production) await app.register(sandboxSmsRoutes(database.db));
  await app.register(
    mandateRoutes({
      db: database.db,
      now,
      auth,
      idfc,
      northernArc: northernArc.client,
      production,
      callbackSecret:
        options.enachCallbackSecret ?? (production ? undefined : SANDBOX_ENACH_SECRET),
      onMandateResult:
        options.onMandateResult ??
        (async (result) => {
          await settleLeadCall(leadDeps, result);
        }),
      ...(options.enachLateCallbackMs === undefined
        ? {}
        : { lateCallbackMs: options.enachLateCallbackMs }),
    }),
  );

  if (payments) {
    await registerPayments(app, payments, production, options.reconcileMinutes);
    if (insurer) {
      await app.register(insuranceRoutes({ ...payments, insurer }));
      await app.register(insuranceCoverRoutes({ ...payments, insurer }));
      await app.register(hospitalListRoutes({ ...payments, insurer }));
      await app.register(opdRoutes({ ...payments, insurer }));
      await app.register(insuranceComboRoutes({ ...payments, insurer }));
      // A policy left 'issuing' by a process that died is issued again (decision 055).
      if (options.reconcileMinutes !== undefined) {
        scheduleStuckIssuanceRetry(app, { ...payments, insurer }, options.reconcileMinutes);
      }
    }
  }
  // The person covers' premium and brochure (decision 054): production has no mailer yet, so
  // it e-mails no brochure.
  const mailer = options.mailer ?? (production ? null : sandboxMailer());
  await app.register(coverPremiumRoutes({ auth, now, mailer }));

  const webDist = options.webDist ?? defaultWebDist();
  const spa = await registerStaticWeb(app, webDist);
  app.setNotFoundHandler(async (request, reply) => {
    const body = apiNotFound(request.url);
    const page = request.method === 'GET' || request.method === 'HEAD';
    if (body || !spa || !page || isAssetPath(request.url)) {
      return reply.code(404).send(body ?? { errors: ['Not found'] });
    }
    reply.header('cache-control', 'no-cache');
    const html = await seoIndexHtml(catalog, webDist, request, options.publicOrigin);
    if (html) return reply.type('text/html; charset=utf-8').send(html);
    return reply.sendFile('index.html');
  });
  return app;
}

/**
 * The payment calls, the webhook, the membership plans and (outside production) the sandbox
 * gateway's checkout (decisions 039–041).
 */
/** The payments' dependencies, or null when no gateway is configured (production without one). */
function paymentsDepsOf(
  app: FastifyInstance,
  options: AppOptions,
  base: Pick<PaymentsDeps, 'db' | 'now' | 'auth' | 'onFulfilled'> & { production: boolean },
): PaymentsDeps | null {
  const config = options.payments ?? (base.production ? undefined : { mode: 'sandbox' as const });
  if (base.production && config?.mode === 'sandbox') {
    throw new Error('PAYMENTS_MODE=sandbox is refused in production: anybody can sign as it');
  }
  const gateway = options.paymentGateway ?? (config && gatewayFromConfig(config, base.db));
  if (!gateway) return null;
  return {
    db: base.db,
    now: base.now,
    auth: base.auth,
    gateway,
    purchasables: purchasableRegistry(
      options.purchasables ?? [
        membershipPurchasable,
        benefitPurchasable,
        ewPurchasable,
        insurancePurchasable,
        comboPurchasable,
      ],
    ),
    log: app.log,
    ...(base.onFulfilled ? { onFulfilled: base.onFulfilled } : {}),
  };
}

async function registerPayments(
  app: FastifyInstance,
  deps: PaymentsDeps,
  production: boolean,
  reconcileMinutes: number | undefined,
): Promise<void> {
  await app.register(paymentRoutes(deps));
  await app.register(razorpayWebhookRoutes(deps));
  await app.register(membershipRoutes(deps));
  await app.register(membershipMineRoutes(deps));
  await app.register(benefitRoutes(deps));
  await app.register(extendedWarrantyRoutes(deps));
  if (deps.gateway.mode === 'sandbox' && !production) {
    await app.register(razorpaySandboxRoutes({ db: deps.db, now: deps.now }));
  }
  if (reconcileMinutes !== undefined) {
    scheduleReconciliation(app, deps, reconcileMinutes);
  }
}

/** A missing file (not a client route) stays a 404: /assets/… and paths with a file extension. */
const isAssetPath = (url: string): boolean => {
  const path = url.split('?')[0] ?? '';
  return (
    path.startsWith('/assets/') ||
    /\.(js|mjs|css|map|json|png|jpe?g|gif|svg|ico|webp|woff2?|txt)$/i.test(path)
  );
};

/** The journey calls that wait on a purchase: told 'paid' when it is fulfilled. */
const PURCHASE_CALLS = [MEMBERSHIP_PAY_CALL, EW_PAY_CALL] as const;

/** Every journey of @tara/core, current and retired (old leads resume on their version). */
const defaultJourneys = (): readonly JourneyDef[] => [...journeys, ...retiredJourneys];
