import { groupIndian } from '../format/formatINR.js';

// Money is integer paise wherever it is stored or computed (decision 040); rupees exist only
// as text, on screen or in the spec's string fields. These are the only crossings between the
// two (decision 071): paise to rupees text and that text with its ₹ sign here, text to paise
// in `rupeesToPaise.ts` (apart, so a page that only shows amounts does not take the reader).
// Whole rupees (catalogue limits, loan amounts) are written by `formatINR(amount, 0)`.

/**
 * Paise as the rupees the spec's string fields carry: '1,179' or '1,179.50' (two decimals only
 * when there are paise), lakh grouping, no ₹. A RangeError for a negative or fractional amount.
 */
export function paiseToRupees(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not paise: ${paise}`);
  const rest = paise % 100;
  return (
    groupIndian(String((paise - rest) / 100)) + (rest ? `.${String(rest).padStart(2, '0')}` : '')
  );
}

/** '₹1,179' or '₹1,179.50' (`paiseToRupees` with its sign); '-₹500' for a refund; '' for a fraction. */
export function formatPaise(paise: number): string {
  if (!Number.isSafeInteger(paise)) return '';
  return `${paise < 0 ? '-' : ''}₹${paiseToRupees(Math.abs(paise))}`;
}
