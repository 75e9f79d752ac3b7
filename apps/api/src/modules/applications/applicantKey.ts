import { createHmac } from 'node:crypto';

/**
 * Who an instant-apply form is for, without keeping who: HMAC-SHA256 of the normalised PAN
 * under the server's secret (the key OTP hashes use). The same PAN gives the same key, so one
 * applicant reaches an issuer once per card (decision 060); the key alone tells nobody the PAN,
 * and without the secret a list of PANs cannot be matched against it.
 */
export async function applicantKey(
  secret: () => Promise<Buffer>,
  pancard: string,
): Promise<string> {
  const pan = pancard.replace(/\s/g, '').toUpperCase();
  return createHmac('sha256', await secret())
    .update(`applicant:pan:${pan}`)
    .digest('hex');
}
