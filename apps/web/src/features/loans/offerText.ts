import { formatBasisPoints, formatINR, formatPercent } from '@tara/core/format';

// How the loan pages write figures: rates and APRs are core's `formatBasisPoints` ('10.99 %',
// decision 091), months. Rupees are core's `formatINR(rupees, 0)` and `formatPaise(paise)`.

/** 36 months; 1 month. */
export const monthsText = (n: number): string => `${n} ${n === 1 ? 'month' : 'months'}`;

/** A rate range: '10.99 % – 22 %', or one rate when both ends are equal. */
export function rateRangeText(r: { minBp: number; maxBp: number }): string {
  return r.minBp === r.maxBp
    ? formatBasisPoints(r.minBp)
    : `${formatBasisPoints(r.minBp)} – ${formatBasisPoints(r.maxBp)}`;
}

/** A processing fee: '2 % of the amount (at least ₹1,000, at most ₹10,000) + 18 % GST'. */
export function feeText(f: {
  bp: number;
  minRupees: number | null;
  maxRupees: number | null;
}): string {
  const bounds = [
    f.minRupees === null ? null : `at least ${formatINR(f.minRupees, 0)}`,
    f.maxRupees === null ? null : `at most ${formatINR(f.maxRupees, 0)}`,
  ].filter((x) => x !== null);
  const pct = `${formatBasisPoints(f.bp)} of the amount`;
  return `${pct}${bounds.length ? ` (${bounds.join(', ')})` : ''} + ${formatPercent(18)} GST`;
}

/** An amount of paise as a summary shows it: whole rupees, '₹9,456' (the KFS keeps paise). */
export const rupeesText = (paise: number): string => formatINR(Math.round(paise / 100), 0);

/**
 * The offer the daily-EMI banner describes: the lowest EMI of the matched offers (core's
 * `best`), the first in the list's neutral order when two are equal; null with none.
 */
export function lowestEmiOffer<T extends { offer: { emiPaise: number } }>(
  matched: readonly T[],
): T | null {
  let lowest: T | null = null;
  for (const item of matched) {
    if (lowest === null || item.offer.emiPaise < lowest.offer.emiPaise) lowest = item;
  }
  return lowest;
}

/** The banner's second sentence, naming its offer: '… of the offers: Axis Bank, Personal Loan.' */
export const emiOfferText = (p: { lenderName: string; name: string }): string =>
  `That is the lowest EMI of the offers: ${p.lenderName}, ${p.name}.`;
