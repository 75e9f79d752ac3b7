import { type Answers, answerText } from '@tara/core';
import { maskName, maskPan } from '../../http/mask.js';
import { applicantInput, kycMismatchAnswer } from '../kycMismatchAnswer.js';
import type { PartnerCall, PartnerCallQuestion } from '../partnerCall.js';
import { CKYC_CALL, CKYC_OUTCOMES, type CkycClient, type CkycQuery } from './types.js';

// The answers the call reads, first found wins: the journey's field keys (the business-loan
// journey is written elsewhere; these cover the card journeys' `pancard` and the spec's words).
const PAN_KEYS = ['pancard', 'pan'];
const DOB_KEYS = ['dob', 'dateOfBirth'];
const NAME_KEYS = ['fullName', 'name'];

/**
 * The `ckyc` call (business loan step10): a KYC record for the PAN and date of birth? A record
 * whose name, date of birth or gender is not the applicant's is `mismatch` (decision 062).
 */
export function ckycCall(client: CkycClient): PartnerCall {
  return {
    name: CKYC_CALL,
    mode: client.mode,
    outcomes: CKYC_OUTCOMES,
    input: (call) => ({ ...ckycQuery(call), ...applicantInput(call.answers) }),
    async run(call) {
      const query = ckycQuery(call);
      const answer = await client.search(query, call.attempt);
      const request = {
        pan: maskPan(query.pan),
        dob: maskDob(query.dob),
        name: maskName(query.name),
      };
      if (answer.outcome === 'failed') {
        return {
          kind: 'answered',
          outcome: 'failed',
          record: { request, response: { found: false } },
        };
      }
      const { name, dob, gender = null } = answer;
      const other = kycMismatchAnswer(call.answers, { name, dob, gender }, request);
      if (other) return other;
      const facts = {
        kycName: maskName(answer.name),
        kycDob: maskDob(answer.dob),
        ckycRef: answer.ckycRef,
      };
      return {
        kind: 'answered',
        outcome: 'verified',
        facts,
        record: { request, response: { found: true, ...facts } },
      };
    },
  };
}

/**
 * What the registry is asked, from the answers. A missing PAN or date of birth is a journey
 * bug (the step's guard needs them), thrown before anything is claimed.
 */
export function ckycQuery(call: PartnerCallQuestion): CkycQuery {
  const pan = first(call.answers, PAN_KEYS)?.toUpperCase();
  const dob = isoDate(first(call.answers, DOB_KEYS) ?? dobFromParts(call.answers));
  if (!pan || !dob) throw new Error('ckyc needs a PAN and a date of birth');
  return { pan, dob, name: fullName(call.answers) };
}

const first = (answers: Answers, keys: readonly string[]): string | null => {
  for (const key of keys) {
    const text = answerText(answers[key]);
    if (text) return text;
  }
  return null;
};

const fullName = (answers: Answers): string =>
  first(answers, NAME_KEYS) ??
  [first(answers, ['firstName']), first(answers, ['middleName']), first(answers, ['lastName'])]
    .filter(Boolean)
    .join(' ');

/** The journey's dob field writes dobDate, dobMonth, dobYear (engine stepFields): DD/MM/YYYY. */
function dobFromParts(answers: Answers): string | null {
  const [d, m, y] = ['dobDate', 'dobMonth', 'dobYear'].map((k) => first(answers, [k]));
  if (!d || !m || !y) return null;
  return `${d.padStart(2, '0')}/${m.padStart(2, '0')}/${y}`;
}

/** YYYY-MM-DD from YYYY-MM-DD or DD/MM/YYYY (DD-MM-YYYY); null otherwise. */
function isoDate(value: string | null): string | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const dmy = /^(\d{2})[/-](\d{2})[/-](\d{4})$/.exec(value);
  return dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : null;
}

/** 1990-05-15 → 1990-XX-XX: the year is enough to recognise the record. */
const maskDob = (dob: string): string => `${dob.slice(0, 4)}-XX-XX`;
