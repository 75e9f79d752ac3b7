// Sample walks of the personal loan, for core, API and browser tests: the answers that differ
// from `SAMPLE_VALUES`, and the outcomes of its calls on each walk (decision 049): one walk per
// next route of the tenure step (PL-07 to PL-12).
import {
  LENDER_MATCH_CALL,
  PERSONAL_LOAN_PREFIX,
  PL_CREDIT_REPORT_CALL,
} from '../../catalog/personalLoan.js';
import type { Answers } from '../../journeyModel/types.js';

// The self-employed and card holders' answers too: a step hidden on a walk ignores them.
const businessAnswers: Answers = {
  businessMonthlySales: '400000',
  businessEntityType: '10',
  businessPan: 'ABCFV1234K',
  businessVintageId: '3',
  annualTurnoverId: '4',
  natureOfBusinessId: '1',
  businessAddress: '4 Station Road, Shop 12, Andheri East, Mumbai',
  businessPincode: '400069',
  creditCardVintage: '2',
};

// The OTP's value stands for the code the SMS brings (the server checks it; core only its shape).
const salariedApplicant: Answers = {
  ...businessAnswers,
  otp: '123456',
  isCreditReportChecked: true,
  middlename: '',
  expectedLoanAmount: '500000',
  expectedLoanTenure: '36',
  referenceName1: 'Ravi Kumar',
  referenceMobile1: '9876500001',
  referenceName2: 'Meena Iyer',
  referenceMobile2: '9876500002',
  maritalStatus: 'MS_SINGLE',
  residentialStatus: '3',
  motherName: 'Sunita Verma',
  isCurrentPermanentAddressSame: 'yes',
  officeEmail: 'asha.verma@tcs.com',
  isPersonalLoanDisclaimerChecked: true,
};

const selfEmployedApplicant: Answers = {
  ...salariedApplicant,
  empType: 'selfEmpl',
  itrStatus: 'yes',
};

/**
 * The walks to the journey's end, one per route into the application (the preferred lender:
 * the catalog's ids, Bajaj Finance 511, IDFC FIRST 384). The exits (booking-done, offers) are
 * not walks to the end: tests save the tenure step with those outcomes themselves.
 */
export const PERSONAL_LOAN_BRANCHES: Record<string, Record<string, Answers>> = {
  [PERSONAL_LOAN_PREFIX]: {
    default: salariedApplicant,
    loanApp: { ...salariedApplicant, preferredLenderId: '511' },
    loanAppBusiness: { ...selfEmployedApplicant, preferredLenderId: '511' },
    ownBusiness: { ...selfEmployedApplicant, preferredLenderId: '384' },
    own: { ...salariedApplicant, preferredLenderId: '384' },
    selfEmployed: selfEmployedApplicant,
    notPulled: salariedApplicant,
  },
};

const walk = (route: string, report = 'pulled') => ({
  [PL_CREDIT_REPORT_CALL]: report,
  [LENDER_MATCH_CALL]: route,
});

export const PERSONAL_LOAN_OUTCOMES: Record<string, Record<string, Record<string, string>>> = {
  [PERSONAL_LOAN_PREFIX]: {
    default: walk('other'),
    loanApp: walk('loanApp'),
    loanAppBusiness: walk('loanApp'),
    ownBusiness: walk('own'),
    own: walk('own'),
    selfEmployed: walk('other'),
    notPulled: walk('other', 'notPulled'),
  },
};
