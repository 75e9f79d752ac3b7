export { ADMIN_PERMISSION_IDS, isAdminPermissions } from './admin.js';
export {
  ACCOUNT_TYPES,
  BUSINESS_DOCUMENTS,
  BUSINESS_LOAN_BUSINESS_TYPES,
  BUSINESS_LOAN_IDS,
  BUSINESS_LOAN_LIMITS,
  BUSINESS_LOAN_PROGRESS,
  BUSINESS_LOAN_PROPERTY_STATUS,
  BUSINESS_LOAN_QUALIFICATIONS,
  BUSINESS_LOAN_REJECTION,
  BUSINESS_LOAN_UPLOAD_BYTES,
  CASTES,
  DEFAULT_CASTE,
  EMANDATE_MODES,
  FAMILY_PROPERTY_STATUS,
  KYC_TYPES,
  MANDATE_TYPES,
  MARITAL_STATUSES,
  PROPERTY_OWNER_RELATIONS,
  RELIGIONS,
} from './businessLoan.js';
export {
  CREDIT_LINE_BUSINESS_TYPES,
  CREDIT_LINE_IDS,
  CREDIT_LINE_LIMITS,
  CREDIT_LINE_REJECTION,
  CREDIT_LINE_RESULTS,
  CREDIT_LINE_STORES,
  CREDIT_LINE_SUCCESS,
  CREDIT_REPORT_NOT_PULLED,
  CREDIT_REPORT_PULLED,
  NORTHERN_ARC_OTP_TYPE,
  NORTHERN_ARC_SLUG,
} from './creditLine.js';
export type {
  DocumentParties,
  ProductDocument,
  ProductParties,
  TaraRole,
} from './documentParties.js';
export {
  capitalised,
  coverDocumentParties,
  grievanceLine,
  partyLine,
  taraLine,
} from './documentParties.js';
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
  CO_APPLICANT_RELATIONS,
  CREDIT_LEVEL_OPTIONS,
  HOME_LOAN_IDS,
  HOME_LOAN_LIMITS,
  HOME_LOAN_MESSAGES,
  HOME_LOAN_OFFERS,
  HOME_LOAN_PREFIX,
  HOME_TYPES,
  LOAN_USAGES,
} from './homeLoan.js';
export {
  AMEX_LEAD_CITY_ID,
  CARD_LEAD_DEFAULTS,
  CITY_CATEGORY,
  DEFAULT_GROSS_MONTHLY_INCOME,
  DUMMY_USER_ID,
  EW_PROFILE_ID,
  FALLBACK_CITY,
  PINCODE_LOOKUP,
  PROFESSION_ID,
  professionIdFor,
  propertyOwnedId,
} from './leadDefaults.js';
export type {
  LoanKind,
  LoanProduct,
  ProcessingFee,
  PropertyType,
  ProviderType,
  RateRange,
} from './lenders/index.js';
export {
  LENDERS,
  lenderCatalog,
  PROPERTY_TYPES,
  productAt,
  productPath,
  slugOf,
} from './lenders/index.js';
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
export type { MembershipPlanRecord } from './membershipPlans.js';
export { MEMBERSHIP_PLANS } from './membershipPlans.js';
export type { GrievanceContact, Party, PartyId } from './parties.js';
export { findParty, PARTIES, PARTY_IDS, partyById } from './parties.js';
export type { LenderRoute } from './personalLoan.js';
export {
  LENDER_MATCH_CALL,
  LENDER_ROUTE_BY_PRODUCT,
  LENDER_ROUTES,
  lenderRouteOf,
  PERSONAL_LOAN_BOOKING_DONE,
  PERSONAL_LOAN_ELIGIBILITY_PREFIX,
  PERSONAL_LOAN_IDS,
  PERSONAL_LOAN_LENDERS,
  PERSONAL_LOAN_LIMITS,
  PERSONAL_LOAN_OFFERS,
  PERSONAL_LOAN_PREFIX,
  PL_CREDIT_REPORT_CALL,
  PL_PULL_FAILED,
} from './personalLoan.js';
export type { BookingMode, ObjectType, ProductId } from './products.js';
export { BOOKING_MODE_PRODUCT, OBJECT_TYPES, PRODUCT_IDS } from './products.js';
export { PROVIDER_LOGOS } from './providerLogos.js';
export type { CardProviderAlias, ProviderId } from './providers.js';
export {
  CARD_BANK_DISCLAIMER_PROVIDER_ID,
  LOAN_PROVIDER_IDS,
  PROVIDER_BY_ALIAS,
  PROVIDER_IDS,
  PROVIDER_NAMES,
} from './providers.js';
