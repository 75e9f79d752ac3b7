export { annualPercentageRate } from './annualPercentageRate.js';
export type { Instalment, KeyFactStatement, LoanTerms } from './keyFactStatement.js';
export {
  coolingOffDays,
  equatedInstalment,
  keyFactStatement,
  PENAL_CHARGES_TEXT,
} from './keyFactStatement.js';
