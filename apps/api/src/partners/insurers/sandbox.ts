import { createHash } from 'node:crypto';
import {
  insuranceAgeProblem,
  type MemberKind,
  memberAge,
  memberAgeProblem,
  opdMemberAgeProblem,
  parseDob,
} from '@tara/core';
import { PartnerUnavailable } from '../partnerCall.js';
import {
  INSURER_ISSUE_CALL,
  INSURER_UNAVAILABLE,
  type InsuredPerson,
  type InsurerClient,
  type PolicyAnswer,
  type PolicyRequest,
  type ProposalCheck,
} from './types.js';

// The deterministic insurer sandbox (decision 045). It decides by the proposer's mobile and
// the insured persons' ages, in this order:
//
// | applicant data                                   | answer                                  |
// |--------------------------------------------------|-----------------------------------------|
// | mobile ending in 9                               | PartnerUnavailable (a 5xx), every try   |
// | mobile ending in 8                               | refused: DECLINED                       |
// | mobile ending in 7 (issuing only; validation     | refused: NOT_ISSUED (decision 055: the  |
// |   takes it)                                      |   insurer's review after payment)       |
// | an insured person outside the product's ages     | refused: core's age message (or a bad   |
// |   (or a date of birth that is not YYYY-MM-DD)     |   date's 'Invalid date'), with the name |
// | anything else                                    | issued, a year from the start date      |
//
// The policy number is `SBX-{insurer code}-{year}-{8 digits}`, the digits a digest of the
// lead and the plan, so the same proposal always gets the same number.

export const DECLINED = 'The insurer has declined this proposal.';
/** A proposal validated before payment that the insurer's review refuses after it. */
export const NOT_ISSUED = 'The insurer could not issue this policy after its review.';

const INSURER_CODES: Readonly<Record<PolicyRequest['insurer'], string>> = {
  iciciLombard: 'ICL',
  hdfcErgo: 'HEG',
  kotakGeneral: 'KGI',
  kotakLife: 'KLI',
};

export function sandboxInsurer(options: { now?: () => Date } = {}): InsurerClient {
  const now = options.now ?? (() => new Date());
  return {
    mode: 'sandbox',
    // Validation refuses as issuing does (8, ages) but never fails: the 9-mobiles are the
    // insurer failing after the payment (decision 048).
    async validateProposal(request: PolicyRequest): Promise<ProposalCheck> {
      return refusal(request, now()) ?? { outcome: 'valid' };
    },
    async issuePolicy(request: PolicyRequest, attempt: number): Promise<PolicyAnswer> {
      const last = request.proposer.mobile.slice(-1);
      if (last === '9') {
        throw new PartnerUnavailable(
          INSURER_ISSUE_CALL,
          attempt % 2 === 1 ? 'server-error' : 'timeout',
          INSURER_UNAVAILABLE,
        );
      }
      const refused = refusal(request, now());
      if (refused) return refused;
      if (last === '7') return { outcome: 'refused', message: NOT_ISSUED };
      return {
        outcome: 'issued',
        policyNumber: policyNumber(request),
        startDate: request.startDate,
        endDate: oneYearFrom(request.startDate),
      };
    },
  };
}

function refusal(
  request: PolicyRequest,
  today: Date,
): { outcome: 'refused'; message: string } | null {
  if (request.proposer.mobile.endsWith('8')) return { outcome: 'refused', message: DECLINED };
  for (const person of request.insured) {
    const problem = ageProblem(request, person, today);
    if (problem !== null) return { outcome: 'refused', message: `${person.name}: ${problem}` };
  }
  return null;
}

function ageProblem(request: PolicyRequest, person: InsuredPerson, today: Date): string | null {
  const [year = '', month = '', date = ''] =
    /^(\d{4})-(\d{2})-(\d{2})$/.exec(person.dob)?.slice(1) ?? [];
  const parsed = parseDob({ date, month, year }, today);
  if ('error' in parsed) return parsed.error;
  if (request.product === 'groupHealth') {
    // A group health proposal names its members only (self, spouse, sons, daughters).
    return memberAgeProblem(person.relation as MemberKind, memberAge(parsed, today));
  }
  if (request.product === 'instaOpd') return opdMemberAgeProblem(person.relation, parsed, today);
  return insuranceAgeProblem(request.product, parsed.year, today);
}

function policyNumber(request: PolicyRequest): string {
  const digest = createHash('sha256').update(`${request.leadId}:${request.planId}`).digest();
  const digits = String(digest.readUInt32BE(0) % 100_000_000).padStart(8, '0');
  return `SBX-${INSURER_CODES[request.insurer]}-${request.startDate.slice(0, 4)}-${digits}`;
}

/** The last day of a year's cover: a year on, less a day (29/02 starts end on 28/02). */
export function oneYearFrom(startDate: string): string {
  const [year, month, date] = startDate.split('-').map(Number) as [number, number, number];
  const sameDayNextYear = new Date(Date.UTC(year + 1, month - 1, date));
  // 29 February rolls to 1 March in a year without it: the cover then ends on 28 February.
  if (sameDayNextYear.getUTCMonth() !== month - 1) sameDayNextYear.setUTCDate(0);
  else sameDayNextYear.setUTCDate(sameDayNextYear.getUTCDate() - 1);
  return sameDayNextYear.toISOString().slice(0, 10);
}
