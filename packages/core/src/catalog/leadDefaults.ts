import { PRODUCT_IDS } from './products.js';
import { PROVIDER_IDS } from './providers.js';

// Fixed values of lead payloads (01 §9, CONST-18..20, CONST-23).

export const CARD_LEAD_DEFAULTS = {
  localityId: 1,
  cityId: 1,
  tenure: 0,
  interestRate: 0,
  processingFee: 0,
  addressType: 'HOME',
} as const;

/** The Amex-type lead always sends this city id. */
export const AMEX_LEAD_CITY_ID = 1;

export const CITY_CATEGORY = '6';
export const FALLBACK_CITY = 'Other';

/** Gross monthly income sent when the applicant is not salaried. */
export const DEFAULT_GROSS_MONTHLY_INCOME = 80_000;

export const PROFESSION_ID = { selfEmployed: 6, other: 5 } as const;

/** 6 for a self-employed applicant (form value `selfEmpl`), otherwise 5. */
export function professionIdFor(empType: string | null | undefined): 6 | 5 {
  return empType === 'selfEmpl' ? PROFESSION_ID.selfEmployed : PROFESSION_ID.other;
}

/** Property owned: 1 if yes, else 8. */
export function propertyOwnedId(owned: boolean): 1 | 8 {
  return owned ? 1 : 8;
}

/** The pincode-to-city lookup's fixed query. */
export const PINCODE_LOOKUP = {
  productId: PRODUCT_IDS.creditCard,
  providerId: PROVIDER_IDS.icici,
  limit: 1,
} as const;

export const DUMMY_USER_ID = 2521;

/** The profile id of the extended-warranty-style user update (03 §3, §9: EW-03). */
export const EW_PROFILE_ID = 7;
