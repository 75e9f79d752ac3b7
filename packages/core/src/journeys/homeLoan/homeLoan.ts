// The home loan's eligibility check (home-loan/check-eligibility, spec 02 §2.5; decision 056):
// the spec names the steps and leaves their fields and transitions OPEN (HL-02); they fill the
// eligibility state of §3.6 — property, user, financial health, co-applicant — and end on the
// neutral offers page, where the loan engine of decision 047 judges every home loan.
import { HOME_LOAN_IDS, HOME_LOAN_OFFERS, HOME_LOAN_PREFIX } from '../../catalog/homeLoan.js';
import type { JourneyDef } from '../../journeyModel/types.js';
import { applicantSteps } from './applicantSteps.js';
import { propertySteps } from './propertySteps.js';

export const homeLoanJourney: JourneyDef = {
  prefix: HOME_LOAN_PREFIX,
  version: 1,
  title: 'Home loan',
  ...HOME_LOAN_IDS,
  first: 'property-details-1',
  finalRoute: HOME_LOAN_OFFERS,
  finalMessage: 'Thank you! Here is every home loan you can get, and why the others said no.',
  steps: [...propertySteps(), ...applicantSteps()],
};
