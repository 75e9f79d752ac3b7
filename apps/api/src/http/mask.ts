import { maskAadhaar } from '@tara/core';

// What a partner call may keep in `lead_calls` (request, response, facts): never a whole PAN,
// Aadhaar, account number or mobile. Adapters mask what they know; `maskRecord` is the runner's
// last pass over everything stored, by pattern, so an adapter's slip is not a leak.

// A PAN is a word of its own, or the middle of a GSTIN. Inside a longer token it is not one:
// a gateway's random id (order_ABCDE1234Fxyz) must be kept whole, or its checkout breaks.
const PAN = /(?<![A-Za-z0-9])[A-Z]{5}[0-9]{4}[A-Z](?![A-Za-z0-9])/gi;
const GSTIN = /(?<![A-Za-z0-9])([0-9]{2})([A-Z]{5}[0-9]{4}[A-Z])([0-9A-Z]{3})(?![A-Za-z0-9])/gi;
/** Nine digits or more in a row, spaces or dashes allowed (Aadhaar, accounts, mobiles). */
const LONG_DIGITS = /\d(?:[\s-]?\d){8,}/g;

/** ABCDE1234F → XXXXX1234X: the digits say which test PAN it was, not whose. */
export function maskPan(pan: string): string {
  const text = pan.trim().toUpperCase();
  return text.length === 10 ? `XXXXX${text.slice(5, 9)}X` : 'X'.repeat(text.length);
}

/** bureau.1234@example.com → bu****@example.com: the start and the domain, not the box. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return 'X'.repeat(email.length);
  const local = email.slice(0, at);
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(4, local.length - 2))}${email.slice(at)}`;
}

/** Only the last four digits of an account number: XXXXXXXX1234. */
export function maskAccount(account: string): string {
  const digits = account.replace(/\s/g, '');
  return `${'X'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}

/** RAVI KUMAR → R*** K****: enough to recognise, not to copy. */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${word.charAt(0)}${'*'.repeat(Math.max(0, word.length - 1))}`)
    .join(' ');
}

export { maskAadhaar };

/** Masks every PAN (alone or in a GSTIN) and every run of nine digits or more (to its last four) in a text. */
export function maskText(text: string): string {
  return text
    .replace(GSTIN, (_, state: string, pan: string, tail: string) => state + maskPan(pan) + tail)
    .replace(PAN, (pan) => maskPan(pan))
    .replace(LONG_DIGITS, (digits) => maskAccount(digits.replace(/[\s-]/g, '')));
}

/**
 * Keys whose values are references minted by us or a partner (orderId, mandateId, payment_id,
 * externalRef): random text that may hold a digit run or a PAN-shaped run by chance, and that
 * must be kept whole or the order, mandate or lead it names is lost. Never a key that names
 * personal data.
 */
const REFERENCE_KEY = /(?:Id|_id|Ref)$/;
const PERSONAL_KEY = /pan|aadhaar|account|mobile|phone/i;

const isReferenceKey = (key: string): boolean => REFERENCE_KEY.test(key) && !PERSONAL_KEY.test(key);

/**
 * A deep copy of a JSON-like value with every string passed through `maskText`, except the
 * values of reference keys that are one token (no spaces).
 */
export function maskRecord<T>(value: T): T {
  if (typeof value === 'string') return maskText(value) as T;
  if (Array.isArray(value)) return value.map((v) => maskRecord(v)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        k,
        typeof v === 'string' && isReferenceKey(k) && !/\s/.test(v) ? v : maskRecord(v),
      ]),
    ) as T;
  }
  return value;
}
