export {
  CREDIT_ACCOUNT_TYPES,
  type CreditAccount,
  type CreditAccountType,
  type CreditEnquiry,
  type CreditReport,
  openAccounts,
  SECURED_ACCOUNT_TYPES,
} from './creditReport.js';
export { monthsBetween } from './monthsBetween.js';
export {
  ENQUIRY_WINDOW_MONTHS,
  type FactorRating,
  type ScoreFactor,
  type ScoreFactorId,
  scoreFactors,
  UTILISATION_TARGET,
} from './scoreFactors.js';
