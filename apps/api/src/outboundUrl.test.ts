import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { configuredOutboundUrls, OUTBOUND_NAME, outboundUrlProblem } from './outboundUrl.js';
import { PartnerEnvSchema } from './partners/partnerClients.js';
import { COMPANY_ENV } from './test/companyEnv.js';

const prod = { production: true };
const dev = { production: false };

describe('outboundUrlProblem', () => {
  it('takes an https URL of a public or private host, everywhere', () => {
    for (const url of [
      'https://api.partner.example.in/v1',
      'https://10.20.0.5:8443',
      'https://[fd12:3456::1]/x',
      'https://s3.ap-south-1.amazonaws.com',
    ]) {
      expect(outboundUrlProblem('X_BASE_URL', url, prod), url).toBeNull();
      expect(outboundUrlProblem('X_BASE_URL', url, dev), url).toBeNull();
    }
  });

  it('refuses plain http and this machine in production only', () => {
    expect(outboundUrlProblem('X_BASE_URL', 'http://api.partner.example.in', prod)).toBe(
      'X_BASE_URL must be https:// in production (got http://api.partner.example.in)',
    );
    for (const url of [
      'https://localhost:9000',
      'https://LOCALHOST.:9000',
      'https://minio.localhost',
      'https://127.0.0.1',
      'https://127.1',
      'https://[::1]:9000',
    ]) {
      expect(outboundUrlProblem('X_BASE_URL', url, prod), url).toMatch(
        /^X_BASE_URL points at this machine \(.*\), refused in production$/,
      );
    }
    // Sandboxes and tests outside production talk plain http to this machine.
    expect(outboundUrlProblem('X_BASE_URL', 'http://127.0.0.1:4010', dev)).toBeNull();
    expect(outboundUrlProblem('X_BASE_URL', 'http://localhost:4010', dev)).toBeNull();
  });

  it('refuses link-local, metadata and unspecified addresses in every environment, however written', () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'https://169.254.10.1',
      'http://2852039166/', // 169.254.169.254 as one number
      'http://0xa9.0xfe.0xa9.0xfe/',
      'http://[::ffff:169.254.169.254]/',
      'http://[fd00:ec2::254]/',
      'http://[fd00:ec2:0:0:0:0:0:254]/',
      'http://[fe80::1]/',
      'http://[febf::1]/',
      'http://0.0.0.0:9000',
      'http://0/',
      'http://[::]/',
      'http://metadata.google.internal/computeMetadata/v1/',
      'http://METADATA.google.internal./',
      'http://instance-data/',
    ]) {
      for (const options of [prod, dev]) {
        expect(outboundUrlProblem('X_BASE_URL', url, options), url).toMatch(
          /^X_BASE_URL points at .*, a link-local, cloud metadata or unspecified address: outbound calls may not go there$/,
        );
      }
    }
    // Beside them, fine: the rest of fd00::/8 and of 172.16/12.
    expect(outboundUrlProblem('X', 'https://[fd00:ec2::255]', prod)).toBeNull();
    expect(outboundUrlProblem('X', 'https://172.16.0.1', prod)).toBeNull();
  });

  it('refuses what is not an http(s) URL, naming only the origin of one that is', () => {
    expect(outboundUrlProblem('X', 'ftp://files.example.in', dev)).toBe('X must be an http(s) URL');
    expect(outboundUrlProblem('X', 'not a url', dev)).toBe('X must be an http(s) URL');
    expect(
      outboundUrlProblem('X', 'http://sms.example.in/send?key=secret-key', prod),
    ).not.toContain('secret-key');
  });
});

