import {
  type Answers,
  holdsAadhaar,
  type JourneyDef,
  stripAadhaar,
  wholeAadhaarProblem,
} from '@tara/core';
import { httpError } from '../../http/errors.js';

// A lead keeps an Aadhaar answer masked to its last 4 digits (decision 061). An issuer whose
// payload carries the whole number (the Amex-type lead's aadharNo, spec 01 §3) gets it from
// the apply request instead: checked with core's rule (the step's) and against the kept last
// 4, handed to the issuer and never stored or logged.

/** The issuers whose payload carries the whole Aadhaar number. */
const WHOLE_AADHAAR_ISSUERS: ReadonlySet<string> = new Set(['amex']);

/** The Aadhaar answer the issuer needs whole: its field and the last 4 the lead keeps; or null. */
export function aadhaarAsked(
  def: JourneyDef | undefined,
  answers: Answers,
  issuerAlias: string | null,
): { field: string; last4: string } | null {
  if (!def || !WHOLE_AADHAAR_ISSUERS.has(issuerAlias ?? '')) return null;
  for (const step of def.steps) {
    for (const field of step.fields.filter(holdsAadhaar)) {
      const kept = answers[field.name];
      if (typeof kept === 'string' && kept !== '') {
        return { field: field.name, last4: kept.replace(/\D/g, '').slice(-4) };
      }
    }
  }
  return null;
}

/**
 * The lead's values as the issuer gets them: with the whole Aadhaar number given now where
 * the issuer needs it (422 on the field `aadhaar` when it is missing, invalid or not the
 * applicant's), else the lead's answers as they are.
 */
export function withWholeAadhaar(
  def: JourneyDef | undefined,
  answers: Answers,
  issuerAlias: string | null,
  given: string | undefined,
): Answers {
  const asked = aadhaarAsked(def, answers, issuerAlias);
  if (!asked) return answers;
  const problem = wholeAadhaarProblem(given, asked.last4);
  if (problem) throw httpError(422, problem, { fields: { aadhaar: problem } });
  return { ...answers, [asked.field]: stripAadhaar(given ?? '') };
}
