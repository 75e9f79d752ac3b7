// Sample walks of the home loan (decision 056), for core, API and browser tests: the answers
// that differ from `SAMPLE_VALUES`. The journey makes no partner call, so no outcomes.
import { HOME_LOAN_PREFIX } from '../../catalog/homeLoan.js';
import type { Answers } from '../../journeyModel/types.js';

/** A salaried buyer of a chosen ₹60 lakh flat in Mumbai. */
export const HOME_LOAN_ALONE: Answers = {
  loanUsage: 'BUY_HOME',
  propertyIdentified: 'yes',
  propertyType: 'ready',
  propertyCity: { id: 1, name: 'Mumbai' },
  propertyValue: '6000000',
  expectedLoanAmount: '4500000',
  expectedTenure: '20',
  residenceType: '3',
  paysEmi: 'no',
  emisDefaulted: 'no',
  creditLevel: 'excellent',
  coAppPresent: 'no',
};

/**
 * With a co-applicant (a salaried spouse) and a ₹1.5 crore home: RBI's 75% cap (₹1.125 crore)
 * is below the ₹1.3 crore asked, and the two incomes carry it.
 */
const withCoApplicant: Answers = {
  ...HOME_LOAN_ALONE,
  propertyValue: '15000000',
  expectedLoanAmount: '13000000',
  expectedTenure: '30',
  monthlyIncome: '150000',
  paysEmi: 'yes',
  homeLoanEmiValue: '',
  personalLoanEmiValue: '5000',
  carLoanEmiValue: '',
  creditLevel: 'outstanding',
  coAppPresent: 'yes',
  coApplicantRelationship: 'spouse',
  coApplicantDobDate: '02',
  coApplicantDobMonth: '03',
  coApplicantDobYear: '1991',
  coApplicantEmpType: 'salaried',
  coApplicantMonthlyIncome: '120000',
  coApplicantEmiValue: '',
};

export const HOME_LOAN_BRANCHES: Record<string, Record<string, Answers>> = {
  [HOME_LOAN_PREFIX]: {
    // Every walk ends on the last step, so each has a co-applicant; tests save
    // add-coapplicant-1 with 'no' themselves (the last two steps are then skipped, and the
    // ₹60 lakh flat of `HOME_LOAN_ALONE` is the one-income walk's).
    default: withCoApplicant,
    // Building on one's own plot: the property steps 2 and 3 are skipped.
    build: { ...withCoApplicant, loanUsage: 'BUILD_HOME' },
    // Not chosen yet: the type is not asked (the lenders that allow it say so).
    notChosen: { ...withCoApplicant, propertyIdentified: 'no' },
  },
};
