import {
  CREDIT_REPORT_PULLED,
  PL_CREDIT_REPORT_CALL,
  PL_PULL_FAILED,
  type Scalar,
} from '@tara/core';
import { leadPullPrefill } from '../bureau/leadPullPrefill.js';
import { maskedQuery, pullConfirmed } from '../bureau/pullConfirmed.js';
import type { BureauAnswer, BureauClient, BureauQuery } from '../bureau/types.js';
import { type PartnerCall, type PartnerCallInput, PartnerUnavailable } from '../partnerCall.js';

/**
 * `pl.creditReport` (personal-loan step1, decision 049): decision 038's lead pull as the step's
 * call. The applicant is the lead's own answers (the "prefill": PAN, names, mobile, e-mail; no
 * PAN travels in a request), asked of the bureau client (decision 034) once per those answers
 * (the runner's claim), after the step's credit-bureau consent. A score is `pulled`; no file,
 * a mismatch, no score, or the bureau down is `notPulled` with 02 §8's 'We were unable to pull
 * your credit report': a failure never blocks the applicant, who goes on without a report.
 */
export function plCreditReportCall(bureau: BureauClient): PartnerCall {
  return {
    name: PL_CREDIT_REPORT_CALL,
    mode: bureau.mode,
    outcomes: ['pulled', 'notPulled'],
    input: (call) => ({ ...bureauQuery(call) }),
    async run(call) {
      const query = bureauQuery(call);
      const masked = maskedQuery(query);
      let answer: BureauAnswer;
      try {
        answer = await pullConfirmed(bureau, query, call.attempt);
      } catch (error) {
        if (!(error instanceof PartnerUnavailable)) throw error;
        return {
          kind: 'answered',
          outcome: 'notPulled',
          facts: { message: PL_PULL_FAILED },
          record: { request: masked, response: { unavailable: error.kind } },
        };
      }
      const score = answer.outcome === 'found' ? answer.report.score : null;
      const facts: Record<string, Scalar> =
        score === null
          ? { message: PL_PULL_FAILED }
          : { message: CREDIT_REPORT_PULLED, creditScore: score };
      return {
        kind: 'answered',
        outcome: score === null ? 'notPulled' : 'pulled',
        facts,
        record: { request: masked, response: { outcome: answer.outcome, score } },
      };
    },
  };
}

/** The lead pull's applicant (decision 038's prefill) as the bureau's query. */
function bureauQuery(call: PartnerCallInput): BureauQuery {
  const { pan, mobile, firstName, middleName, lastName, email } = leadPullPrefill(call.answers);
  return {
    pan: pan ?? null,
    mobile: mobile ?? '',
    firstName,
    lastName,
    ...(middleName ? { middleName } : {}),
    ...(email ? { email } : {}),
  };
}
