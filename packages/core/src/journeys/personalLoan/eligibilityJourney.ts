// The personal-loan eligibility check (personal-loan/eligibility, spec 02 §2.4 "other routes";
// decision 058): seven short steps in the spec's order, no partner call, ending on the
// neutral offers page, where the loan engine of decision 047 judges every lender's personal
// loan on these answers.
import {
  PERSONAL_LOAN_ELIGIBILITY_PREFIX,
  PERSONAL_LOAN_IDS,
  PERSONAL_LOAN_OFFERS,
} from '../../catalog/personalLoan.js';
import type { JourneyDef } from '../../journeyModel/types.js';
import { eligibilityCheckSteps } from './eligibilityCheckSteps.js';

export const personalLoanEligibilityJourney: JourneyDef = {
  prefix: PERSONAL_LOAN_ELIGIBILITY_PREFIX,
  version: 1,
  title: 'Personal loan eligibility',
  ...PERSONAL_LOAN_IDS,
  first: 'step-1',
  finalRoute: PERSONAL_LOAN_OFFERS,
  finalMessage: 'Thank you! Here is every personal loan you can get, and why the others said no.',
  steps: eligibilityCheckSteps(),
};
