// Provider ids (01 §9, CONST-21). The spec lists the ids without names; the names below are
// an ASSUMPTION of this project, matched to the card journeys' aliases (01 §2), except 60,
// which the spec names as the issuer of the card-bank (HDFC) disclaimer.

export const PROVIDER_IDS = {
  icici: 3,
  stashfin: 9,
  citi: 35,
  amex: 40,
  hdfc: 60,
  sbi: 61,
  rbl: 62,
  idfcFirst: 384,
  /** Named by the spec (02 §9). */
  northernArc: 1813,
} as const;

export type ProviderId = (typeof PROVIDER_IDS)[keyof typeof PROVIDER_IDS];

/** Display names (assumed, see above). */
export const PROVIDER_NAMES: Readonly<Record<ProviderId, string>> = {
  3: 'ICICI Bank',
  9: 'Stashfin',
  35: 'Citi',
  40: 'American Express',
  60: 'HDFC Bank',
  61: 'SBI Card',
  62: 'RBL Bank',
  384: 'IDFC First Bank',
  1813: 'Northern Arc',
};

/** Credit-card journey aliases (`credit-cards/{alias}`) and their provider; `test` has none. */
export const PROVIDER_BY_ALIAS = {
  sbi: PROVIDER_IDS.sbi,
  rbl: PROVIDER_IDS.rbl,
  icici: PROVIDER_IDS.icici,
  hdfc: PROVIDER_IDS.hdfc,
  citi: PROVIDER_IDS.citi,
  amex: PROVIDER_IDS.amex,
  stashfin: PROVIDER_IDS.stashfin,
  test: null,
} as const satisfies Record<string, ProviderId | null>;

export type CardProviderAlias = keyof typeof PROVIDER_BY_ALIAS;

/** The issuer whose card-bank disclaimer (`isHDFCDisclaimerChecked`) applies. */
export const CARD_BANK_DISCLAIMER_PROVIDER_ID = PROVIDER_IDS.hdfc;

/** Loan provider ids seen in the loans document (02 §9); which lender each is, is open. */
export const LOAN_PROVIDER_IDS = [13, 53, 58, 102, 1243, 1780, 2001, 2121] as const;
