export {
  COVER_NOT_SOLD,
  type CoverPremiumAnswer,
  type CoverPremiumInput,
  coverPremium,
  PLAN_NOT_OF_COVER,
} from './coverPremium.js';
export {
  COVER_VARIANT_IDS,
  COVER_VARIANTS,
  type CoverProduct,
  type CoverVariant,
  type CoverVariantId,
  coverPlansOf,
  coverPrefix,
  coverVariantOf,
  groupPlanOf,
} from './coverVariants.js';
export {
  CHILD_MINIMUM_AGE,
  GROUP_HEALTH_MEMBERS,
  insuredMembers,
  MAX_CHILDREN,
  type MemberKind,
  type MemberRule,
  type MemberSelection,
  memberAge,
  memberAgeProblem,
  membersProblem,
  TOO_MANY_CHILDREN,
} from './groupHealthMembers.js';
export {
  GROUP_HEALTH_CHILD_PREMIUMS,
  groupHealthPlanLabel,
  groupHealthPremiumPaise,
  groupHealthQuote,
  MEMBER_ANSWERS,
  memberPremiumPaise,
  memberSelectionOf,
} from './groupHealthPlans.js';
export {
  type AgeRange,
  INSURANCE_AGE_RANGES,
  insuranceAgeProblem,
  insuranceDobRule,
  maximumEntryAgeMessage,
  minimumAgeMessage,
} from './insuranceAges.js';
export {
  INSURANCE_ENTRY_PARAMS,
  type InsuranceEntryQuery,
  insuranceBottomPaddingPx,
  insuranceInitRuns,
  insuranceModeOf,
  parseInsuranceEntryQuery,
  type QueryInput,
  TM_PADDING_PX,
} from './insuranceEntry.js';
export {
  type FailureRouteOptions,
  HOSPITAL_LIST_ERROR,
  hospitalListError,
  INSURANCE_ERROR_PATH,
  INSURANCE_STORE_ERROR,
  insuranceFailureMessage,
  insuranceFailureRoute,
  insuranceStoreError,
  leadFailureText,
  paymentFailureText,
} from './insuranceFailure.js';
export {
  ADDRESS_LABELS,
  type AddressFieldOptions,
  BUSINESS_NAME_HELP,
  BUSINESS_STEP_NOTICE,
  businessNameField,
  insuranceAddressField,
  insuranceEmailField,
  insuranceSubmitDisabled,
  isShopMode,
  type SubmitState,
} from './insuranceFormRules.js';
export {
  INSURANCE_LEAD_STATUS,
  INSURANCE_LEAD_STATUS_LABELS,
  type InsuranceLeadStatus,
  type InsuranceLeadStatusName,
  insuranceLeadStatusName,
} from './insuranceLeadStatus.js';
export {
  INSURANCE_NOMINEE_LIMITS,
  insuranceNomineeFields,
  NOMINEE_HELP,
  NOMINEE_NAME_REQUIRED,
  NOMINEE_NATIONALITY_DEFAULT,
  type NomineeOptions,
  nomineeDobRules,
} from './insuranceNominee.js';
export {
  INSURANCE_PLANS,
  type InsurancePlan,
  PLAN_ID_BLOCKS,
  PLAN_TABLES,
  type PlanProduct,
  planById,
  planLabel,
  planOptions,
  plansOf,
} from './insurancePlans.js';
export {
  COMBO_PARTS,
  COMBO_PRODUCTS,
  type ComboProduct,
  HDFC_ERGO_PLAN_ID,
  hospitalNetworkType,
  INSTRUMENT_IDS,
  INSURANCE_INSTRUMENT_IDS,
  INSURERS,
  type InsuranceProduct,
  type Insurer,
  type InsurerId,
  instrumentIdsOf,
  isCombo,
  PRODUCT_INSURERS,
  PRODUCT_NAMES,
  PRODUCT_SLUGS,
  productOfInstrument,
  SINGLE_PRODUCTS,
  type SingleProduct,
} from './insuranceProducts.js';
export {
  disclosureComplete,
  isNeutralText,
  KEY_EXCLUSIONS,
  orderPlansNeutrally,
  PRAISE_WORDS,
  type PrePaymentDisclosure,
  prePaymentDisclosure,
} from './planNeutrality.js';
export { INSURANCE_GST_RATE_PERCENT, planPremium, premiumWithGstText } from './planPremium.js';
export {
  insuranceRadioAdvances,
  RADIO_ADVANCE_DEBOUNCE_MS,
  SELF_EMPLOYED,
} from './radioAutoAdvance.js';
