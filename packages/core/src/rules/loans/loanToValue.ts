// RBI's loan-to-value caps for housing loans to individuals (Master Circular – Housing Finance,
// and the 2017 risk-weight circular): the category is the **loan amount** — up to ₹30 lakh,
// at most 90% of the property's value; above ₹30 lakh up to ₹75 lakh, 80%; above ₹75 lakh,
// 75%. Decision 047.

const LAKH = 1_00_000;

export interface LtvSlab {
  /** Loan amounts up to and including this, rupees; null: no upper bound. */
  upTo: number | null;
  /** The cap, basis points of the property's value. */
  bp: number;
}

export const LTV_SLABS: readonly LtvSlab[] = [
  { upTo: 30 * LAKH, bp: 9000 },
  { upTo: 75 * LAKH, bp: 8000 },
  { upTo: null, bp: 7500 },
];

/** The LTV cap for a loan of this amount, basis points. */
export function loanToValueCap(loanAmount: number): number {
  for (const slab of LTV_SLABS) if (slab.upTo === null || loanAmount <= slab.upTo) return slab.bp;
  return (LTV_SLABS.at(-1) as LtvSlab).bp;
}

/**
 * The largest home loan RBI's caps allow on a property of this value, whole rupees: the best
 * of each slab (its cap on the value, but not above the slab's top). A ₹35 lakh home can take
 * ₹30 lakh (the 90% slab, 86% of its value), more than 80% of it (₹28 lakh).
 */
export function maxLoanForProperty(propertyValue: number): number {
  if (!(propertyValue > 0)) return 0;
  let best = 0;
  for (const slab of LTV_SLABS) {
    const byCap = Math.floor((propertyValue * slab.bp) / 10_000);
    best = Math.max(best, slab.upTo === null ? byCap : Math.min(byCap, slab.upTo));
  }
  return best;
}
