// Sample walks of the personal-loan eligibility check (decision 058), for core, API and
// browser tests: the answers that differ from `SAMPLE_VALUES`. No partner call, no outcomes.
import { PERSONAL_LOAN_ELIGIBILITY_PREFIX } from '../../catalog/personalLoan.js';
import type { Answers } from '../../journeyModel/types.js';

/** A salaried applicant in Mumbai asking ₹5 lakh over 36 months, no EMIs, excellent credit. */
const salariedApplicant: Answers = {
  expectedLoanAmount: '500000',
  expectedLoanTenure: '36',
  residenceType: '1',
  experienceInSameCompany: '3',
  paysEmi: 'no',
  emisDefaulted: 'no',
  creditLevel: 'excellent',
};

/** Self-employed, filing ITR, with a personal-loan EMI of ₹5,000. */
const selfEmployedApplicant: Answers = {
  ...salariedApplicant,
  empType: 'selfEmpl',
  itrStatus: 'yes',
  annualTurnoverId: '4',
  businessVintageId: '3',
  paysEmi: 'yes',
  homeLoanEmiValue: '',
  personalLoanEmiValue: '5000',
  carLoanEmiValue: '',
};

export const PERSONAL_LOAN_ELIGIBILITY_BRANCHES: Record<string, Record<string, Answers>> = {
  [PERSONAL_LOAN_ELIGIBILITY_PREFIX]: {
    default: salariedApplicant,
    selfEmployed: selfEmployedApplicant,
  },
};
