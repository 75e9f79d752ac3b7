import { createHash } from 'node:crypto';

/**
 * UIDAI's hash of a mobile number in an offline e-KYC file (`Poi@m`): SHA-256 (lower-case hex)
 * of mobile + share code, then SHA-256 of that hex again, as many times in all as the last digit
 * of the Aadhaar number; once when that digit is 0 or 1. Decision 025 cites the rule.
 */
export function contactHash(value: string, shareCode: string, aadhaarLastDigit: number): string {
  if (!Number.isInteger(aadhaarLastDigit) || aadhaarLastDigit < 0 || aadhaarLastDigit > 9) {
    throw new RangeError('The last digit of an Aadhaar number is 0 to 9');
  }
  const rounds = Math.max(1, aadhaarLastDigit);
  let hash = value + shareCode;
  for (let i = 0; i < rounds; i++) hash = sha256Hex(hash);
  return hash;
}

/** SHA-256 of UTF-8 text, lower-case hex. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
