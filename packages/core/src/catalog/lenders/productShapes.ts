import type { LoanProduct, PropertyType } from './lenderTypes.js';

// Builders for the catalog's rows: the facts every product of a kind shares by default, so a
// lender's file states only its own figures. A default is ours, not a lender's: it is listed in
// `unsure` unless the row states the field itself.

type Own = Omit<
  LoanProduct,
  | 'kind'
  | 'requiresItr'
  | 'minBusinessVintageYears'
  | 'minAnnualTurnover'
  | 'allowedPropertyTypes'
  | 'allowUnidentifiedProperty'
  | 'cities'
> &
  Partial<
    Pick<
      LoanProduct,
      | 'requiresItr'
      | 'minBusinessVintageYears'
      | 'minAnnualTurnover'
      | 'allowedPropertyTypes'
      | 'allowUnidentifiedProperty'
      | 'cities'
    >
  >;

const ALL_HOMES: readonly PropertyType[] = ['ready', 'underConstruction', 'resale'];

/** A personal loan: unsecured, no property, ITR asked of the self-employed. */
export function personalLoan(own: Own): LoanProduct {
  return {
    requiresItr: true,
    minBusinessVintageYears: 0,
    minAnnualTurnover: 0,
    allowedPropertyTypes: [],
    allowUnidentifiedProperty: false,
    cities: null,
    ...own,
    kind: 'personal',
  };
}

/** A business loan: unsecured, for the self-employed; ITR and vintage asked. */
export function businessLoan(own: Own): LoanProduct {
  return {
    requiresItr: true,
    minBusinessVintageYears: 3,
    minAnnualTurnover: 0,
    allowedPropertyTypes: [],
    allowUnidentifiedProperty: false,
    cities: null,
    ...own,
    kind: 'business',
  };
}

/** A home loan: ready, under-construction and resale homes unless the row says otherwise. */
export function homeLoan(own: Own): LoanProduct {
  return {
    requiresItr: true,
    minBusinessVintageYears: 0,
    minAnnualTurnover: 0,
    allowedPropertyTypes: ALL_HOMES,
    allowUnidentifiedProperty: true,
    cities: null,
    ...own,
    kind: 'home',
  };
}

/** Rupees from lakh (2.5 → 2,50,000), for readable rows. */
export const lakh = (n: number): number => Math.round(n * 100_000);

/** Basis points from a percent (10.99 → 1099). */
export const pct = (n: number): number => Math.round(n * 100);
