import { HOUSING_FINANCE_LOANS } from './housingFinance.js';
import { LARGE_BANK_LOANS } from './largeBanks.js';
import type { LoanProduct } from './lenderTypes.js';
import { NBFC_LOANS } from './nbfcs.js';
import { PRIVATE_BANK_LOANS } from './privateBanks.js';

/**
 * Every loan product of the catalog (decision 047): banks, NBFCs and housing finance
 * companies, in no particular order (the offers are ordered by APR, see `orderLoanOffers`).
 */
export const lenderCatalog: readonly LoanProduct[] = [
  ...LARGE_BANK_LOANS,
  ...PRIVATE_BANK_LOANS,
  ...NBFC_LOANS,
  ...HOUSING_FINANCE_LOANS,
];

/** The lenders of the catalog, by lender id, in name order. */
export const LENDERS: readonly { id: number; name: string }[] = [
  ...new Map(lenderCatalog.map((p) => [p.lenderId, p.lenderName])),
]
  .map(([id, name]) => ({ id, name }))
  .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
