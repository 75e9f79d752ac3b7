import { generateKeyPairSync, X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { SANDBOX_UIDAI_CERTIFICATE_PEM } from './sandboxCertificate.js';
import { uidaiCertificates } from './uidaiCertificates.js';

const files = (content: Record<string, Buffer>) => (path: string) => {
  const file = content[path];
  if (!file) throw new Error(`ENOENT: ${path}`);
  return file;
};

describe('uidaiCertificates', () => {
  it('is the sandbox signer outside production when no path is set', () => {
    expect(uidaiCertificates({ nodeEnv: 'development', uidaiCertificatePath: undefined })).toEqual([
      SANDBOX_UIDAI_CERTIFICATE_PEM,
    ]);
  });

  it('is required in production, and the sandbox certificate is refused there', () => {
    expect(() =>
      uidaiCertificates({ nodeEnv: 'production', uidaiCertificatePath: undefined }),
    ).toThrow(/production needs UIDAI's offline e-KYC certificate: set UIDAI_CERTIFICATE_PATH/);
    const read = files({ '/etc/uidai.pem': Buffer.from(SANDBOX_UIDAI_CERTIFICATE_PEM) });
    expect(() =>
      uidaiCertificates({ nodeEnv: 'production', uidaiCertificatePath: '/etc/uidai.pem' }, read),
    ).toThrow(/holds the sandbox certificate/);
  });

  it('reads a DER .cer as UIDAI publishes it, and a PEM bundle of several', () => {
    const [a, b] = [certificate(), certificate()];
    const der = new X509Certificate(a).raw;
    const read = files({ '/u.cer': der, '/both.pem': Buffer.from(`${a}\n${b}`) });
    const prod = (path: string) =>
      uidaiCertificates({ nodeEnv: 'production', uidaiCertificatePath: path }, read);
    expect(prod('/u.cer').map(fingerprint)).toEqual([fingerprint(a)]);
    expect(prod('/both.pem').map(fingerprint)).toEqual([fingerprint(a), fingerprint(b)]);
  });

  it('says which file is wrong', () => {
    const read = files({ '/bad.pem': Buffer.from('not a certificate') });
    expect(() =>
      uidaiCertificates({ nodeEnv: 'development', uidaiCertificatePath: '/bad.pem' }, read),
    ).toThrow(/UIDAI_CERTIFICATE_PATH \(\/bad.pem\) is not a certificate/);
    expect(() =>
      uidaiCertificates({ nodeEnv: 'development', uidaiCertificatePath: '/missing' }, read),
    ).toThrow(/\(\/missing\) is not a certificate: ENOENT/);
  });
});

function fingerprint(pem: string): string {
  return new X509Certificate(pem).fingerprint256;
}

function certificate(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(
    privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  );
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = '03';
  cert.validity.notBefore = new Date('2025-01-01T00:00:00Z');
  cert.validity.notAfter = new Date('2035-01-01T00:00:00Z');
  cert.setSubject([{ name: 'commonName', value: 'test' }]);
  cert.setIssuer([{ name: 'commonName', value: 'test' }]);
  cert.sign(key, forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}
