import { createHmac } from 'node:crypto';
import { sameDigest } from '../../http/crypto.js';

/** The header a bank's e-mandate callback carries: `sha256=` and the HMAC of the raw body. */
export const ENACH_SIGNATURE_HEADER = 'x-enach-signature';

/**
 * The sandbox's key (published: it is in the source). Used outside production when
 * ENACH_CALLBACK_SECRET is unset; production has no default (decision 022).
 */
export const SANDBOX_ENACH_SECRET = 'sandbox-enach-callback-secret-not-for-production';

/** `sha256=<hex>`: HMAC-SHA256 of the exact body bytes under the shared secret. */
export function signEnachCallback(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

/** Whether the header is there at all, and whether it signs these very bytes. */
export function checkEnachSignature(
  secret: string,
  rawBody: string,
  header: string | string[] | undefined,
): 'missing' | 'bad' | 'ok' {
  const value = Array.isArray(header) ? header[0] : header;
  const hex = value?.trim().match(/^sha256=([0-9a-f]{64})$/i)?.[1];
  if (!hex) return 'missing';
  const expected = signEnachCallback(secret, rawBody).slice('sha256='.length);
  return sameDigest(hex.toLowerCase(), expected) ? 'ok' : 'bad';
}
