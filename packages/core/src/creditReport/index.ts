export { accountTypeName } from './accountTypeName.js';
export {
  CREDIT_ACCOUNT_TYPES,
  type CreditAccount,
  type CreditAccountType,
  type CreditEnquiry,
  type CreditReport,
  openAccounts,
  SECURED_ACCOUNT_TYPES,
} from './creditReport.js';
export {
  CREDIT_REPORT_MESSAGES,
  creditReportErrorText,
  maskedContactMessage,
  maskedMobilesMessage,
} from './creditReportMessages.js';
export { monthsBetween } from './monthsBetween.js';
export {
  NEXT_ACTION,
  type NextAction,
  type NextScreen,
  nextScreen,
  type SelfPullEditable,
  selfPullPath,
} from './nextAction.js';
export {
  ENQUIRY_WINDOW_MONTHS,
  type FactorRating,
  type ScoreFactor,
  type ScoreFactorId,
  scoreFactors,
  UTILISATION_TARGET,
} from './scoreFactors.js';
export { scoreLevelOf } from './scoreLevelOf.js';
