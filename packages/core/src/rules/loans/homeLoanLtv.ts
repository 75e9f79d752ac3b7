import { formatINR } from '../../format/formatINR.js';
import { formatBasisPoints } from '../../format/formatPercent.js';
import { LTV_SLABS, maxLoanForProperty } from './loanToValue.js';

// RBI's loan-to-value cap on a home, in words for the home-loan offers page (decision 056).
// The cap's category is the loan amount (decision 047): 90% on loans up to ₹30 lakh, 80%
// above that up to ₹75 lakh, 75% above ₹75 lakh; the most a home can take is the best slab.
// The text names the slab that binds, as a percent of the value or as the slab's top.

const LAKH = 1_00_000;

export interface LtvCap {
  propertyValue: number;
  /** The most RBI's caps allow on the home, rupees. */
  maxLoan: number;
  /** The binding slab's cap, basis points of the value. */
  capBp: number;
  /** The most is the slab's top (₹30 or ₹75 lakh), not its percent of the value. */
  atSlabTop: boolean;
  /** The cap in plain words. */
  text: string;
}

const lakhs = (n: number) => `₹${n / LAKH} lakh`;

/** The loan amounts a slab covers, in words. */
function slabWords(i: number): string {
  const slab = LTV_SLABS[i];
  const below = i > 0 ? LTV_SLABS[i - 1]?.upTo : null;
  if (!slab) return '';
  if (slab.upTo === null) return `above ${lakhs(below ?? 0)}`;
  return below ? `above ${lakhs(below)} up to ${lakhs(slab.upTo)}` : `up to ${lakhs(slab.upTo)}`;
}

/** The cap on a home of this value (rupees, more than 0), with the slab that binds. */
export function ltvCap(propertyValue: number): LtvCap {
  const maxLoan = maxLoanForProperty(propertyValue);
  // The first slab that gives the most (at ₹37.5 lakh, 90% capped and 80% both give ₹30 lakh).
  let index = -1;
  let atSlabTop = false;
  LTV_SLABS.forEach((slab, i) => {
    const byCap = Math.floor((propertyValue * slab.bp) / 10_000);
    const top = slab.upTo !== null && byCap > slab.upTo;
    if (index < 0 && (top ? slab.upTo : byCap) === maxLoan) {
      index = i;
      atSlabTop = top;
    }
  });
  index = Math.max(index, 0);
  const capBp = (LTV_SLABS[index] ?? { bp: 0 }).bp;
  const value = formatINR(propertyValue, 0);
  const next = LTV_SLABS[index + 1];
  const text =
    atSlabTop && next
      ? `Your property is valued at ${value}, so lenders can lend at most ${formatINR(maxLoan, 0)}: RBI allows ${formatBasisPoints(capBp)} of a home’s value on loans ${slabWords(index)}, and only ${formatBasisPoints(next.bp)} on larger loans.`
      : `Your property is valued ${index === LTV_SLABS.length - 1 ? `above ${lakhs(75 * LAKH)}` : `at ${value}`}, so lenders can lend at most ${formatBasisPoints(capBp)} of its value: ${formatINR(maxLoan, 0)} (RBI’s cap on home loans ${slabWords(index)}).`;
  return { propertyValue, maxLoan, capBp, atSlabTop, text };
}
