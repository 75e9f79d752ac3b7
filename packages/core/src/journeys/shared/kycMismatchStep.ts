// The step a KYC that is not the applicant's leads to (issue 20 item 6; decision 062). Every
// KYC call (central KYC, the Aadhaar ZIP, Karza's OKYC) compares its record with the
// applicant's name, date of birth and gender (core's `kycMatchesApplicant`) and answers
// `mismatch` when they differ; the journey routes that here, never to the step where the
// applicant confirms the details: their own "Yes" cannot approve another person's KYC.
import type { StepDef, StepShow } from '../../journeyModel/types.js';
import { makeStep } from './makeStep.js';

/** Saving the step without closing: the way on is to correct an answer above. */
export const KYC_MISMATCH_CORRECT =
  'Please correct your details or use your own KYC: tap your answer above to change it';

/**
 * The mismatch step: what the KYC gave and which details differ; the way to correct is to
 * answer an earlier step again (the name, gender or date of birth if one was typed wrong; the
 * KYC mode or the upload to use another KYC), which the chat offers above. The only way on
 * from here is to close the application (the `rejected` exit), ticked on purpose; saving it
 * unticked is refused with how to correct.
 */
export function kycMismatchStep(id: string, calls: string[], guard: string[]): StepDef {
  return makeStep(id, [{ exit: 'rejected', when: { field: 'closeApplication', eq: true } }], {
    title: 'This KYC does not match the details you gave us, so we cannot go on with it.',
    info: [
      'We can go on only with your own KYC: its name, date of birth and gender must be the ones you gave us.',
      'If you typed your name, gender or date of birth wrong, tap that answer above to correct it. Otherwise tap your KYC answer above to use your own KYC.',
    ],
    shows: kycMismatchShows(calls),
    fields: [
      {
        name: 'closeApplication',
        kind: 'checkbox',
        label: 'I cannot give a KYC of my own: please close my application',
        required: false,
      },
    ],
    unmatched: KYC_MISMATCH_CORRECT,
    guard,
    autoAdvance: false,
  });
}

/** What the mismatch step shows: the facts of the first of `calls` that answered. */
export function kycMismatchShows(calls: string[]): StepShow[] {
  const items = [
    { fact: 'kycMismatch', label: 'Not the same' },
    { fact: 'kycName', label: 'Name in the KYC' },
    { fact: 'kycDob', label: 'Date of birth in the KYC' },
    { fact: 'kycGender', label: 'Gender in the KYC' },
  ];
  return [{ kind: 'facts', calls, items }];
}
