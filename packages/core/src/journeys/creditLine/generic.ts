// The generic credit line (credit-line/step1 … step14 with its decimal sub-steps, spec 02
// §2.2). The spec lists its routes and topics, not its transitions (CLG-02, OPEN): the mapping
// of topics to steps and every edge are decision 037's. Northern Arc (product 15, provider
// 1813, the spec's one credit-line partner) answers it with the calls of §7, so its steps are
// Northern Arc's and the business loan's, renamed (shared/renumberSteps.ts), plus its own.
import {
  CREDIT_LINE_IDS,
  CREDIT_LINE_REJECTION,
  CREDIT_LINE_RESULTS,
  CREDIT_LINE_SUCCESS,
  creditLineResultRoute,
  ENACH_FAILED,
} from '../../catalog/creditLine.js';
import type { JourneyDef } from '../../journeyModel/types.js';
import { genericApplicantSteps } from './genericApplicantSteps.js';
import { genericDetailSteps } from './genericDetailSteps.js';
import { genericMandateSteps } from './genericMandateSteps.js';

export const creditLineJourney: JourneyDef = {
  prefix: 'credit-line',
  version: 1,
  title: 'Credit line',
  productId: CREDIT_LINE_IDS.productId,
  providerId: CREDIT_LINE_IDS.providerId,
  instrumentId: null,
  first: 'step1',
  // The results page says which (02 §2.2 credit-line/results(/:cd)(/:q); decision 037).
  finalRoute: creditLineResultRoute('approved'),
  finalMessage: CREDIT_LINE_SUCCESS,
  exits: {
    rejected: { route: creditLineResultRoute('rejected'), message: CREDIT_LINE_REJECTION },
    mandateFailed: { route: creditLineResultRoute('error'), message: ENACH_FAILED },
  },
  // 02 §4.2 (CLG-06): a partner that cannot answer → the results page with its error, except
  // the link sending (send-url, inside nacl.enach) and the physical NACH upload.
  callFailure: { route: CREDIT_LINE_RESULTS, except: ['nacl.enach', 'nacl.uploadPnachDoc'] },
  // No scale: step ids like 12.11 are labels, not fractions; progress is the path's
  // (answered / answered + the longest way left).
  steps: inFlowOrder(),
};

/** The steps as an applicant meets them: the details after the mandates, the agreement last. */
function inFlowOrder() {
  const mandate = genericMandateSteps();
  return [
    ...genericApplicantSteps(),
    ...mandate.filter((s) => !s.last),
    ...genericDetailSteps(),
    ...mandate.filter((s) => s.last),
  ];
}
