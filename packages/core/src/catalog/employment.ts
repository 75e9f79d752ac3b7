// The applicant's kind of work and credit-history level: read by the card data and by the
// employer categories alike (so neither imports the other).
import type { CreditHistoryLevel } from './enums.js';

/** How the applicant earns: the spec's occupation types 1 Salaried, 2 Self Employed, 3 Professional. */
export type Employment = 'salaried' | 'selfEmployed' | 'professional';

/** A credit-history level of the catalog: No Credit, Average, Excellent, Outstanding. */
export type CreditHistoryKey = CreditHistoryLevel['key'];
