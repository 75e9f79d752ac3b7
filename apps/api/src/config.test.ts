import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      nodeEnv: 'development',
      logLevel: 'info',
      allowedOrigins: [],
      trustProxy: false,
      sms: undefined,
      otpSecret: undefined,
      perIpHour: { otpSends: 20, otpChecks: 30, lookups: 60 },
    });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '18080',
      DATA_DIR: '/var/lib/tara',
      DATABASE_URL: 'postgres://u@db:5432/tara',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ALLOWED_ORIGINS: 'https://a.example.in/, https://b.example.in',
      TRUST_PROXY: 'true',
      SMS_PROVIDER_URL: 'https://sms.example.in/send',
      SMS_API_KEY: 'k-123',
      OTP_SENDS_PER_IP_HOUR: '500',
    });
    expect(config).toMatchObject({
      port: 18080,
      dataDir: '/var/lib/tara',
      databaseUrl: 'postgres://u@db:5432/tara',
      nodeEnv: 'production',
      logLevel: 'warn',
      allowedOrigins: ['https://a.example.in', 'https://b.example.in'],
      trustProxy: true,
      sms: { url: 'https://sms.example.in/send', apiKey: 'k-123' },
      perIpHour: { otpSends: 500, otpChecks: 30, lookups: 60 },
    });
  });

  it('refuses to start in production without an SMS provider', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMS_PROVIDER_URL/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SMS_PROVIDER_URL: 'https://sms.example.in' }),
    ).toThrow(/SMS_API_KEY/);
    expect(() => loadConfig({ SMS_PROVIDER_URL: 'not a url' })).toThrow(/SMS_PROVIDER_URL/);
    expect(() => loadConfig({ OTP_SECRET: 'short' })).toThrow(/OTP_SECRET/);
  });

  it('refuses a wrong value with a readable message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/postgres/);
  });
});
