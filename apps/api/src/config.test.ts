import { SANDBOX_COMPANY_IDENTITY } from '@tara/core/company';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { COMPANY_ENV as COMPANY } from './test/companyEnv.js';

/** Live Razorpay keys: production needs them (decision 039). */
const RAZORPAY = {
  RAZORPAY_KEY_ID: 'rzp_live_AbCdEf0123456789',
  RAZORPAY_KEY_SECRET: 'a-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'a-webhook-secret',
};

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: './data',
      lockWaitMs: 10_000,
      databaseUrl: undefined,
      nodeEnv: 'development',
      logLevel: 'info',
      allowedOrigins: [],
      trustProxy: false,
      publicOrigin: undefined,
      sms: undefined,
      otpSecret: undefined,
      perIpHour: { otpSends: 20, otpChecks: 30, lookups: 60, visitors: 300, anonymousLeads: 150 },
      apiDocs: true,
      idfc: { mode: 'sandbox' },
      enachCallbackSecret: undefined,
      enachLateCallbackMs: 5000,
      payments: { mode: 'sandbox' },
      reconcileMinutes: 5,
      uploads: { perIpAtOnce: 6, minBytesPerSecond: 1024 },
      shutdownGraceMs: 20_000,
      company: SANDBOX_COMPANY_IDENTITY,
    });
  });

  it('serves the API docs outside production, and in production only with API_DOCS=true', () => {
    const prod = {
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://tara.example.in',
      SMS_PROVIDER_URL: 'https://sms.example.in/send',
      SMS_API_KEY: 'k-123',
      ...COMPANY,
      ...RAZORPAY,
    };
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(loadConfig(prod).apiDocs).toBe(false);
    expect(loadConfig({ ...prod, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '18080',
      DATA_DIR: '/var/lib/tara',
      DATABASE_URL: 'postgres://u@db:5432/tara',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ALLOWED_ORIGINS: 'https://a.example.in/, https://b.example.in',
      TRUST_PROXY: '10.0.0.5',
      PUBLIC_ORIGIN: 'https://Tara.Example.in/',
      SMS_PROVIDER_URL: 'https://sms.example.in/send',
      SMS_API_KEY: 'k-123',
      ...COMPANY,
      OTP_SENDS_PER_IP_HOUR: '500',
      HOST: '0.0.0.0',
      DATA_DIR_LOCK_WAIT_SECONDS: '0',
      ...RAZORPAY,
    });
    expect(config).toMatchObject({
      port: 18080,
      host: '0.0.0.0',
      dataDir: '/var/lib/tara',
      lockWaitMs: 0,
      databaseUrl: 'postgres://u@db:5432/tara',
      nodeEnv: 'production',
      logLevel: 'warn',
      allowedOrigins: ['https://a.example.in', 'https://b.example.in'],
      trustProxy: ['10.0.0.5'],
      publicOrigin: 'https://tara.example.in',
      sms: { url: 'https://sms.example.in/send', apiKey: 'k-123' },
      perIpHour: {
        otpSends: 500,
        otpChecks: 30,
        lookups: 60,
        visitors: 300,
        anonymousLeads: 150,
      },
    });
  });

  it('reads the upload limits and the shutdown grace period', () => {
    const config = loadConfig({
      UPLOADS_PER_IP_AT_ONCE: '3',
      UPLOAD_MIN_BYTES_PER_SECOND: '4096',
      SHUTDOWN_GRACE_SECONDS: '5',
    });
    expect(config.uploads).toEqual({ perIpAtOnce: 3, minBytesPerSecond: 4096 });
    expect(config.shutdownGraceMs).toBe(5_000);
    expect(() => loadConfig({ UPLOADS_PER_IP_AT_ONCE: '0' })).toThrow(/UPLOADS_PER_IP_AT_ONCE/);
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: '-1' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });

  it('refuses to start in production without an SMS provider', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMS_PROVIDER_URL/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SMS_PROVIDER_URL: 'https://sms.example.in' }),
    ).toThrow(/SMS_API_KEY/);
    expect(() => loadConfig({ SMS_PROVIDER_URL: 'not a url' })).toThrow(/SMS_PROVIDER_URL/);
    expect(() => loadConfig({ OTP_SECRET: 'short' })).toThrow(/OTP_SECRET/);
  });

  it('refuses to start in production without PUBLIC_ORIGIN, and says so', () => {
    const sms = { SMS_PROVIDER_URL: 'https://sms.example.in/send', SMS_API_KEY: 'k-123' };
    expect(() => loadConfig({ NODE_ENV: 'production', ...sms })).toThrow(
      /production needs the public origin .*: set PUBLIC_ORIGIN/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: '', ...sms })).toThrow(
      /PUBLIC_ORIGIN/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMS_API_KEY.*PUBLIC_ORIGIN/);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_ORIGIN: 'https://tara.example.in',
        ...sms,
        ...RAZORPAY,
        ...COMPANY,
      }).publicOrigin,
    ).toBe('https://tara.example.in');
    // Outside production it may stay unset: canonical URLs then follow the request.
    expect(loadConfig({ NODE_ENV: 'test' }).publicOrigin).toBeUndefined();
  });

  it('takes PUBLIC_ORIGIN as a bare http(s) origin: no path, query or fragment', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://tara.example.in/' }).publicOrigin).toBe(
      'https://tara.example.in',
    );
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://localhost:5173' }).publicOrigin).toBe(
      'http://localhost:5173',
    );
    for (const bad of [
      'https://tara.example.in/app',
      'https://tara.example.in/credit-cards/',
      'https://tara.example.in?x=1',
      'https://tara.example.in/#top',
      'https://user:pw@tara.example.in',
      'ftp://tara.example.in',
      'tara.example.in',
    ]) {
      expect(() => loadConfig({ PUBLIC_ORIGIN: bad }), bad).toThrow(
        /PUBLIC_ORIGIN must be an http\(s\) origin/,
      );
    }
  });

  it('takes METRICS_TOKEN of at least 32 characters; empty is unset', () => {
    const token = 'm'.repeat(32);
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN must be at least 32 characters/,
    );
  });

  it('runs IDFC in the sandbox unless told live, and live needs its URL, key and callback secret', () => {
    const secret = 's'.repeat(32);
    expect(loadConfig({})).toMatchObject({
      idfc: { mode: 'sandbox' },
      enachCallbackSecret: undefined,
      enachLateCallbackMs: 5000,
    });
    const live = {
      IDFC_MODE: 'live',
      IDFC_BASE_URL: 'https://api.idfc.example.in',
      IDFC_API_KEY: 'k',
      ENACH_CALLBACK_SECRET: secret,
    };
    expect(loadConfig(live)).toMatchObject({
      idfc: { mode: 'live', baseUrl: 'https://api.idfc.example.in', apiKey: 'k' },
      enachCallbackSecret: secret,
    });
    for (const missing of ['IDFC_BASE_URL', 'IDFC_API_KEY', 'ENACH_CALLBACK_SECRET']) {
      expect(() => loadConfig({ ...live, [missing]: undefined }), missing).toThrow(
        /IDFC_MODE=live needs IDFC_BASE_URL, IDFC_API_KEY and ENACH_CALLBACK_SECRET/,
      );
    }
    expect(() => loadConfig({ ENACH_CALLBACK_SECRET: 'short' })).toThrow(
      /ENACH_CALLBACK_SECRET must be at least 32 characters/,
    );
    expect(loadConfig({ ENACH_CALLBACK_SECRET: '' }).enachCallbackSecret).toBeUndefined();
  });

  it('refuses a wrong value with a readable message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/postgres/);
  });

  it('picks the payment gateway: sandbox outside production, live with its three keys', () => {
    expect(loadConfig({}).payments).toEqual({ mode: 'sandbox' });
    expect(loadConfig({ PAYMENTS_MODE: 'live', ...RAZORPAY }).payments).toEqual({
      mode: 'live',
      keyId: RAZORPAY.RAZORPAY_KEY_ID,
      keySecret: RAZORPAY.RAZORPAY_KEY_SECRET,
      webhookSecret: RAZORPAY.RAZORPAY_WEBHOOK_SECRET,
    });
    const { RAZORPAY_WEBHOOK_SECRET: _, ...twoKeys } = RAZORPAY;
    expect(() => loadConfig({ PAYMENTS_MODE: 'live', ...twoKeys })).toThrow(
      /PAYMENTS_MODE=live needs .*RAZORPAY_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'key_123' })).toThrow(/RAZORPAY_KEY_ID/);
    expect(loadConfig({ PAYMENTS_RECONCILE_MINUTES: '10' }).reconcileMinutes).toBe(10);
  });

  it('refuses the payment sandbox in production, and live without keys', () => {
    const prod = {
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://tara.example.in',
      SMS_PROVIDER_URL: 'https://sms.example.in/send',
      SMS_API_KEY: 'k-123',
      ...COMPANY,
    };
    expect(() => loadConfig({ ...prod, PAYMENTS_MODE: 'sandbox', ...RAZORPAY })).toThrow(
      /PAYMENTS_MODE=sandbox is not allowed in production/,
    );
    expect(() => loadConfig(prod)).toThrow(/PAYMENTS_MODE=live needs RAZORPAY_KEY_ID/);
    expect(loadConfig({ ...prod, ...RAZORPAY }).payments.mode).toBe('live');
  });

  it('reads the company identity; the officer’s address defaults to the registered office', () => {
    const { company } = loadConfig({ ...COMPANY, COMPANY_CIN: 'u72900ka2020ptc123456' });
    expect(company).toEqual({
      legalName: 'Example Fintech Private Limited',
      cin: 'U72900KA2020PTC123456',
      registeredOffice: '1 MG Road, Bengaluru 560001',
      supportEmail: 'support@example.in',
      supportPhone: '+91 80 4000 0000',
      supportHours: SANDBOX_COMPANY_IDENTITY.supportHours,
      grievanceOfficer: {
        name: 'A. Officer',
        email: 'grievance@example.in',
        phone: '+91 80 4000 0001',
        address: '1 MG Road, Bengaluru 560001',
      },
      jurisdictionCity: 'Bengaluru',
      sandbox: false,
    });
    const more = loadConfig({
      ...COMPANY,
      SUPPORT_HOURS: 'Every day, 09:00 to 21:00 IST',
      GRIEVANCE_OFFICER_ADDRESS: '2 Brigade Road, Bengaluru 560025',
    }).company;
    expect(more.supportHours).toBe('Every day, 09:00 to 21:00 IST');
    expect(more.grievanceOfficer.address).toBe('2 Brigade Road, Bengaluru 560025');
  });

  it('uses the labelled sandbox identity outside production when none is set', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).company).toEqual(SANDBOX_COMPANY_IDENTITY);
    expect(loadConfig({ NODE_ENV: 'development', COMPANY_CIN: ' ' }).company.sandbox).toBe(true);
  });

  it('refuses a company identity set in part, naming what is missing', () => {
    const { SUPPORT_PHONE: _, JURISDICTION_CITY: __, ...part } = COMPANY;
    expect(() => loadConfig(part)).toThrow(
      /identity is set in part: also set SUPPORT_PHONE, JURISDICTION_CITY/,
    );
    expect(() => loadConfig({ SUPPORT_HOURS: 'Always' })).toThrow(/COMPANY_LEGAL_NAME/);
  });

  it('refuses a CIN, e-mail or phone in the wrong form, naming the variable', () => {
    expect(() => loadConfig({ ...COMPANY, COMPANY_CIN: 'U72900KA2020PTC12345' })).toThrow(
      /COMPANY_CIN: a CIN is 21 characters/,
    );
    expect(() => loadConfig({ ...COMPANY, GRIEVANCE_OFFICER_EMAIL: 'officer' })).toThrow(
      /GRIEVANCE_OFFICER_EMAIL/,
    );
    expect(() => loadConfig({ ...COMPANY, SUPPORT_PHONE: 'call us' })).toThrow(/SUPPORT_PHONE/);
  });

  it('refuses to start in production without the company identity, and says so', () => {
    const prod = {
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://tara.example.in',
      SMS_PROVIDER_URL: 'https://sms.example.in/send',
      SMS_API_KEY: 'k-123',
      ...RAZORPAY,
    };
    expect(() => loadConfig(prod)).toThrow(
      /production needs the company's identity .*: set COMPANY_LEGAL_NAME, COMPANY_CIN, .*JURISDICTION_CITY/,
    );
    const { GRIEVANCE_OFFICER_NAME: _, ...noOfficer } = COMPANY;
    expect(() => loadConfig({ ...prod, ...noOfficer })).toThrow(
      /production needs the company's identity .*: set GRIEVANCE_OFFICER_NAME$/,
    );
    expect(loadConfig({ ...prod, ...COMPANY }).company.sandbox).toBe(false);
  });
});
