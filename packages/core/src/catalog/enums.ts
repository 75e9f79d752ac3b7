// Enumerations of the spec (01 §3, 02 §3; CONST-04..17). Labels are the spec's words.

export interface Labelled<Id extends number = number> {
  readonly id: Id;
  readonly label: string;
}

/**
 * The spec's 1 male, 2 female, and a third: RBI requires banks' forms to include transgender
 * persons (decision 032); each partner adapter maps it to the partner's own code.
 */
export const GENDER = { male: 1, female: 2, transgender: 3 } as const;
export const GENDER_OPTIONS: readonly Labelled[] = [
  { id: GENDER.male, label: 'Male' },
  { id: GENDER.female, label: 'Female' },
  { id: GENDER.transgender, label: 'Transgender' },
];

/** Employment type ids sent in leads. */
export const EMPLOYMENT_TYPES = {
  salaried: 1,
  selfEmployed: 2,
  governmentSector: 3,
  publicSector: 5,
  privateSector: 7,
  professional: 8,
  /** 'SL' in the spec. */
  sl: 9,
  companiesAndOffices: 12,
  horeca: 18,
  trader: 19,
  services: 20,
} as const;

/** Employment choices of the offer filters. */
export const FILTER_EMPLOYMENT: readonly Labelled[] = [
  { id: 1, label: 'Salaried' },
  { id: 8, label: 'Professionals' },
  { id: 9, label: 'Self Employed' },
  { id: 4, label: 'Armed Forces' },
  { id: 3, label: 'Govt/PSU' },
];

export const EDUCATION_LEVELS: readonly Labelled[] = [
  { id: 1, label: 'Under Graduate' },
  { id: 2, label: 'Graduate/Diploma' },
  { id: 3, label: 'Post Graduate' },
  { id: 4, label: 'Professional' },
  { id: 5, label: 'Others' },
];

export const RESIDENCE_TYPES: readonly Labelled[] = [
  { id: 1, label: 'Self Owned' },
  { id: 2, label: 'Owned by Family' },
  { id: 3, label: 'Rented Alone' },
  { id: 4, label: 'Rented with Family' },
  { id: 5, label: 'Paying Guest' },
  { id: 6, label: 'Hostel' },
];

export const SALARY_MODES: readonly Labelled[] = [
  { id: 1, label: 'Account' },
  { id: 2, label: 'Cheque' },
  { id: 3, label: 'Cash' },
];

/** Kinds of relation with a bank (`bankRelationType`). */
export const BANK_RELATION_KINDS: readonly Labelled[] = [
  { id: 1, label: 'Salary' },
  { id: 2, label: 'Credit Card' },
  { id: 3, label: 'Current' },
  { id: 4, label: 'Personal Loan' },
  { id: 5, label: 'Home Loan' },
  { id: 6, label: 'Any Loan' },
  { id: 7, label: 'Savings' },
  { id: 8, label: 'No Relation' },
  { id: 9, label: 'Any Relation' },
  { id: 10, label: 'Auto Loan' },
];

export const DEFAULT_BANK_RELATION_TYPE = 2;

export interface CreditHistoryLevel {
  readonly key: 'noCredit' | 'average' | 'excellent' | 'outstanding';
  readonly label: string;
  readonly min: number;
  /** Inclusive; null is open-ended. */
  readonly max: number | null;
}

/** Credit-score bands. Each has tips in the product; their text is not in the spec. */
export const CREDIT_HISTORY_LEVELS: readonly CreditHistoryLevel[] = [
  { key: 'noCredit', label: 'No Credit', min: -1, max: -1 },
  { key: 'average', label: 'Average', min: 0, max: 600 },
  { key: 'excellent', label: 'Excellent', min: 601, max: 750 },
  { key: 'outstanding', label: 'Outstanding', min: 751, max: null },
];

/** The band of a score, or undefined below -1. */
export function creditHistoryLevel(score: number): CreditHistoryLevel | undefined {
  return CREDIT_HISTORY_LEVELS.find((l) => score >= l.min && (l.max === null || score <= l.max));
}

export const INCOME_LABELS: Readonly<Record<number, string>> = { 1: '10000', 2: '30000+' };

/** Cities of the card filters. The codes behind them are not in the spec. */
export const CARD_CITY_NAMES = [
  'Delhi',
  'Bangalore',
  'Mumbai',
  'Chennai',
  'Jaipur',
  'Pune',
  'Hyderabad',
  'Kolkata',
  'Chandigarh',
  'Surat',
] as const;

/** Business entity types ('Proprietership' is the spec's spelling). */
export const BUSINESS_ENTITY_TYPES: readonly Labelled[] = [
  { id: 10, label: 'Proprietership' },
  { id: 11, label: 'Partnership' },
  { id: 12, label: 'Pvt. Ltd. Company' },
  { id: 13, label: 'LLP' },
];

/** The general relation list (co-applicants, references). */
export const RELATIONS: readonly Labelled[] = [
  { id: 1, label: 'Spouse' },
  { id: 2, label: 'Father' },
  { id: 3, label: 'Mother' },
  { id: 4, label: 'Brother' },
  { id: 5, label: 'Sister' },
  { id: 6, label: 'Son' },
  { id: 7, label: 'Daughter' },
  { id: 8, label: 'Self' },
];

/** The nominee relation list: its ids differ from RELATIONS. */
export const NOMINEE_RELATIONS: readonly Labelled[] = [
  { id: 1, label: 'Father' },
  { id: 2, label: 'Mother' },
  { id: 3, label: 'Son' },
  { id: 4, label: 'Daughter' },
  { id: 5, label: 'Brother' },
  { id: 6, label: 'Sister' },
  { id: 7, label: 'Spouse' },
];

export const DOCUMENT_TYPES = {
  bankStatement: 12,
  profilePic: 18,
  shopPic: 23,
  physicalNach: 39,
  okycAadhaar: 40,
} as const;
