// Credit line with Northern Arc (credit-line/nacl). Graph of spec 02 §2.3 and §4.2; the
// choices the spec leaves open (the slug, step2's and step3's calls, step6-8, the success
// text, the sandbox) are recorded in docs/decisions/036-northern-arc-credit-line.md.
import {
  CREDIT_LINE_IDS,
  CREDIT_LINE_PROGRESS,
  CREDIT_LINE_REJECTION,
  CREDIT_LINE_RESULTS,
  CREDIT_LINE_SUCCESS,
  ENACH_FAILED,
} from '../../catalog/creditLine.js';
import type { JourneyDef } from '../../journeyModel/types.js';
import { naclBusinessSteps } from './naclBusinessSteps.js';
import { naclKycSteps } from './naclKycSteps.js';
import { naclMandateSteps } from './naclMandateSteps.js';
import { naclPersonalSteps } from './naclPersonalSteps.js';

const FINAL = 'credit-line/nacl/disbursal-status';

export const northernArcJourney: JourneyDef = {
  prefix: 'credit-line/nacl',
  version: 1,
  title: 'Northern Arc credit line',
  productId: CREDIT_LINE_IDS.productId,
  providerId: CREDIT_LINE_IDS.providerId,
  instrumentId: null,
  first: 'step1',
  finalRoute: FINAL,
  finalMessage: CREDIT_LINE_SUCCESS,
  exits: {
    rejected: { route: FINAL, message: CREDIT_LINE_REJECTION },
    // A declined e-mandate is a failed server call (02 §4.2): the results page, with its error.
    mandateFailed: { route: CREDIT_LINE_RESULTS, message: ENACH_FAILED },
  },
  // 02 §4.2: a partner that cannot answer sends the applicant to the results page, except
  // the link sending (send-url, inside nacl.enach) and the physical NACH upload.
  callFailure: { route: CREDIT_LINE_RESULTS, except: ['nacl.enach', 'nacl.uploadPnachDoc'] },
  progress: { of: CREDIT_LINE_PROGRESS.of },
  steps: [...naclPersonalSteps(), ...naclKycSteps(), ...naclBusinessSteps(), ...naclMandateSteps()],
};
