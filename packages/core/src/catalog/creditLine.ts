// Enumerations and constants of the Northern Arc credit line, spec 02 §3.3, §5, §9, inventory
// CLG-11..24 and CLNA. Product-scoped on purpose: the credit line's codes differ from the
// business loan's (business types 1-11 here, 1-2 there; premises rented 1 / leased 2 / owned 3
// here, rented 3 / self 1 / parental 2 there).
import type { Labelled } from './enums.js';

/** Ids of the journey (02 §9: Northern Arc is product 15, provider 1813; CLNA-27). */
export const CREDIT_LINE_IDS = { productId: 15, providerId: 1813 } as const;

/** The provider's slug in the routes and the partner's API paths (`/leads/nacl/...`). */
export const NORTHERN_ARC_SLUG = 'nacl';

/** The OTP type of step1's mobile (02 §7, CLNA-04). */
export const NORTHERN_ARC_OTP_TYPE = 'NORTHERN_ARC_CL_MOBILE_VERIFICATION';

/** Progress is the step index over 43 (02 §2.3, §9; X-03: the bar never passes 72 %). */
export const CREDIT_LINE_PROGRESS = { of: 43 } as const;

export const CREDIT_LINE_LIMITS = {
  /** Expected loan tenure options: 6 to 60 months in steps of 6 (02 §5, CLG-17). */
  tenureMonths: { min: 6, max: 60, step: 6 },
  shareCode: 4,
  remarks: 72,
  bankAccountNo: 32,
  accountHolderName: 72,
  eMandateResendSeconds: 10,
} as const;

/** Business types 1-11 (02 §3.3, CLG-12), in the spec's order. */
export const CREDIT_LINE_BUSINESS_TYPES: readonly Labelled[] = [
  { id: 1, label: 'Apparel' },
  { id: 2, label: 'Electronics' },
  { id: 3, label: 'FMCG' },
  { id: 4, label: 'Home & kitchen' },
  { id: 5, label: 'Footwear' },
  { id: 6, label: 'IT accessories' },
  { id: 7, label: 'Stationery & office supplies' },
  { id: 8, label: 'Toys & baby care' },
  { id: 9, label: 'Fresh' },
  { id: 10, label: 'Pharma' },
  { id: 11, label: 'Electrical & hardware' },
];

/** residencePremiseType and officePremiseType (CLG-13). */
export const PREMISE_TYPES: readonly Labelled[] = [
  { id: 1, label: 'Rented' },
  { id: 2, label: 'Leased' },
  { id: 3, label: 'Owned' },
];

/** Store details (CLG-14): the values are the spec's words as codes. */
export const STORE_ENTRANCE_TYPES = ['SHUTTER', 'GLASS_PANEL', 'DOOR', 'UNIDENTIFIED'] as const;
export const STORE_STRUCTURE_TYPES = ['CONCRETE', 'NONCONCRETE'] as const;
export const STORE_LOCATION_TYPES = [
  'MARKET',
  'INDEPENDENT_STRUCTURE',
  'COMMERCIAL_COMPLEX',
  'UNIDENTIFIED',
] as const;
export const NAME_BOARD = ['YES', 'NO'] as const;

/** step13's business documents (CLNA-12) and the answer key of each id (karza's names). */
export const CREDIT_LINE_DOCUMENTS = {
  gstin: 'gstinId',
  fssai: 'fssaiId',
  shopEstablishment: 'shopRegNo',
  udyam: 'udyamRegNo',
} as const;

/** Membership kinds of step3 (02 §2.3 "membership, store selector, partner text"; decision 036). */
export const CREDIT_LINE_MEMBERSHIPS: readonly Labelled[] = [
  { id: 1, label: 'METRO Cash & Carry' },
  { id: 2, label: 'Other partner store' },
];

/** The success text of disbursal-status (CLNA-26, OPEN: the exact words are ours). */
export const CREDIT_LINE_SUCCESS =
  'Congratulations! Your credit line is approved. You can use it at our partner stores and platforms.';

/** The rejection text: the business loan's, which the credit line's flow shares (02 §4.1). */
export const CREDIT_LINE_REJECTION =
  'Thanks for your interest. One of our team members would get in touch with you';

/** Where a partner failure sends the applicant (02 §4.2, CLG-06). */
export const CREDIT_LINE_RESULTS = 'credit-line/results';

/** The credit report's message after the pull (02 §4.2, CLG-09). */
export const CREDIT_REPORT_PULLED = 'We have successfully pulled your credit report';
export const CREDIT_REPORT_NOT_PULLED = 'We were unable to pull your credit report';

/**
 * The stores of step3's store selector. The spec names the selector, not its list (decision
 * 036): a few METRO stores stand in until the partner's store list is known.
 */
export const CREDIT_LINE_STORES: readonly { code: string; label: string }[] = [
  { code: 'MUM-GOR', label: 'METRO Mumbai Goregaon' },
  { code: 'DEL-SHA', label: 'METRO Delhi Shalimar Bagh' },
  { code: 'BLR-YPR', label: 'METRO Bengaluru Yeshwantpur' },
  { code: 'HYD-KPH', label: 'METRO Hyderabad Kukatpally' },
  { code: 'KOL-DUM', label: 'METRO Kolkata Dum Dum' },
  { code: 'OTHER', label: 'Another partner store' },
];

/** The e-mandate's failure text (02 §8). */
export const ENACH_FAILED = 'Something went wrong';

/**
 * The generic credit line (`credit-line`, decision 037): its results page, `:cd` the result
 * code and `:q` the credit line's slug (absent: the generic line). The final route and the
 * exits name their code, so the page knows what it shows without asking.
 */
export const CREDIT_LINE_RESULT_CODES = ['approved', 'review', 'rejected', 'error'] as const;
export type CreditLineResultCode = (typeof CREDIT_LINE_RESULT_CODES)[number];
export const creditLineResultRoute = (code: CreditLineResultCode): string =>
  `${CREDIT_LINE_RESULTS}/${code}`;
