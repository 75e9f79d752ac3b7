// The personal-loan journey's constants (spec 02 §2.4, §5, §9; decision 049): its ids, its
// routes, the sliders, and which lender's product sends the applicant where once the engine
// has matched (PL-07 to PL-13). Kept apart from the lender catalog (decision 047), whose rows
// are too heavy for the journey's lazily loaded definition; a test holds the two together.

/** Product 2 (01 §3: personal and business loan); no single provider or instrument. */
export const PERSONAL_LOAN_IDS = { productId: 2, providerId: null, instrumentId: null } as const;

/** The journey's route prefix. */
export const PERSONAL_LOAN_PREFIX = 'personal-loan';

/** The eligibility check's route prefix (02 §2.4 "other routes"; decision 058). */
export const PERSONAL_LOAN_ELIGIBILITY_PREFIX = 'personal-loan/eligibility';

/** The default page after the tenure step (02 §2.4, PL-12): the offers, someone else's page. */
export const PERSONAL_LOAN_OFFERS = 'personal-loan/offers';

/** Two business lenders book an appointment instead (PL-08): the booking-done page. */
export const PERSONAL_LOAN_BOOKING_DONE = 'booking-done';

/** Spec 02 §5, §9: the amount slider ₹50,000 to ₹25,00,000 (default ₹15,00,000), tenure 12–60. */
export const PERSONAL_LOAN_LIMITS = {
  amount: { min: 50_000, max: 25_00_000, step: 1_000, default: 15_00_000 },
  tenureMonths: { min: 12, max: 60, step: 1, default: 12 },
  /** 02 §5 minimum monthly salary; business monthly sales 50,000 to 1 crore. */
  minMonthlySalary: 10_000,
  monthlySales: { min: 50_000, max: 1_00_00_000 },
  /** 02 §2.4: 'Expected Loan Tenure?' shows progress 94. */
  tenureProgress: 94,
} as const;

/**
 * Where the chosen lender's product sends the applicant after the tenure step (PL-07 to PL-11),
 * the outcome of the `pl.lenderMatch` call: `loanApp` → step5.3, `booking` → /booking-done,
 * `own` → step5.2, `other` → step6.2 (self-employed) or step7.1, `none` → the offers page.
 */
export type LenderRoute = 'loanApp' | 'booking' | 'own' | 'other' | 'none';

export const LENDER_ROUTES: readonly LenderRoute[] = ['loanApp', 'booking', 'own', 'other', 'none'];

/**
 * The spec's unnamed lenders (PL-13, OPEN) as the catalog's products, by product id (decision
 * 049): the two loan-app lenders for personal and business loans are Bajaj Finance's (the
 * Bajaj Finserv app; 02 §9 names two Bajaj loan banks), the other business lender with them
 * Tata Capital's business loan; the two booking lenders Aditya Birla Finance's and Poonawalla
 * Fincorp's business loans; the product's own loan is IDFC FIRST Bank's (provider 384, the
 * product's own bank partner of product 2). Every other product is `other`.
 */
export const LENDER_ROUTE_BY_PRODUCT: Readonly<Record<number, Exclude<LenderRoute, 'none'>>> = {
  5111: 'loanApp',
  5112: 'loanApp',
  5122: 'loanApp',
  5132: 'booking',
  5142: 'booking',
  3841: 'own',
  3842: 'own',
};

export const lenderRouteOf = (productId: number): Exclude<LenderRoute, 'none'> =>
  LENDER_ROUTE_BY_PRODUCT[productId] ?? 'other';

/**
 * The lenders that sell personal or business loans, by the catalog's lender id, for the
 * tenure step's "preferred lender" choice (name order). A test checks them against the catalog.
 */
export const PERSONAL_LOAN_LENDERS: readonly { id: number; name: string }[] = [
  { id: 513, name: 'Aditya Birla Finance' },
  { id: 502, name: 'Axis Bank' },
  { id: 511, name: 'Bajaj Finance' },
  { id: 60, name: 'HDFC Bank' },
  { id: 3, name: 'ICICI Bank' },
  { id: 384, name: 'IDFC FIRST Bank' },
  { id: 503, name: 'Kotak Mahindra Bank' },
  { id: 514, name: 'Poonawalla Fincorp' },
  { id: 501, name: 'State Bank of India' },
  { id: 512, name: 'Tata Capital' },
];

/** The tenure step's call: the engine's match and the chosen lender's route (decision 049). */
export const LENDER_MATCH_CALL = 'pl.lenderMatch';

/** Step1's call: the credit report pulled with the step's answers (decision 038's lead pull). */
export const PL_CREDIT_REPORT_CALL = 'pl.creditReport';

/** 02 §8: the pull's failure text; the applicant goes on without a report. */
export const PL_PULL_FAILED = 'We were unable to pull your credit report';
