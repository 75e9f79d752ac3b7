export { ADMIN_PERMISSION_IDS, isAdminPermissions } from './admin.js';
export type { CreditHistoryLevel, Labelled } from './enums.js';
export {
  BANK_RELATION_KINDS,
  BUSINESS_ENTITY_TYPES,
  CARD_CITY_NAMES,
  CREDIT_HISTORY_LEVELS,
  creditHistoryLevel,
  DEFAULT_BANK_RELATION_TYPE,
  DOCUMENT_TYPES,
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  FILTER_EMPLOYMENT,
  GENDER,
  GENDER_OPTIONS,
  INCOME_LABELS,
  NOMINEE_RELATIONS,
  RELATIONS,
  RESIDENCE_TYPES,
  SALARY_MODES,
} from './enums.js';
export {
  AMEX_LEAD_CITY_ID,
  CARD_LEAD_DEFAULTS,
  CITY_CATEGORY,
  DEFAULT_GROSS_MONTHLY_INCOME,
  DUMMY_USER_ID,
  FALLBACK_CITY,
  PINCODE_LOOKUP,
  PROFESSION_ID,
  professionIdFor,
  propertyOwnedId,
} from './leadDefaults.js';
export {
  ADDRESS_SUGGEST,
  APP_VERSIONS,
  AUTOSUGGEST,
  CARD_LIST_DEFAULTS,
  DEBOUNCE_MS,
  DEFAULT_PAGE_SIZE,
  MONEY_LIMITS,
  PAYMENT_DEFAULTS,
  TEXT_LIMITS,
  TIMINGS_MS,
} from './limits.js';
export type { BookingMode, ObjectType, ProductId } from './products.js';
export { BOOKING_MODE_PRODUCT, OBJECT_TYPES, PRODUCT_IDS } from './products.js';
export type { CardProviderAlias, ProviderId } from './providers.js';
export {
  CARD_BANK_DISCLAIMER_PROVIDER_ID,
  LOAN_PROVIDER_IDS,
  PROVIDER_BY_ALIAS,
  PROVIDER_IDS,
  PROVIDER_NAMES,
} from './providers.js';
