import type { LoanKind, LoanProduct, PropertyType } from './lenderTypes.js';

// Builders for the catalog's rows: the facts every product of a kind shares by default, so a
// lender's file states only its own figures. A default is ours, not a lender's: it is listed in
// `unsure` unless the row states the field itself.

/** The fields a builder gives a default; a row may still state them itself. */
type Defaulted =
  | 'requiresItr'
  | 'minBusinessVintageYears'
  | 'minAnnualTurnover'
  | 'allowedPropertyTypes'
  | 'allowUnidentifiedProperty'
  | 'cities';

type Own = Omit<LoanProduct, 'kind' | Defaulted> & Partial<Pick<LoanProduct, Defaulted>>;

const ALL_HOMES: readonly PropertyType[] = ['ready', 'underConstruction', 'resale'];

/** A personal loan: unsecured, no property, ITR asked of the self-employed. */
export const personalLoan = shaped('personal', {});

/** A business loan: unsecured, for the self-employed; ITR and vintage asked. */
export const businessLoan = shaped('business', { minBusinessVintageYears: 3 });

/** A home loan: ready, under-construction and resale homes unless the row says otherwise. */
export const homeLoan = shaped('home', {
  allowedPropertyTypes: ALL_HOMES,
  allowUnidentifiedProperty: true,
});

/** Rupees from lakh (2.5 → 2,50,000), for readable rows. */
export const lakh = (n: number): number => Math.round(n * 100_000);

/** Basis points from a percent (10.99 → 1099). */
export const pct = (n: number): number => Math.round(n * 100);

/** The builder of a kind: an unsecured loan's defaults, changed by the kind's `defaults`, then the row's own. */
function shaped(kind: LoanKind, defaults: Partial<Own>): (own: Own) => LoanProduct {
  return (own) => ({
    requiresItr: true,
    minBusinessVintageYears: 0,
    minAnnualTurnover: 0,
    allowedPropertyTypes: [],
    allowUnidentifiedProperty: false,
    cities: null,
    ...defaults,
    ...own,
    kind,
  });
}
