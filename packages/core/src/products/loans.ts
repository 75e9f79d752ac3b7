// The loans: the personal loan and its eligibility check, and the home loan, each matched to
// the lenders whose rules the applicant meets (the lender is the offer's, so no provider here);
// the IDFC FIRST Bank business loan, whose agreement, KFS and NACH form we generate.
import { idfcBusinessLoanJourney } from '../journeys/businessLoan/idfc.js';
import {
  BUSINESS_LOAN_BRANCHES,
  BUSINESS_LOAN_OUTCOMES,
} from '../journeys/businessLoan/sampleBranches.js';
import { homeLoanJourney } from '../journeys/homeLoan/homeLoan.js';
import { HOME_LOAN_BRANCHES } from '../journeys/homeLoan/sampleBranches.js';
import { personalLoanEligibilityJourney } from '../journeys/personalLoan/eligibilityJourney.js';
import { PERSONAL_LOAN_ELIGIBILITY_BRANCHES } from '../journeys/personalLoan/eligibilitySampleBranches.js';
import { personalLoanJourney } from '../journeys/personalLoan/personalLoan.js';
import {
  PERSONAL_LOAN_BRANCHES,
  PERSONAL_LOAN_OUTCOMES,
} from '../journeys/personalLoan/sampleBranches.js';
import { type ProductDescriptor, samplesOf } from './productDescriptor.js';

const personalLoanProduct: ProductDescriptor = {
  id: personalLoanJourney.prefix,
  name: personalLoanJourney.title,
  family: 'personal-loan',
  provider: null,
  agent: 'tara',
  journeys: [personalLoanJourney],
  samples: samplesOf(personalLoanJourney.prefix, PERSONAL_LOAN_BRANCHES, PERSONAL_LOAN_OUTCOMES),
  appearsIn: ['home', 'menu', 'tab', 'hub'],
  documents: ['keyFactStatement'],
  purpose: 'personal loan',
};

const personalLoanEligibilityProduct: ProductDescriptor = {
  id: personalLoanEligibilityJourney.prefix,
  name: personalLoanEligibilityJourney.title,
  family: 'personal-loan',
  provider: null,
  agent: 'tara',
  journeys: [personalLoanEligibilityJourney],
  samples: samplesOf(personalLoanEligibilityJourney.prefix, PERSONAL_LOAN_ELIGIBILITY_BRANCHES),
  appearsIn: ['home', 'hub'],
  purpose: 'personal loan',
};

const homeLoanProduct: ProductDescriptor = {
  id: homeLoanJourney.prefix,
  name: homeLoanJourney.title,
  family: 'home-loan',
  provider: null,
  agent: 'tara',
  journeys: [homeLoanJourney],
  samples: samplesOf(homeLoanJourney.prefix, HOME_LOAN_BRANCHES),
  appearsIn: ['home', 'menu', 'tab', 'hub'],
  documents: ['keyFactStatement'],
  purpose: 'home loan',
};

const businessLoanProduct: ProductDescriptor = {
  id: idfcBusinessLoanJourney.prefix,
  name: idfcBusinessLoanJourney.title,
  family: 'business-loan',
  provider: 'idfcFirstBank',
  agent: 'tara',
  journeys: [idfcBusinessLoanJourney],
  samples: samplesOf(
    idfcBusinessLoanJourney.prefix,
    BUSINESS_LOAN_BRANCHES,
    BUSINESS_LOAN_OUTCOMES,
  ),
  appearsIn: ['home', 'menu', 'tab', 'hub'],
  documents: ['loanAgreement', 'keyFactStatement', 'nachForm', 'mandatePage'],
  purpose: 'business loan',
};

export const loanProducts: readonly ProductDescriptor[] = [
  personalLoanProduct,
  personalLoanEligibilityProduct,
  homeLoanProduct,
  businessLoanProduct,
];
