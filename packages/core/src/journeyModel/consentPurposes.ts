// What a consent is for and the exact text the applicant agreed to (decision 029). A text
// that changes gets a new version: a record keeps the version it was given under, so what
// was agreed stays provable (DPDP Act 2023 s.6; DPDP Rules 2025).

export type ConsentPurpose =
  | 'credit-bureau'
  | 'submission'
  | 'credit-report'
  | 'pl-credit-report'
  | 'pl-lender'
  | 'idfc-business-loan'
  | 'northern-arc-credit-line'
  | 'metro-eligibility';

/** What a partner call does with the applicant's data that needs their say-so (decision 063). */
export type ConsentUse = 'bureauPull' | 'submission';

/**
 * One such use and who gets the data: a credit-bureau pull made by `party` (Tara or a lender),
 * or the application sent to `party` (a lender by name; `{call.fact}` the lender a call chose,
 * named in the text by the same token and filled in from that call's facts).
 */
export interface ConsentScope {
  use: ConsentUse;
  party: string;
}

export interface ConsentText {
  purpose: ConsentPurpose;
  /** Changes whenever `text` does. */
  version: string;
  /** What the profile shows for it. */
  title: string;
  text: string;
  /**
   * What a journey box with this text allows (decision 063); a partner call that needs one of
   * these finds it here. Absent: a consent no journey call rests on (the card screens' own).
   */
  allows?: readonly ConsentScope[];
}

export const TERMS_PATH = '/terms';
export const PRIVACY_PATH = '/privacy';

/** The lender the personal loan's match chose, as a consent names it (filled from its facts). */
export const MATCHED_LENDER = '{pl.lenderMatch.lenderName}';

export const CONSENT_TEXTS: Readonly<Record<ConsentPurpose, ConsentText>> = {
  'credit-bureau': {
    purpose: 'credit-bureau',
    version: '2026-11-24',
    title: 'Credit bureau check',
    text: 'I authorise Tara and its partner banks to receive my credit information from a credit bureau, and I agree to the Terms and Privacy Policy.',
  },
  'credit-report': {
    purpose: 'credit-report',
    version: '2026-11-24',
    title: 'Fetching my credit report',
    text: 'I authorise Tara to fetch my credit report from Experian to show me my credit score and offers, and agree to the Terms and the Privacy Policy.',
  },
  submission: {
    purpose: 'submission',
    version: '2026-11-24',
    title: 'Application sent to the issuer',
    text: 'I have checked the details above, I accept the key terms and fees and the issuer’s terms, and I ask Tara to send my application to the issuer.',
  },
  'pl-credit-report': {
    purpose: 'pl-credit-report',
    version: '2026-12-01',
    title: 'Credit report for my personal loan',
    text: 'I authorise Tara to fetch my credit report from a credit bureau now, only to match me with personal loan lenders, and I agree to the Terms and Privacy Policy.',
    allows: [{ use: 'bureauPull', party: 'Tara' }],
  },
  'pl-lender': {
    purpose: 'pl-lender',
    version: '2026-12-01',
    title: 'Personal loan application sent to the lender',
    text: `I ask Tara to send this application to ${MATCHED_LENDER}, the lender shown above, for this loan only.`,
    allows: [{ use: 'submission', party: MATCHED_LENDER }],
  },
  'idfc-business-loan': {
    purpose: 'idfc-business-loan',
    version: '2026-12-01',
    title: 'Business loan application sent to IDFC FIRST Bank',
    text: 'I ask Tara to send my business loan application to IDFC FIRST Bank, and I authorise IDFC FIRST Bank to check my details with credit bureaus and KYC registries and to contact me about this loan.',
    allows: [
      { use: 'submission', party: 'IDFC FIRST Bank' },
      { use: 'bureauPull', party: 'IDFC FIRST Bank' },
    ],
  },
  'northern-arc-credit-line': {
    purpose: 'northern-arc-credit-line',
    version: '2026-12-01',
    title: 'Credit line application sent to Northern Arc',
    text: 'I ask Tara to send my credit line application to Northern Arc, and I authorise Northern Arc and Tara to pull my credit report from a credit bureau, verify my KYC and contact me about this credit line.',
    allows: [
      { use: 'submission', party: 'Northern Arc' },
      { use: 'bureauPull', party: 'Northern Arc' },
      { use: 'bureauPull', party: 'Tara' },
    ],
  },
  'metro-eligibility': {
    purpose: 'metro-eligibility',
    version: '2026-12-01',
    title: 'METRO card eligibility check by IDFC FIRST Bank',
    text: 'I ask Tara to send my METRO card number and mobile to IDFC FIRST Bank, and I authorise IDFC FIRST Bank to check my credit report with a credit bureau to tell me what business credit my card makes me eligible for.',
    allows: [
      { use: 'submission', party: 'IDFC FIRST Bank' },
      { use: 'bureauPull', party: 'IDFC FIRST Bank' },
    ],
  },
};

/** The card journeys' contact-step box, recorded by its field name (decision 029). */
export const CONSENT_FIELDS: Readonly<Record<string, ConsentPurpose>> = {
  isProviderChecked: 'credit-bureau',
};
