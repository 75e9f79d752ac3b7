// The home-loan journey's constants (spec 02 §2.5, §3.6, §9; decision 056): ids, routes, the
// answers' option values (the eligibility state's words: loanUsage, residence type, relation)
// and the limits of its amounts. Kept apart from the lender catalog (decision 047), whose rows
// are too heavy for the journey's lazily loaded definition.

/** Product 1 (02 §1: home loan), booking mode hl; no single provider or instrument. */
export const HOME_LOAN_IDS = { productId: 1, providerId: null, instrumentId: null } as const;

/** The journey's route prefix (02 §2.5). */
export const HOME_LOAN_PREFIX = 'home-loan/check-eligibility';

/** Where the journey ends: the neutral offers page (02 §2.5, HL-02 OPEN: settled by 056). */
export const HOME_LOAN_OFFERS = 'home-loan/offers';

/** What the loan is for (§3.6 `loanUsage`; TRANSFER_EXISTING is the spec's own value). */
export const LOAN_USAGES = [
  { value: 'BUY_HOME', label: 'Buy a home' },
  { value: 'BUILD_HOME', label: 'Build a home on my own plot' },
  { value: 'BUY_PLOT', label: 'Buy a plot' },
  { value: 'TRANSFER_EXISTING', label: 'Move my home loan to a lower rate' },
] as const;

/** What the home being bought is (the catalog's property types a buyer chooses between). */
export const HOME_TYPES = [
  { value: 'ready', label: 'New and ready to move in' },
  { value: 'underConstruction', label: 'Under construction' },
  { value: 'resale', label: 'Resale' },
] as const;

/** The co-applicant's relation (02 §3.3's relation list, self left out). */
export const CO_APPLICANT_RELATIONS = [
  { value: 'spouse', label: 'Spouse' },
  { value: 'father', label: 'Father' },
  { value: 'mother', label: 'Mother' },
  { value: 'brother', label: 'Brother' },
  { value: 'sister', label: 'Sister' },
  { value: 'son', label: 'Son' },
  { value: 'daughter', label: 'Daughter' },
] as const;

/** The credit levels of 02 §3.5, and "I don't know" (the engine's benefit of the doubt). */
export const CREDIT_LEVEL_OPTIONS = [
  { value: 'outstanding', label: 'Outstanding (751 and above)' },
  { value: 'excellent', label: 'Excellent (601 to 750)' },
  { value: 'average', label: 'Average (up to 600)' },
  { value: 'noCredit', label: 'No credit history' },
  { value: 'unknown', label: "I don't know" },
] as const;

const LAKH = 1_00_000;
const CRORE = 100 * LAKH;

/** Amounts in whole rupees; tenure in years (home loans are sold by the year). */
export const HOME_LOAN_LIMITS = {
  propertyValue: { min: 5 * LAKH, max: 100 * CRORE },
  loanAmount: { min: LAKH, max: 15 * CRORE },
  tenureYears: { min: 1, max: 30, step: 1, default: 20 },
  /** 02 §5's minimum monthly salary, for the applicant and the co-applicant. */
  minMonthlyIncome: 10_000,
  /** The applicant's age (the catalog's home loans: 18 to 70). */
  age: { min: 18, max: 70 },
} as const;

/** The messages of the journey's own checks (02 §5 gives none for these amounts). */
export const HOME_LOAN_MESSAGES = {
  propertyValueMin: 'The property should be worth at least ₹5,00,000',
  propertyValueMax: 'Please enter a value up to ₹100 crore',
  loanAmountMin: 'The smallest home loan is ₹1,00,000',
  loanAmountMax: 'The largest home loan is ₹15 crore',
  loanAboveValue: "The loan cannot be more than the property's value",
  emiAboveIncome: 'Your EMIs cannot be more than your monthly income',
} as const;
