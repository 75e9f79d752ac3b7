// Limits, debounces and list defaults (01 §9, CONST-22..24, VAL-24, VAL-32, VAL-61).

/** Maximum characters (or, for day and month, the highest value) of text fields. */
export const TEXT_LIMITS = {
  pincode: 6,
  mobile: 10,
  pan: 10,
  ifsc: 11,
  ifscField: 32,
  dobDay: 31,
  dobMonth: 12,
  address: 72,
  officeAddress: 72,
  city: 32,
  nomineeName: 30,
  nationality: 15,
  aadhaar: 14,
  businessName: 72,
  bankAccountNo: 32,
  accountHolderName: 72,
} as const;

/** Milliseconds. */
export const DEBOUNCE_MS = {
  textChange: 1000,
  radioAdvance: 1000,
  autosuggest: 300,
  addressInput: 800,
  tab: 400,
  phoneField: 100,
} as const;

export const AUTOSUGGEST = { minChars: 2, limit: 10, offset: 0 } as const;

/** Address suggestions show for 3 to 9 typed characters. */
export const ADDRESS_SUGGEST = { minChars: 3, maxChars: 9 } as const;

export const TIMINGS_MS = {
  scrollAnimation: 600,
  scrollToTop: 500,
  throttle: 250,
  geolocationTimeout: 10_000,
  persistState: 3000,
} as const;

/** Card list calls and filters. */
export const CARD_LIST_DEFAULTS = {
  callLimit: 100,
  filterLimit: 1000,
  offset: 0,
  minAnnualFee: 0,
  maxAnnualFee: 100_000,
  minJoiningFee: 6500,
  maxJoiningFee: 11_000,
  /** After a load the joining-fee maximum is the highest fee plus this (6500 with no cards). */
  joiningFeeHeadroom: 1000,
  sortKey: 'name',
  /** 1 ascending, -1 descending. */
  sortDirection: 1,
} as const;

/** Monthly amounts of the loan journeys. */
export const MONEY_LIMITS = {
  minMonthlySalary: 10_000,
  minMonthlySales: 50_000,
  maxMonthlySales: 10_000_000,
} as const;

export const PAYMENT_DEFAULTS = { deviceType: 1, pg: 1 } as const;

export const DEFAULT_PAGE_SIZE = 50;

/** Native app versions that unlock features. */
export const APP_VERSIONS = { insuranceJourney: 71, selfPullThemeMode1: 51 } as const;
