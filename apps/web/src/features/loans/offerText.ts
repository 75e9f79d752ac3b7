import { formatINR } from '@tara/core/format';

// How the loan pages write figures: rates and APRs to two decimals (as the KFS PDF prints
// them), months. Rupees are core's `formatINR(rupees, 0)` and `formatPaise(paise)`.

/** 15.44% (basis points in). */
export const percentText = (bp: number): string => `${(bp / 100).toFixed(2)}%`;
/** 36 months; 1 month. */
export const monthsText = (n: number): string => `${n} ${n === 1 ? 'month' : 'months'}`;

/** A rate range: '10.99% – 22.00%', or one rate when both ends are equal. */
export function rateRangeText(r: { minBp: number; maxBp: number }): string {
  return r.minBp === r.maxBp
    ? percentText(r.minBp)
    : `${percentText(r.minBp)} – ${percentText(r.maxBp)}`;
}

/** A processing fee: '2% of the amount (at least ₹1,000, at most ₹10,000) + 18% GST'. */
export function feeText(f: {
  bp: number;
  minRupees: number | null;
  maxRupees: number | null;
}): string {
  const bounds = [
    f.minRupees === null ? null : `at least ${formatINR(f.minRupees, 0)}`,
    f.maxRupees === null ? null : `at most ${formatINR(f.maxRupees, 0)}`,
  ].filter((x) => x !== null);
  const pct = `${Number((f.bp / 100).toFixed(2))}% of the amount`;
  return `${pct}${bounds.length ? ` (${bounds.join(', ')})` : ''} + 18% GST`;
}
