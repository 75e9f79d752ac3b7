// What a consent is for and the exact text the applicant agreed to (decision 029). A text
// that changes gets a new version: a record keeps the version it was given under, so what
// was agreed stays provable (DPDP Act 2023 s.6; DPDP Rules 2025).

export type ConsentPurpose = 'credit-bureau' | 'submission' | 'credit-report';

export interface ConsentText {
  purpose: ConsentPurpose;
  /** Changes whenever `text` does. */
  version: string;
  /** What the profile shows for it. */
  title: string;
  text: string;
}

export const TERMS_PATH = '/terms';
export const PRIVACY_PATH = '/privacy';

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
};

/** The journey field whose ticked box is a consent, and for what. */
export const CONSENT_FIELDS: Readonly<Record<string, ConsentPurpose>> = {
  isProviderChecked: 'credit-bureau',
};
