// FOIR — fixed obligations to income ratio: the share of the household's gross monthly income
// that all EMIs together (the existing ones and the new one) may take. The spec leaves the
// slabs OPEN; decision 047 settles them on the common practice of Indian lenders, lower for
// small incomes, where living costs take a larger share.

export interface FoirSlab {
  /** Gross monthly income up to and including this, rupees; null: no upper bound. */
  upTo: number | null;
  /** The FOIR, basis points of income (5000 = 50%). */
  bp: number;
}

export const FOIR_SLABS: readonly FoirSlab[] = [
  { upTo: 25_000, bp: 4000 },
  { upTo: 50_000, bp: 5000 },
  { upTo: 1_00_000, bp: 5500 },
  { upTo: null, bp: 6000 },
];

/** The FOIR of a gross monthly income, basis points. */
export function foir(monthlyIncome: number): number {
  for (const slab of FOIR_SLABS)
    if (slab.upTo === null || monthlyIncome <= slab.upTo) return slab.bp;
  return (FOIR_SLABS.at(-1) as FoirSlab).bp;
}

/**
 * What is left each month for a new EMI, whole rupees (0 or more): the FOIR's share of the
 * income, less the EMIs already paid.
 */
export function emiCapacity(monthlyIncome: number, existingEmis: number): number {
  return Math.max(0, Math.floor((monthlyIncome * foir(monthlyIncome)) / 10_000) - existingEmis);
}
