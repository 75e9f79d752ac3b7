import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Config } from '../../config.js';
import { SANDBOX_UIDAI_CERTIFICATE_PEM } from './sandboxCertificate.js';

/**
 * The certificates offline e-KYC files are verified against (decision 025), PEM: those in
 * UIDAI_CERTIFICATE_PATH (UIDAI's public certificate, PEM or DER; a PEM file may hold several
 * during a rotation), else the sandbox signer's. Production requires the path and refuses the
 * sandbox certificate. Throws a readable error on a bad file; call it at start-up.
 */
export function uidaiCertificates(
  config: Pick<Config, 'nodeEnv' | 'uidaiCertificatePath'>,
  readFile: (path: string) => Buffer = (path) => readFileSync(path),
): string[] {
  const production = config.nodeEnv === 'production';
  const path = config.uidaiCertificatePath;
  if (!path) {
    if (production) {
      throw new Error(
        "Bad configuration: production needs UIDAI's offline e-KYC certificate: set UIDAI_CERTIFICATE_PATH",
      );
    }
    return [SANDBOX_UIDAI_CERTIFICATE_PEM];
  }
  let certificates: X509Certificate[];
  try {
    const bytes = readFile(path);
    const pems = bytes.toString('latin1').match(PEM_CERTIFICATE) ?? [];
    certificates =
      pems.length > 0 ? pems.map((p) => new X509Certificate(p)) : [new X509Certificate(bytes)];
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Bad configuration: UIDAI_CERTIFICATE_PATH (${path}) is not a certificate: ${why}`,
    );
  }
  const sandbox = new X509Certificate(SANDBOX_UIDAI_CERTIFICATE_PEM).fingerprint256;
  if (production && certificates.some((c) => c.fingerprint256 === sandbox)) {
    throw new Error(
      'Bad configuration: UIDAI_CERTIFICATE_PATH holds the sandbox certificate, which anyone can sign with',
    );
  }
  return certificates.map((c) => c.toString());
}

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;
