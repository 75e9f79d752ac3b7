export {
  COMBO_PLANS,
  type ComboPartPlan,
  type ComboPlan,
  comboHasBusiness,
  comboPartPlanById,
  comboPlanById,
  comboPlanLabel,
  comboPlanOptions,
  comboPlansOf,
  comboPremium,
  partKeyExclusions,
  partPremium,
} from './comboPlans.js';
export {
  COVER_NOT_SOLD,
  type CoverPremiumAnswer,
  type CoverPremiumInput,
  coverPremium,
  PLAN_NOT_OF_COVER,
} from './coverPremium.js';
export { accidentCover } from './covers/accident.js';
export { dengueMalariaCover } from './covers/dengueMalaria.js';
export { groupHealthCover, HDFC_ERGO_PLAN_ID, hospitalNetworkType } from './covers/groupHealth.js';
export { hospicashCover } from './covers/hospicash.js';
export { instaOpdCover } from './covers/instaOpd.js';
export {
  COMBO_PRODUCTS,
  COVER_VARIANT_IDS,
  type ComboCover,
  type ComboProduct,
  type CoverJourney,
  type CoverVariantId,
  type InsuranceCover,
  type InsuranceProduct,
  type InsurerId,
  type PersonVariant,
  type PlanRow,
  type ProposalShape,
  SINGLE_PRODUCTS,
  type SingleCover,
  type SingleProduct,
} from './covers/insuranceCover.js';
export {
  COMBO_COVERS,
  comboCover,
  coverById,
  coverJourneyOf,
  coverName,
  coverOf,
  coverOfPrefix,
  coverOfSlug,
  coverPrefixes,
  INSURANCE_COVERS,
  INSURANCE_INSTRUMENT_IDS,
  instrumentIdsOf,
  isCombo,
  journeyPrefix,
  productOfInstrument,
  SINGLE_COVERS,
  singleCover,
} from './covers/insuranceCovers.js';
export { INSURER_NAMES, insurerName } from './covers/insurers.js';
export { lombardCover } from './covers/lombard.js';
export { shopCover } from './covers/shop.js';
export { termCover } from './covers/term.js';
export { termAccidentCover } from './covers/termAccident.js';
export { termHospicashSurakshaCover } from './covers/termHospicashSuraksha.js';
export { termSurakshaAccidentCover } from './covers/termSurakshaAccident.js';
export { coverTaxClass } from './coverTaxClass.js';
export {
  type CoverProduct,
  type CoverVariant,
  coverPlansOf,
  coverPrefix,
  coverVariant,
  coverVariantOf,
  groupPlanOf,
  PERSON_COVER_VARIANTS,
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
  groupHealthPlanLabel,
  groupHealthPlanOptions,
  groupHealthPremiumText,
} from './groupHealthPlanCards.js';
export {
  GROUP_HEALTH_CHILD_PREMIUMS,
  groupHealthPremiumPaise,
  groupHealthQuote,
  MEMBER_ANSWERS,
  memberPremiumPaise,
  memberSelectionOf,
} from './groupHealthPlans.js';
export {
  INSURED_RELATION_LABELS,
  type InsuredRelation,
  isConsultationMode,
  OPD_CONSULTATION_MODES,
  OPD_COVER_FOR,
  OPD_COVER_OPTIONS,
  OPD_MEMBER_DOB,
  OPD_MEMBER_NAME,
  OPD_RELATION,
  OPD_RELATION_OPTIONS,
  type OpdConsultationMode,
  type OpdCoverFor,
  type OpdInsuredRelation,
  type OpdRelation,
  opdAppointmentPath,
  opdInsuredRelation,
  opdMemberAgeProblem,
} from './instaOpd.js';
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
  leadStatuses,
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
  coverOfPlan,
  INSURANCE_PLANS,
  type InsurancePlan,
  type PlanProduct,
  planById,
  planGstExempt,
  planLabel,
  planOptions,
  plansOf,
} from './insurancePlans.js';
export {
  comboPlanCardLabel,
  coverFactsInfo,
  planCardLabel,
  planFieldLabel,
  sampleFactsNote,
} from './planCards.js';
export {
  COMPARE_PLANS_PATH,
  comparePlansPath,
  type PlanFacts,
  POLICY_WORDING_PATH,
  planFacts,
  planFactsComplete,
  policyWordingHref,
  premiumTaxText,
} from './planFacts.js';
export {
  disclosureComplete,
  isNeutralText,
  keyExclusionsOf,
  orderPlansNeutrally,
  PRAISE_WORDS,
  type PrePaymentDisclosure,
  prePaymentDisclosure,
} from './planNeutrality.js';
export {
  type PremiumTaxContext,
  planGstRatePercent,
  planPremium,
  premiumWithGstText,
} from './planPremium.js';
export {
  insuranceRadioAdvances,
  RADIO_ADVANCE_DEBOUNCE_MS,
  SELF_EMPLOYED,
} from './radioAutoAdvance.js';
