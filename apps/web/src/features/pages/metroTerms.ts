// The METRO membership terms (spec 03 §9, METRO-13, GEN-05), in our own words; the copy and the
// city of the courts are decision 043's (the warehouse club's Indian head office is in
// Bengaluru). /metro-stc/terms-and-conditions shows them; the hp and metro journeys link there.

/** The city whose courts alone hear disputes about the METRO membership offer. */
export const METRO_JURISDICTION_CITY = 'Bengaluru';

/** The eight terms, in the spec's order. */
export const METRO_TERMS: readonly string[] = [
  'This offer is open only to selected business customers registered with METRO Cash & Carry.',
  'Coupons cannot be used after their expiry date, and lost coupons will not be replaced.',
  'The enrolment fee is not refundable, and the benefits cannot be passed on to anyone else.',
  'A member may belong to only one loyalty programme at a time.',
  'Coupons can be used only at the METRO store where the member registered.',
  'Liquor, tobacco products and baby food are not part of this offer.',
  'METRO Cash & Carry may change or end the scheme at any time without notice, and its decision on any dispute is final.',
  `Any dispute is subject to the exclusive jurisdiction of the courts at ${METRO_JURISDICTION_CITY}.`,
];
