import type { CompanyIdentity } from '@tara/core/company';
import { z } from 'zod';
import { companyConfig, companyIdentityOf, companyNeed } from './companyConfig.js';
import { parseTrustProxy } from './http/trustProxy.js';
import { configuredOutboundUrls, outboundUrlProblem } from './outboundUrl.js';
import type { PaymentsConfig } from './partners/razorpay/gatewayFromConfig.js';

/**
 * The site's public origin (`https://www.example.in`): an absolute http(s) URL with no path,
 * query, fragment or credentials; a trailing slash is dropped and the host lower-cased.
 * Empty reads as unset.
 */
const PublicOriginSchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (value === '') return undefined;
    const url = URL.canParse(value) ? new URL(value) : null;
    const origin =
      url &&
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      !url.username &&
      !url.password &&
      url.pathname === '/' &&
      !/[?#]/.test(value) // also a bare '?' or '#', which leave search and hash empty
        ? url.origin
        : null;
    if (origin) return origin;
    ctx.addIssue({
      code: 'custom',
      message: `PUBLIC_ORIGIN must be an http(s) origin such as https://www.example.in, without a path, query or fragment (got ${value})`,
    });
    return z.NEVER;
  })
  .optional();

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  /** Loopback unless told otherwise: a dev or sandbox server is not reachable from the network. */
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  /** Seconds to wait for another process to let go of the embedded database (a restart). */
  DATA_DIR_LOCK_WAIT_SECONDS: z.coerce.number().min(0).max(300).default(10),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Comma-separated origins allowed to make state-changing calls besides the API's own. */
  ALLOWED_ORIGINS: z.string().default(''),
  /**
   * The reverse proxies' addresses or CIDR ranges (decision 065): the client's IP, protocol
   * and host are then read from what they forward. Unset: no proxy is trusted.
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if ('proxies' in parsed) return parsed.proxies;
      ctx.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    }),
  /**
   * Where the site is reached (https://www.example.in): canonical URLs and SEO heads are
   * written on it, never on the Host header. Required in production.
   */
  PUBLIC_ORIGIN: PublicOriginSchema,
  /** The SMS provider's send endpoint and key (required in production). */
  SMS_PROVIDER_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_API_KEY: z.string().min(1).optional(),
  SMS_SENDER_ID: z.string().optional(),
  /** HMAC key of OTP hashes; at least 32 characters. Without it one is kept in the database. */
  OTP_SECRET: z.string().min(32, 'OTP_SECRET must be at least 32 characters').optional(),
  /** Per-IP hourly limits (decision 007); raise them for a test rig where all runs share an IP. */
  OTP_SENDS_PER_IP_HOUR: z.coerce.number().int().min(1).default(20),
  OTP_CHECKS_PER_IP_HOUR: z.coerce.number().int().min(1).default(30),
  LOOKUPS_PER_IP_HOUR: z.coerce.number().int().min(1).default(60),
  /** New visitors and anonymous leads per IP and hour (decision 018). */
  VISITORS_PER_IP_HOUR: z.coerce.number().int().min(1).default(300),
  ANONYMOUS_LEADS_PER_IP_HOUR: z.coerce.number().int().min(1).default(150),
  /** Minutes between purges of expired rows (decision 012); unset: the purge's default, 15. */
  PURGE_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).optional(),
  /**
   * The bearer token Prometheus sends for /metrics (decision 016); at least 32 characters.
   * Without it /metrics is a 404 in production (and open to loopback callers elsewhere).
   */
  METRICS_TOKEN: z
    .string()
    .trim()
    .refine((v) => v === '' || v.length >= 32, 'METRICS_TOKEN must be at least 32 characters')
    .optional(),
  /**
   * Where uploaded documents are kept (decision 023): unset, DATA_DIR/documents; file:///dir;
   * or s3://bucket?region=…&endpoint=… with AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY.
   */
  DOCUMENT_STORE_URL: z
    .string()
    .trim()
    .regex(/^(s3|file):\/\/./, 'DOCUMENT_STORE_URL must start with s3:// or file://')
    .optional()
    .or(z.literal('')),
  /** 'true' serves the API docs UI (/api/docs) in production too; unset: on outside production. */
  API_DOCS: z.enum(['true', 'false', '']).default(''),
  /** UIDAI's offline e-KYC certificate(s), PEM or DER (decision 025); required in production. */
  UIDAI_CERTIFICATE_PATH: z.string().trim().optional(),
  /** IDFC FIRST Bank (decision 022): the sandbox (default) or its API (live: URL and key). */
  IDFC_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
  IDFC_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  IDFC_API_KEY: z.string().min(1).optional(),
  /**
   * The key of the bank's e-mandate callback signature; at least 32 characters. Unset: the
   * sandbox's published key outside production, no callback route in production.
   */
  ENACH_CALLBACK_SECRET: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || v.length >= 32,
      'ENACH_CALLBACK_SECRET must be at least 32 characters',
    )
    .optional(),
  /** Milliseconds the sandbox bank's late callback waits (the ₹2,85,000 case of decision 022). */
  ENACH_SANDBOX_LATE_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /**
   * The payment gateway (decision 039): sandbox (default outside production) or live
   * (Razorpay, default in production; needs the three keys below).
   */
  PAYMENTS_MODE: z.enum(['sandbox', 'live', '']).default(''),
  RAZORPAY_KEY_ID: z
    .string()
    .trim()
    .regex(/^(rzp_(test|live)_\w+)?$/, 'RAZORPAY_KEY_ID must look like rzp_live_… or rzp_test_…')
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().trim().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().trim().optional(),
  /** Minutes between payment reconciliation runs (decision 041). */
  PAYMENTS_RECONCILE_MINUTES: z.coerce.number().int().min(1).max(1440).default(5),
  /** Uploads one IP may have under way at once, and their slowest rate (decision 065). */
  UPLOADS_PER_IP_AT_ONCE: z.coerce.number().int().min(1).max(1000).default(6),
  UPLOAD_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(1).default(1024),
  /** Seconds a stopping server waits for requests in flight, then cuts them (decision 065). */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(20),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** DATA_DIR_LOCK_WAIT_SECONDS, in milliseconds. */
  lockWaitMs: number;
  databaseUrl: string | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  allowedOrigins: string[];
  /** TRUST_PROXY: the reverse proxies' addresses and ranges; false: none. */
  trustProxy: string[] | false;
  /** The site's public origin, no trailing slash; undefined: the request's own (dev, test). */
  publicOrigin: string | undefined;
  sms: { url: string; apiKey: string; senderId: string | undefined } | undefined;
  otpSecret: string | undefined;
  perIpHour: {
    otpSends: number;
    otpChecks: number;
    lookups: number;
    visitors: number;
    anonymousLeads: number;
  };
  /** PURGE_INTERVAL_MINUTES; undefined: the purge schedule's default (15). */
  purgeIntervalMinutes: number | undefined;
  /** METRICS_TOKEN; undefined: no bearer access to /metrics. */
  metricsToken: string | undefined;
  /** Serve /api/docs: API_DOCS when set, else everywhere but production. */
  apiDocs: boolean;
  /** DOCUMENT_STORE_URL; undefined: the disk under DATA_DIR/documents. */
  documentStoreUrl: string | undefined;
  /** UIDAI_CERTIFICATE_PATH; undefined: the sandbox signer's (refused in production). */
  uidaiCertificatePath: string | undefined;
  /** IDFC_MODE with its API when live. */
  idfc: { mode: 'sandbox' } | { mode: 'live'; baseUrl: string; apiKey: string };
  /** ENACH_CALLBACK_SECRET; undefined: the sandbox's outside production, none in production. */
  enachCallbackSecret: string | undefined;
  enachLateCallbackMs: number;
  /** PAYMENTS_MODE with Razorpay's keys when live. */
  payments: PaymentsConfig;
  reconcileMinutes: number;
  /** UPLOADS_PER_IP_AT_ONCE and UPLOAD_MIN_BYTES_PER_SECOND. */
  uploads: { perIpAtOnce: number; minBytesPerSecond: number };
  /** SHUTDOWN_GRACE_SECONDS, in milliseconds. */
  shutdownGraceMs: number;
  /**
   * Who runs the marketplace (COMPANY_*, SUPPORT_*, GRIEVANCE_OFFICER_*, JURISDICTION_CITY;
   * decision 079): required in production; outside it, unset means the sandbox identity.
   */
  company: CompanyIdentity;
}

