import { groupIndian } from '../format/formatINR.js';

// Money is integer paise wherever it is stored or computed (decision 040); rupees exist only
// as text, on screen or in the spec's string fields. These are the only crossings between the
// two (decision 071): text to paise, paise to rupees text, and that text with its ₹ sign.
// Whole rupees (catalogue limits, loan amounts) are written by `formatINR(amount, 0)`.

/** The largest amount one purchase may carry: ₹1 crore (Razorpay's order ceiling is lower). */
export const MAX_PAISE = 1_00_00_000_00;

/**
 * Rupees as typed or sent ('1179', '1,179.50', 1179.5) to paise, exactly: the digits are read as
 * text, never through a float multiplication (0.29 * 100 is 28.999…). More than two decimals,
 * a sign, or anything that is not a number gives null.
 */
export function rupeesToPaise(rupees: string | number): number | null {
  const text = typeof rupees === 'number' ? numberText(rupees) : rupees.trim().replace(/,/g, '');
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text ?? '');
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return paise <= MAX_PAISE ? paise : null;
}

/** A number's own shortest text ('1179.5'), or null when it is not a plain finite amount. */
const numberText = (n: number): string | null =>
  Number.isFinite(n) && n >= 0 && !String(n).includes('e') ? String(n) : null;

/**
 * Paise as the rupees the spec's string fields carry: '1,179' or '1,179.50' (two decimals only
 * when there are paise), lakh grouping, no ₹. A RangeError for a negative or fractional amount.
 */
export function paiseToRupees(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`paise must be a whole number, 0 or more (got ${paise})`);
  }
  const rest = paise % 100;
  const rupees = groupIndian(String((paise - rest) / 100));
  return `${rupees}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/** '₹1,179' or '₹1,179.50' (`paiseToRupees` with its sign); '-₹500' for a refund; '' for a fraction. */
export function formatPaise(paise: number): string {
  if (!Number.isSafeInteger(paise)) return '';
  return `${paise < 0 ? '-' : ''}₹${paiseToRupees(Math.abs(paise))}`;
}
