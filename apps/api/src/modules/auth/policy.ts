// The numbers of decision 007: OTP lifetime and tries, resend cooldown, rate limits, session
// lifetimes. buildApp takes overrides (tests use the defaults unless a rule needs otherwise).

export interface RateRule {
  limit: number;
  windowSeconds: number;
}

export interface AuthLimits {
  /** An OTP is valid this long (10 minutes). */
  otpTtlSeconds: number;
  /** Tries per code, right or wrong; then the code is void (5). */
  otpMaxAttempts: number;
  /** A new code for the same mobile and purpose only after this (30 s). */
  resendCooldownSeconds: number;
  /** OTP sends per mobile (5 an hour). */
  sendsPerMobile: RateRule;
  /** OTP sends per client IP (20 an hour). */
  sendsPerIp: RateRule;
  /** OTP checks per client IP (30 an hour, six codes' worth of tries). */
  verifiesPerIp: RateRule;
  /** User look-ups (get, add, add-or-update, login OTP of unknown numbers) per IP (60 an hour). */
  lookupsPerIp: RateRule;
  /** New visitors (cookies) made per client IP (300 an hour). */
  visitorsPerIp: RateRule;
  /** New leads made without a logged-in user, per client IP (150 an hour). */
  anonymousLeadsPerIp: RateRule;
  /** Credit-report pulls (bureau calls) per user: fetchCRtries (3 a day; decision 035). */
  creditReportPulls: RateRule;
  /** Error reports from browsers (POST /client-errors) per client IP (30 an hour). */
  clientErrorsPerIp: RateRule;
  /** A session ends this long after login, whatever the activity (12 h). */
  sessionAbsoluteSeconds: number;
  /** A session ends after this long without a request (30 min). */
  sessionIdleSeconds: number;
  /** last_seen_at is written at most this often (60 s). */
  sessionTouchSeconds: number;
}

const HOUR = 60 * 60;

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  otpTtlSeconds: 10 * 60,
  otpMaxAttempts: 5,
  resendCooldownSeconds: 30,
  sendsPerMobile: { limit: 5, windowSeconds: HOUR },
  sendsPerIp: { limit: 20, windowSeconds: HOUR },
  verifiesPerIp: { limit: 30, windowSeconds: HOUR },
  lookupsPerIp: { limit: 60, windowSeconds: HOUR },
  // Generous: mobile carriers put many subscribers behind one address (CGNAT); decision 018.
  visitorsPerIp: { limit: 300, windowSeconds: HOUR },
  anonymousLeadsPerIp: { limit: 150, windowSeconds: HOUR },
  creditReportPulls: { limit: 3, windowSeconds: 24 * HOUR },
  clientErrorsPerIp: { limit: 30, windowSeconds: HOUR },
  sessionAbsoluteSeconds: 12 * HOUR,
  sessionIdleSeconds: 30 * 60,
  sessionTouchSeconds: 60,
};
