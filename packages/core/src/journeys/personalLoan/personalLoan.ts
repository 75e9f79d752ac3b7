// The personal loan (personal-loan/step1 … step13.3, spec 02 §2.4; decision 049). The spec
// lists the topics, not the steps (PL-05, OPEN): the mapping is 049's. The first part ends
// with 'Expected Loan Tenure?' (progress 94, PL-06), where the engine of decision 047 matches
// the applicant and the chosen lender's product picks the route as data (PL-07 to PL-12): the
// call `pl.lenderMatch` answers the route's name and the next rules read it.
import {
  PERSONAL_LOAN_BOOKING_DONE,
  PERSONAL_LOAN_IDS,
  PERSONAL_LOAN_LIMITS,
  PERSONAL_LOAN_OFFERS,
  PERSONAL_LOAN_PREFIX,
} from '../../catalog/personalLoan.js';
import type { JourneyDef } from '../../journeyModel/types.js';
import { applicationSteps } from './applicationSteps.js';
import { eligibilitySteps } from './eligibilitySteps.js';

export const personalLoanJourney: JourneyDef = {
  prefix: PERSONAL_LOAN_PREFIX,
  version: 1,
  title: 'Personal loan',
  ...PERSONAL_LOAN_IDS,
  first: 'step1',
  // The default next page (PL-12): the offers, for the chosen lender's application too.
  finalRoute: PERSONAL_LOAN_OFFERS,
  finalMessage: 'Thank you! Your application is ready: here are your loan offers.',
  exits: {
    // PL-08: two business lenders take an appointment instead of an online application.
    bookingDone: {
      route: PERSONAL_LOAN_BOOKING_DONE,
      message: 'Your lender will call you to fix an appointment for your loan.',
    },
    // PL-12 / X-11: no lender matched: the offers page shows every lender and why not.
    offers: {
      route: PERSONAL_LOAN_OFFERS,
      message: 'No lender matched your answers yet: see every offer and what each lender needs.',
    },
  },
  // The step's number over 14 (step13.3 ≈ 95 %), the tenure step at the spec's 94 (PL-06).
  progress: { of: 14, at: { 'step5.1': PERSONAL_LOAN_LIMITS.tenureProgress } },
  steps: [...eligibilitySteps(), ...applicationSteps()],
};