/** Reads the configuration from the environment; throws a readable error when it is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Bad configuration: ${problems.join('; ')}`);
  }
  const c = parsed.data;
  // One rule for every outbound URL, partners' included (decision 065).
  const production = c.NODE_ENV === 'production';
  const outbound = configuredOutboundUrls(env)
    .map(({ name, url }) => outboundUrlProblem(name, url, { production }))
    .filter((problem) => problem !== null);
  if (outbound.length > 0) throw new Error(`Bad configuration: ${outbound.join('; ')}`);
  const sms =
    c.SMS_PROVIDER_URL && c.SMS_API_KEY
      ? { url: c.SMS_PROVIDER_URL, apiKey: c.SMS_API_KEY, senderId: c.SMS_SENDER_ID || undefined }
      : undefined;
  const company = companyConfig(env);
  if (production) {
    const companyMissing = companyNeed(company);
    const missing = [
      ...(sms ? [] : ['an SMS provider: set SMS_PROVIDER_URL and SMS_API_KEY']),
      ...(c.PUBLIC_ORIGIN
        ? []
        : [
            'the public origin canonical URLs are written on: set PUBLIC_ORIGIN (e.g. https://www.example.in)',
          ]),
      ...(companyMissing ? [companyMissing] : []),
    ];
    if (missing.length > 0) {
      throw new Error(`Bad configuration: production needs ${missing.join('; and ')}`);
    }
  }
  const enachCallbackSecret = c.ENACH_CALLBACK_SECRET || undefined;
  if (c.IDFC_MODE === 'live' && !(c.IDFC_BASE_URL && c.IDFC_API_KEY && enachCallbackSecret)) {
    throw new Error(
      'Bad configuration: IDFC_MODE=live needs IDFC_BASE_URL, IDFC_API_KEY and ENACH_CALLBACK_SECRET',
    );
  }
  const payments = paymentsConfig(c);
  const idfc: Config['idfc'] =
    c.IDFC_MODE === 'live' && c.IDFC_BASE_URL && c.IDFC_API_KEY
      ? { mode: 'live', baseUrl: c.IDFC_BASE_URL, apiKey: c.IDFC_API_KEY }
      : { mode: 'sandbox' };
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: c.DATA_DIR,
    lockWaitMs: c.DATA_DIR_LOCK_WAIT_SECONDS * 1000,
    databaseUrl: c.DATABASE_URL || undefined,
    nodeEnv: c.NODE_ENV,
    logLevel: c.LOG_LEVEL,
    allowedOrigins: c.ALLOWED_ORIGINS.split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
    trustProxy: c.TRUST_PROXY,
    publicOrigin: c.PUBLIC_ORIGIN,
    sms,
    otpSecret: c.OTP_SECRET || undefined,
    perIpHour: {
      otpSends: c.OTP_SENDS_PER_IP_HOUR,
      otpChecks: c.OTP_CHECKS_PER_IP_HOUR,
      lookups: c.LOOKUPS_PER_IP_HOUR,
      visitors: c.VISITORS_PER_IP_HOUR,
      anonymousLeads: c.ANONYMOUS_LEADS_PER_IP_HOUR,
    },
    purgeIntervalMinutes: c.PURGE_INTERVAL_MINUTES,
    metricsToken: c.METRICS_TOKEN || undefined,
    apiDocs: c.API_DOCS === '' ? c.NODE_ENV !== 'production' : c.API_DOCS === 'true',
    documentStoreUrl: c.DOCUMENT_STORE_URL || undefined,
    uidaiCertificatePath: c.UIDAI_CERTIFICATE_PATH || undefined,
    idfc,
    enachCallbackSecret,
    enachLateCallbackMs: c.ENACH_SANDBOX_LATE_MS,
    payments,
    reconcileMinutes: c.PAYMENTS_RECONCILE_MINUTES,
    uploads: {
      perIpAtOnce: c.UPLOADS_PER_IP_AT_ONCE,
      minBytesPerSecond: c.UPLOAD_MIN_BYTES_PER_SECOND,
    },
    shutdownGraceMs: c.SHUTDOWN_GRACE_SECONDS * 1000,
    // Production without a full identity has thrown above.
    company: companyIdentityOf(company),
  };
}

/**
 * The gateway's mode and keys (decision 039): live refuses to start without its three keys,
 * and production refuses the sandbox (its keys are published: anybody could sign as it).
 */
function paymentsConfig(c: z.infer<typeof ConfigSchema>): PaymentsConfig {
  const mode = c.PAYMENTS_MODE || (c.NODE_ENV === 'production' ? 'live' : 'sandbox');
  if (mode === 'sandbox') {
    if (c.NODE_ENV === 'production') {
      throw new Error('Bad configuration: PAYMENTS_MODE=sandbox is not allowed in production');
    }
    return { mode };
  }
  const keyId = c.RAZORPAY_KEY_ID || '';
  const keySecret = c.RAZORPAY_KEY_SECRET || '';
  const webhookSecret = c.RAZORPAY_WEBHOOK_SECRET || '';
  if (!keyId || !keySecret || !webhookSecret) {
    throw new Error(
      'Bad configuration: PAYMENTS_MODE=live needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
    );
  }
  return { mode, keyId, keySecret, webhookSecret };
}
