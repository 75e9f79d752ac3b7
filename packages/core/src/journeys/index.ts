export { idfcBusinessLoanJourney } from './businessLoan/idfc.js';
export {
  BUSINESS_LOAN_BRANCHES,
  BUSINESS_LOAN_OUTCOMES,
  BUSINESS_LOAN_SAMPLE_OUTCOMES,
} from './businessLoan/sampleBranches.js';
export { amexJourney } from './creditCards/amex.js';
export { citiJourney } from './creditCards/citi.js';
export { hdfcJourney } from './creditCards/hdfc.js';
export { iciciJourney } from './creditCards/icici.js';
export { rblJourney } from './creditCards/rbl.js';
export { sbiJourney } from './creditCards/sbi.js';
export { stashfinJourney } from './creditCards/stashfin.js';
export { testJourney } from './creditCards/test.js';
export { creditLineJourney } from './creditLine/generic.js';
export { northernArcJourney } from './creditLine/northernArc.js';
export { CREDIT_LINE_BRANCHES, CREDIT_LINE_SAMPLE_OUTCOMES } from './creditLine/sampleBranches.js';
export {
  EW_CONGRATES_ROUTE,
  EW_PAY_CALL,
  EW_PAY_LINK,
  EW_PAY_PATH,
  EW_PAY_WAIT,
  ewJourney,
} from './ew/ew.js';
export { EW_CATEGORIES } from './ew/ewFields.js';
export { ewPlanLabel, ewPlanLabels } from './ew/ewPlanLabels.js';
export { type EwQuote, ewQuote } from './ew/ewQuote.js';
export { EW_SAMPLE } from './ew/sampleBranches.js';
export { homeLoanJourney } from './homeLoan/homeLoan.js';
export { HOME_LOAN_ALONE, HOME_LOAN_BRANCHES } from './homeLoan/sampleBranches.js';
export {
  COMBO_JOURNEYS,
  comboInsuranceJourney,
  termAccidentJourney,
  termHospicashSurakshaJourney,
  termSurakshaAccidentJourney,
} from './insurance/comboInsurance.js';
export { COMBO_PREFIXES, comboOfPrefix, comboQuote } from './insurance/comboQuote.js';
export {
  applicantDobField,
  lifeAddressStep,
  lifeContactStep,
  lifePersonalStep,
  lifeTermsStep,
  PAN_NAME_CALL,
  PAN_NAME_MISMATCH_TEXT,
} from './insurance/comboSteps.js';
export { coverJourney } from './insurance/coverJourney.js';
export { coverJourneys } from './insurance/coverJourneys.js';
export { COVER_BRANCHES } from './insurance/coverSampleBranches.js';
export {
  CASHLESS_HOSPITALS_PATH,
  HEALTH,
  HEALTH_ANSWER,
  INSURED_SLOTS,
  type InsuredSlot,
} from './insurance/groupHealthFields.js';
export { groupHealthInsuranceJourney, HEALTH_DECLINED } from './insurance/groupHealthInsurance.js';
export { FOR_FAMILY, instaOpdJourney, OPD_PROPOSER_NAME } from './insurance/instaOpd.js';
export {
  INSURANCE_TERMS_PATH,
  insuranceDisclaimerField,
  insurancePlanField,
  insuranceTermsPath,
  PLAN_ANSWER,
} from './insurance/insuranceFields.js';
export {
  insuranceProductOf,
  insuranceQuote,
} from './insurance/insuranceQuote.js';
export { lombardShopInsuranceJourney } from './insurance/lombardShopInsurance.js';
export { INSURANCE_BRANCHES, INSURANCE_OUTCOMES } from './insurance/sampleBranches.js';
export {
  INSURANCE_CONGRATES_ROUTE,
  insurancePrefix,
  shopCoverJourney,
} from './insurance/shopCoverJourney.js';
export { shopInsuranceJourney } from './insurance/shopInsurance.js';
export {
  PAN_NAME_MISMATCH,
  TERM_PAN_NAME_CALL,
  termInsuranceJourney,
} from './insurance/termInsurance.js';
export { journeyEntryOf } from './journeyEntryOf.js';
export { leadOptionLabels, OPTION_LABELLERS } from './leadOptionLabels.js';
export {
  hpJourney,
  MEMBERSHIP_PAY_CALL,
  MEMBERSHIP_PAY_LINK,
  MEMBERSHIP_PAY_WAIT,
  MEMBERSHIP_SUBMIT_ROUTE,
} from './membership/hp.js';
export { MEMBERSHIP_TERMS_PATH } from './membership/membershipTermsField.js';
export {
  METRO_ELIGIBILITY_CALL,
  METRO_ELIGIBILITY_FALLBACK,
  METRO_LANDING_PATH,
  METRO_SUCCESS_ROUTE,
  metroJourney,
} from './metro/metro.js';
export { METRO_TERMS_PATH } from './metro/metroTermsField.js';
export { personalLoanEligibilityJourney } from './personalLoan/eligibilityJourney.js';
export { PERSONAL_LOAN_ELIGIBILITY_BRANCHES } from './personalLoan/eligibilitySampleBranches.js';
export { personalLoanJourney } from './personalLoan/personalLoan.js';
export type { JourneyRegistry } from './registry.js';
export { createJourneyRegistry } from './registry.js';
export { SAMPLE_VALUES } from './sampleValues.js';
export { KYC_MISMATCH_CORRECT } from './shared/kycMismatchStep.js';
