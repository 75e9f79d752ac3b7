// Business loan with IDFC FIRST Bank (business-loan/idfc). Graph of spec 02 §4.1; the choices
// the spec leaves open (step1's fields, step2, step38, the calls' outcomes, the tenure texts,
// product 15) are recorded in docs/decisions/020-business-loan-steps.md.
import {
  BUSINESS_LOAN_IDS,
  BUSINESS_LOAN_PROGRESS,
  BUSINESS_LOAN_REJECTION,
} from '../../catalog/businessLoan.js';
import type { JourneyDef } from '../../journeyModel/types.js';
import { businessKycSteps, kycSteps } from './kycSteps.js';
import { documentSteps, profileSteps } from './loanSteps.js';
import { mandateSteps } from './mandateSteps.js';
import { personalSteps } from './personalSteps.js';

const FINAL = 'business-loan/idfc/disbursal-status';

export const idfcBusinessLoanJourney: JourneyDef = {
  prefix: 'business-loan/idfc',
  version: 1,
  title: 'IDFC FIRST Bank business loan',
  productId: BUSINESS_LOAN_IDS.productId,
  providerId: BUSINESS_LOAN_IDS.providerId,
  instrumentId: null,
  first: 'step1',
  finalRoute: FINAL,
  exits: { rejected: { route: FINAL, message: BUSINESS_LOAN_REJECTION } },
  progress: { of: BUSINESS_LOAN_PROGRESS.of, at: { ...BUSINESS_LOAN_PROGRESS.at } },
  steps: [
    ...personalSteps(),
    ...kycSteps(),
    ...businessKycSteps(),
    ...documentSteps(),
    ...profileSteps(),
    ...mandateSteps(),
  ],
};
