// The HTTP contract between the web client (or a native app) and the API, as types only.
export type * from './auth.js';
export type * from './booking.js';
export type * from './calls.js';
export type * from './cards.js';
export type * from './combo.js';
export type * from './consents.js';
export type * from './creditReport.js';
export type * from './extendedWarranty.js';
export type * from './fits.js';
export type * from './insurance.js';
export type * from './insuranceCovers.js';
export type * from './loanRuleEngine.js';
export type * from './loans.js';
export type * from './lookups.js';
export type * from './membership.js';
export type * from './opd.js';
export type * from './payments.js';
