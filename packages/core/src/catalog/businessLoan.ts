// Enumerations and constants of the partner (IDFC First Bank) business loan, spec 02 §3.3 and
// §9, inventory BL-38..59. Product-scoped on purpose: never share these ids with
// the credit line or the generic lists, whose codes differ.
import type { Labelled } from './enums.js';

/** Ids of the journey. The partial-lead payload alone sends product 15 (X-01, decision 020). */
export const BUSINESS_LOAN_IDS = {
  productId: 2,
  providerId: 384,
  partialLeadProductId: 15,
} as const;

/** Limits (02 §5, §9). Amounts in rupees, as the slider shows them. */
export const BUSINESS_LOAN_LIMITS = {
  loanAmount: { min: 50_000, max: 300_000, step: 5_000 },
  tenureMonths: { min: 12, max: 36, step: 1 },
  applicantAge: { min: 21, max: 65 },
  nomineeAge: { min: 18, max: 99 },
  eMandateResendSeconds: 10,
  bankStatementMonths: 6,
  nomineeName: 32,
  nationality: 15,
  remarks: 72,
  shareCode: 4,
  bankAccountNo: 32,
  accountHolderName: 72,
} as const;

/** Screens counted by the progress bar (step number / 43), and step28's fixed 92 (X-02). */
export const BUSINESS_LOAN_PROGRESS = { of: 43, at: { step28: 92 } } as const;

export const FAMILY_PROPERTY_STATUS = { yes: 1, no: 0 } as const;

/** relationshipWithOwner (02 §3.3): who owns the family property. */
export const PROPERTY_OWNER_RELATIONS = [
  'spouse',
  'father',
  'mother',
  'brother',
  'son',
  'self',
] as const;

export const MARITAL_STATUSES = ['MS_MARRIED', 'MS_SINGLE', 'MS_OTHERS'] as const;

/** residentialStatus and officePropertyStatus share these codes (02 §3.3). */
export const BUSINESS_LOAN_PROPERTY_STATUS: readonly Labelled[] = [
  { id: 3, label: 'Rented' },
  { id: 1, label: 'Self Owned' },
  { id: 2, label: 'Parental' },
];

export const BUSINESS_LOAN_BUSINESS_TYPES: readonly Labelled[] = [
  { id: 2, label: 'Retailer' },
  { id: 1, label: 'Wholesaler' },
];

/** educationalQualification of step28 (X-18: not the generic 1-5 list). */
export const BUSINESS_LOAN_QUALIFICATIONS: readonly Labelled[] = [
  { id: 7, label: 'Under Graduate' },
  { id: 3, label: 'Graduate' },
  { id: 5, label: 'Post Graduate' },
  { id: 8, label: 'Others' },
];

/** Religion ids 1-8 in the spec's order (BL-45 "presumably in the listed order"). */
export const RELIGIONS: readonly Labelled[] = [
  { id: 1, label: 'Hindu' },
  { id: 2, label: 'Muslim' },
  { id: 3, label: 'Christian' },
  { id: 4, label: 'Zoroastrian' },
  { id: 5, label: 'Sikh' },
  { id: 6, label: 'Buddhist' },
  { id: 7, label: 'Jain' },
  { id: 8, label: 'Others' },
];

export const CASTES: readonly Labelled[] = [
  { id: 1, label: 'SC' },
  { id: 2, label: 'ST' },
  { id: 3, label: 'Others' },
];

export const DEFAULT_CASTE = 3;

export const ACCOUNT_TYPES: readonly Labelled[] = [
  { id: 7, label: 'Saving' },
  { id: 3, label: 'Current' },
];

/** mandateType as the API spells it (BL-48). */
export const MANDATE_TYPES = { digital: 'DIGITAL', physical: 'PHYSICAL' } as const;

export const EMANDATE_MODES: readonly Labelled[] = [
  { id: 1, label: 'Net Banking' },
  { id: 2, label: 'Debit Card' },
];

export const KYC_TYPES = { central: 'ckyc', aadhaarOffline: 'okyc' } as const;

/** The business document ids of step15 and the partial-lead keys that carry them. */
export const BUSINESS_DOCUMENTS = {
  shopEstablishment: 'shopRegNo',
  fssai: 'fssaiId',
  gstin: 'gstinId',
} as const;

/** Largest upload the journey accepts per document. */
export const BUSINESS_LOAN_UPLOAD_BYTES = {
  aadhaarXml: 5 * 1024 * 1024,
  bankStatement: 10 * 1024 * 1024,
  photo: 5 * 1024 * 1024,
  physicalNach: 5 * 1024 * 1024,
} as const;

/** The rejection text shown before the reject screen (02 §4.1, MSG-076). */
export const BUSINESS_LOAN_REJECTION =
  'Thanks for your interest. One of our team members would get in touch with you';
