import type { Answers } from '@tara/core';
import {
  buildMetroCardNumber,
  METRO_ELIGIBILITY_CALL,
  METRO_ELIGIBILITY_FALLBACK,
  maskMobile,
} from '@tara/core';
import { type PartnerCall, type PartnerCallResult, PartnerUnavailable } from '../partnerCall.js';
import type { MetroEligibilityClient, MetroEligibilityRequest } from './types.js';

const text = (value: Answers[string] | undefined): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** The card number as the partner takes it: store code, customer number, padded holder. */
export function metroCardNo(answers: Answers): string {
  return buildMetroCardNumber(text(answers.metroCardNumber), text(answers.metroHolderNumber));
}

/** The card with all but its last four characters hidden: XXXXXX7801. */
const maskCard = (card: string): string =>
  `${'X'.repeat(Math.max(0, card.length - 4))}${card.slice(-4)}`;

/**
 * The metro journey's step5 check (METRO-10, METRO-11; decision 043): eligible moves on with
 * the holder level and the card's last four as facts; not eligible refuses the step with the
 * partner's errors joined by a space, or 'Error has occured' when it gave none. A partner that
 * cannot answer says 'Error has occured' and the applicant retries.
 */
export function metroEligibilityCall(client: MetroEligibilityClient): PartnerCall {
  const request = (answers: Answers, userId: string | null): MetroEligibilityRequest => ({
    metroCardNo: metroCardNo(answers),
    userId: userId ?? '',
    mobile: text(answers.mobile),
  });
  return {
    name: METRO_ELIGIBILITY_CALL,
    mode: client.mode,
    outcomes: ['eligible', 'notEligible'],
    input: (call) => ({ ...request(call.answers, call.userId) }),
    async run(call): Promise<PartnerCallResult> {
      const req = request(call.answers, call.userId);
      if (req.userId === '') {
        // checkUser at step2 links every lead to its user: none means the lead is not ready.
        throw new PartnerUnavailable(
          METRO_ELIGIBILITY_CALL,
          'server-error',
          METRO_ELIGIBILITY_FALLBACK,
        );
      }
      const answer = await client.cbEligibility(req, call.attempt);
      const sent = {
        metroCardNo: maskCard(req.metroCardNo),
        userId: req.userId,
        mobile: maskMobile(req.mobile),
      };
      if (!answer.eligible) {
        const message = answer.errors.join(' ') || METRO_ELIGIBILITY_FALLBACK;
        return {
          kind: 'answered',
          outcome: 'notEligible',
          facts: { message },
          record: { request: sent, response: { eligible: false, errors: answer.errors } },
        };
      }
      return {
        kind: 'answered',
        outcome: 'eligible',
        facts: { holderLevel: answer.holderLevel, cardLast4: req.metroCardNo.slice(-4) },
        record: { request: sent, response: { eligible: true, holderLevel: answer.holderLevel } },
      };
    },
  };
}