describe('configuredOutboundUrls', () => {
  it("lists the SMS provider, every partner's base URL and the document store's endpoint", () => {
    expect(
      configuredOutboundUrls({
        SMS_PROVIDER_URL: 'https://sms.example.in/send',
        CKYC_BASE_URL: 'https://ckyc.example.in',
        NEWPARTNER_BASE_URL: ' https://new.example.in ',
        KARZA_BASE_URL: '',
        DATABASE_URL: 'postgres://db/tara',
        DOCUMENT_STORE_URL: 's3://bucket?region=ap-south-1&endpoint=http://169.254.169.254',
      }),
    ).toEqual([
      { name: 'SMS_PROVIDER_URL', url: 'https://sms.example.in/send' },
      { name: 'CKYC_BASE_URL', url: 'https://ckyc.example.in' },
      { name: 'NEWPARTNER_BASE_URL', url: 'https://new.example.in' },
      { name: "DOCUMENT_STORE_URL's endpoint", url: 'http://169.254.169.254' },
    ]);
    expect(configuredOutboundUrls({ DOCUMENT_STORE_URL: 'file:///var/tara' })).toEqual([]);
  });

  it('covers every *_URL the server reads but the database (a static check over the source)', () => {
    const source = resolve(import.meta.dirname);
    const names = new Set<string>();
    for (const file of sourceFiles(source)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\b([A-Z][A-Z0-9_]*_URL)\b/g)) {
        names.add(m[1] as string);
      }
    }
    // The partner clients' names are built from their table (`<ENV>_BASE_URL`).
    for (const name of Object.keys(PartnerEnvSchema.shape))
      if (name.endsWith('_URL')) names.add(name);
    // The database is reached by its own protocol on the operator's network, not by HTTP.
    const notHttp = new Set(['DATABASE_URL', 'DOCUMENT_STORE_URL']);
    const uncovered = [...names].filter((n) => !notHttp.has(n) && !OUTBOUND_NAME.test(n));
    expect(uncovered).toEqual([]);
    expect(names).toContain('SMS_PROVIDER_URL');
    expect(names).toContain('CKYC_BASE_URL');
  });
});

describe('outbound URLs in the configuration', () => {
  const production = {
    ...COMPANY_ENV,
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: 'https://tara.example.in',
    SMS_PROVIDER_URL: 'https://sms.example.in/send',
    SMS_API_KEY: 'k-123',
    RAZORPAY_KEY_ID: 'rzp_live_AbCdEf0123456789',
    RAZORPAY_KEY_SECRET: 'a-key-secret',
    RAZORPAY_WEBHOOK_SECRET: 'a-webhook-secret',
  };

  it('refuses a document store endpoint on the metadata address in production, and says so', () => {
    expect(() =>
      loadConfig({
        ...production,
        DOCUMENT_STORE_URL: 's3://b?endpoint=http://169.254.169.254',
      }),
    ).toThrow(
      "Bad configuration: DOCUMENT_STORE_URL's endpoint points at http://169.254.169.254, a link-local, cloud metadata or unspecified address: outbound calls may not go there",
    );
  });

  it('refuses plain http to a partner or the SMS provider in production, every problem at once', () => {
    expect(() =>
      loadConfig({
        ...production,
        SMS_PROVIDER_URL: 'http://sms.example.in/send',
        KARZA_BASE_URL: 'http://karza.example.in',
      }),
    ).toThrow(
      'Bad configuration: SMS_PROVIDER_URL must be https:// in production (got http://sms.example.in); KARZA_BASE_URL must be https:// in production (got http://karza.example.in)',
    );
    expect(loadConfig(production).nodeEnv).toBe('production');
  });

  it('allows plain http to this machine outside production (sandboxes, tests)', () => {
    const config = loadConfig({
      SMS_PROVIDER_URL: 'http://127.0.0.1:4010/send',
      SMS_API_KEY: 'k',
      IDFC_BASE_URL: 'http://localhost:4011',
      DOCUMENT_STORE_URL: 's3://b?endpoint=http://127.0.0.1:9000',
    });
    expect(config.sms?.url).toBe('http://127.0.0.1:4010/send');
    expect(() => loadConfig({ IDFC_BASE_URL: 'http://169.254.169.254' })).toThrow(/link-local/);
  });

  it('keeps the server from starting, with the message and no stack trace', async () => {
    const main = resolve(import.meta.dirname, 'main.ts');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...production,
      DOCUMENT_STORE_URL: 's3://b?endpoint=http://169.254.169.254',
      AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      AWS_SECRET_ACCESS_KEY: 'secret',
      PORT: '0',
      DATA_DIR: join(resolve(import.meta.dirname), '.never-opened'),
    };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', main], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    // Compiling main's imports takes a while on a loaded machine; a server that starts is killed.
    const killer = setTimeout(() => child.kill('SIGKILL'), 100_000);
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    clearTimeout(killer);
    expect(code).toBe(1);
    expect(stderr).toContain(
      "DOCUMENT_STORE_URL's endpoint points at http://169.254.169.254, a link-local, cloud metadata or unspecified address",
    );
    expect(stderr).not.toMatch(/\n\s+at /);
  }, 120_000);
});

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) yield path;
  }
}
