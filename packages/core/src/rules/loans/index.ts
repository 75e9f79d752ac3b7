export { apr } from './apr.js';
export type { CompiledLoan, CompiledLoans } from './compileLoans.js';
export { compileLoans, indicativeRateBp } from './compileLoans.js';
export { DAILY_EMI_TEMPLATE, dailyEmiText, SPEC_DAILY_EMI_TEMPLATE } from './dailyEmiText.js';
export type {
  BalanceTransfer,
  EligibilityCoApplicant,
  EligibilityFilter,
  EligibilityState,
  EligibilityUser,
  EmiType,
  LoanUsage,
  SelectedInstrument,
} from './eligibilityState.js';
export { ELIGIBILITY_FILTER_DEFAULTS, eligibilityState } from './eligibilityState.js';
export {
  applyCriteria,
  applyEvaluation,
  evaluatePayload,
  evaluationFailed,
  resetEligibility,
  setCoApplicantPresent,
  setEligibilityFilter,
  setEmiValue,
  setLoanUsage,
  toggleClosedEmis,
  toggleEmiType,
} from './eligibilityTransitions.js';
export { emi } from './emi.js';
export type { FoirSlab } from './foir.js';
export { emiCapacity, FOIR_SLABS, foir } from './foir.js';
export { homeLoanApplicant, homeLoanState, propertyTypeOf } from './homeLoanApplicant.js';
export type { LtvCap } from './homeLoanLtv.js';
export { ltvCap } from './homeLoanLtv.js';
export { HOME_OFFER_FIELDS, homeLoanOfferBody } from './homeLoanOfferBody.js';
export type { Instalment, KeyFactStatement, LoanTerms } from './keyFactStatement.js';
export {
  coolingOffDays,
  equatedInstalment,
  keyFactStatement,
  PENAL_CHARGES_TEXT,
} from './keyFactStatement.js';
export type { ApplicantFacts, LoanApplicant } from './loanApplicant.js';
export {
  loanApplicantFromState,
  SELF_EMPLOYED_RULE_DEFAULTS,
  selfEmployedMonthlyIncome,
} from './loanApplicant.js';
export type { LoanEligibility, LoanMatch, LoanMiss, LoanOffer } from './loanEligibility.js';
export { judgeLoan, loanEligibility, processingFeeWithGst } from './loanEligibility.js';
export type { LoanOfferFilters } from './loanOfferFilters.js';
export {
  CREDIT_LEVEL_TOP,
  creditHistoryAllows,
  creditLevelCode,
  employmentOfProfessionId,
  filterLoanOffers,
  keepLoanProduct,
  LOAN_OFFER_FILTER_DEFAULTS,
  PERSONAL_LOAN_SLIDER,
} from './loanOfferFilters.js';
export type { CreditLevelAnswer, KfsQuery, LoanOfferQuery } from './loanOfferQuery.js';
export {
  applicantOfQuery,
  CREDIT_LEVEL_SCORE,
  kfsCreditLevel,
  offerKeyFacts,
  queryFromAnswers,
  scoreOfCreditLevel,
} from './loanOfferQuery.js';
export type { LoanRule } from './loanRules.js';
export { LOAN_RULES } from './loanRules.js';
export type { LtvSlab } from './loanToValue.js';
export { LTV_SLABS, loanToValueCap, maxLoanForProperty } from './loanToValue.js';
export type { PartnerOfferCosts, PartnerOfferTerms } from './offerCosts.js';
export { offerCosts } from './offerCosts.js';
export type { OfferCostTexts } from './offerCostTexts.js';
export { AS_PER_LENDER_KFS, offerCostTexts, PARTNER_PENAL_CHARGES } from './offerCostTexts.js';
export type { OrderableLoanOffer } from './orderLoanOffers.js';
export {
  howLoanOffersAreOrdered,
  LOAN_OFFER_ORDER_TEXT,
  orderLoanOffers,
} from './orderLoanOffers.js';
export type { ChosenLender } from './personalLoanLender.js';
export { choosePersonalLoanLender, personalLoanApplicant } from './personalLoanLender.js';
export type { PersonalLoanAnswers, PersonalLoanRuleData } from './personalLoanRuleData.js';
export { personalLoanRuleData, ruleEngineQuery } from './personalLoanRuleData.js';
export type { PreparedLoanApplicant } from './prepareLoanApplicant.js';
export { creditLevelIndex, prepareLoanApplicant } from './prepareLoanApplicant.js';
