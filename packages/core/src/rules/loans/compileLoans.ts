import type { Employment } from '../../catalog/employment.js';
import type { LoanKind, LoanProduct, PropertyType } from '../../catalog/lenders/lenderTypes.js';
import { formatINR } from '../../format/formatINR.js';

// A loan catalog compiled once (decision 047), like the card engine's `compileCatalog`:
// everything about a product that does not depend on the applicant — its indicative rate for
// each profession and credit level, its cities as a set, its amounts and ranges already in
// words — so that judging an applicant costs comparisons and concatenations.

export const EMPLOYMENTS: readonly Employment[] = ['salaried', 'selfEmployed', 'professional'];

export const EMPLOYMENT_TEXT: readonly string[] = [
  'salaried applicants',
  'self-employed applicants',
  'self-employed professionals',
];

const PROPERTY_TEXT: Readonly<Record<PropertyType, string>> = {
  ready: 'ready homes',
  underConstruction: 'homes under construction',
  resale: 'resale homes',
  plot: 'plots',
  selfConstruction: 'building on your own plot',
};

export const propertyTypeText = (type: PropertyType): string => PROPERTY_TEXT[type];

export interface CompiledLoan<P extends LoanProduct = LoanProduct> {
  readonly index: number;
  readonly product: P;
  /**
   * The indicative rate, basis points, by profession (salaried, self-employed, professional)
   * then credit level (unknown, no credit, average, excellent, outstanding); NaN: not offered.
   */
  readonly rateBp: readonly (readonly number[])[];
  /** Minimum monthly income by profession; NaN: not offered to that profession. */
  readonly minIncome: readonly number[];
  readonly minIncomeText: readonly string[];
  /** Lower-cased city → pretty name; null: all India. */
  readonly cities: ReadonlyMap<string, string> | null;
  readonly propertyTypes: ReadonlySet<PropertyType>;
  readonly propertyTypesText: string;
  /** '21–60'. */
  readonly ageText: string;
  readonly minAmountText: string;
  readonly maxAmountText: string;
  readonly minCreditText: string;
  readonly minTurnoverText: string;
}

export interface CompiledLoans<P extends LoanProduct = LoanProduct> {
  readonly products: readonly P[];
  readonly byKind: Readonly<Record<LoanKind, readonly CompiledLoan<P>[]>>;
}

/**
 * The indicative rate of a range for a credit level: the lowest rate for an Outstanding score
 * (751+), the middle of the range for Excellent (601–750), the highest for Average, No Credit
 * or an unknown score. Lenders price by risk; this is what we can say before they do.
 */
export function indicativeRateBp(minBp: number, maxBp: number, creditLevel: number): number {
  if (creditLevel === 4) return minBp;
  if (creditLevel === 3) return Math.round((minBp + maxBp) / 2);
  return maxBp;
}

function compileOne<P extends LoanProduct>(product: P, index: number): CompiledLoan<P> {
  const rateBp = EMPLOYMENTS.map((e) => {
    const range = product.rates[e];
    return [0, 1, 2, 3, 4].map((level) =>
      range ? indicativeRateBp(range.minBp, range.maxBp, level) : Number.NaN,
    );
  });
  const minIncome = EMPLOYMENTS.map((e) =>
    product.rates[e] ? (product.minMonthlyIncome[e] ?? 0) : Number.NaN,
  );
  const types = new Set(product.allowedPropertyTypes);
  return {
    index,
    product,
    rateBp,
    minIncome,
    minIncomeText: minIncome.map((m) => (Number.isNaN(m) ? '' : `${formatINR(m, 0)} a month`)),
    cities: product.cities && new Map(product.cities.map((c) => [c.trim().toLowerCase(), c])),
    propertyTypes: types,
    propertyTypesText: [...types].map(propertyTypeText).join(', '),
    ageText: `${product.age.min}–${product.age.max}`,
    minAmountText: formatINR(product.amount.min, 0),
    maxAmountText: formatINR(product.amount.max, 0),
    minCreditText: product.minCreditScore < 0 ? 'none' : String(product.minCreditScore),
    minTurnoverText: formatINR(product.minAnnualTurnover, 0),
  };
}

/** Compiles a catalog: once per catalog, not per applicant. */
export function compileLoans<P extends LoanProduct>(products: readonly P[]): CompiledLoans<P> {
  const byKind: Record<LoanKind, CompiledLoan<P>[]> = { personal: [], business: [], home: [] };
  products.forEach((product, i) => {
    byKind[product.kind].push(compileOne(product, i));
  });
  return { products, byKind };
}
