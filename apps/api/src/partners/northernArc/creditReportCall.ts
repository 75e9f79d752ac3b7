import { CREDIT_REPORT_NOT_PULLED, CREDIT_REPORT_PULLED, type Scalar } from '@tara/core';
import { maskedQuery, pullConfirmed } from '../bureau/pullConfirmed.js';
import type { BureauAnswer, BureauClient, BureauQuery } from '../bureau/types.js';
import { type PartnerCall, type PartnerCallInput, PartnerUnavailable } from '../partnerCall.js';
import { naclApplicant } from './naclRequests.js';
import { NACL_CALL } from './types.js';

/** The pull's failure text (02 §8: 'Oops! Something went wrong, try again later!'). */
export const PULL_FAILED = 'Oops! Something went wrong, try again later!';

/**
 * `nacl.creditReport` (step2): after the PAN check, the credit report (02 §4.2) from the
 * bureau client (its sandbox, decision 034). A report with a score is `pulled`; no file, a
 * mobile on file that differs or no score is `notPulled`, each with the spec's sentence. A
 * stage-two answer is confirmed at once. The bureau down is this call's failure.
 */
export function naclCreditReportCall(bureau: BureauClient): PartnerCall {
  return {
    name: NACL_CALL.creditReport,
    mode: bureau.mode,
    outcomes: ['pulled', 'notPulled'],
    input: (call) => ({ ...bureauQuery(call) }),
    async run(call) {
      const query = bureauQuery(call);
      let answer: BureauAnswer;
      try {
        answer = await pullConfirmed(bureau, query, call.attempt);
      } catch (error) {
        if (error instanceof PartnerUnavailable) {
          throw new PartnerUnavailable(NACL_CALL.creditReport, error.kind, PULL_FAILED);
        }
        throw error;
      }
      const score = answer.outcome === 'found' ? answer.report.score : null;
      const record = {
        request: maskedQuery(query),
        response: { outcome: answer.outcome, score, stageOneId: answer.stageOneId },
      };
      const facts: Record<string, Scalar> =
        score === null
          ? { message: CREDIT_REPORT_NOT_PULLED }
          : { message: CREDIT_REPORT_PULLED, creditScore: score };
      return { kind: 'answered', outcome: score === null ? 'notPulled' : 'pulled', facts, record };
    },
  };
}

function bureauQuery(call: PartnerCallInput): BureauQuery {
  const a = naclApplicant(call.answers);
  return {
    pan: a.pan || null,
    mobile: a.mobile ?? '',
    firstName: a.firstName ?? '',
    lastName: a.lastName ?? '',
    ...(a.middleName ? { middleName: a.middleName } : {}),
    ...(a.email ? { email: a.email } : {}),
  };
}
