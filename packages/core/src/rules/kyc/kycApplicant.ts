import type { Answers } from '../../engine/types.js';
import { answerDob, answerText } from '../answerValues.js';
import type { KycGender, KycPerson } from './kycMatchesApplicant.js';

/**
 * The person the applicant said they are, from a loan journey's answers: `fullName` (or the
 * first, middle and last names), the date of birth (`dob`'s parts) and `gender`.
 */
export function kycApplicant(answers: Answers): KycPerson {
  const name =
    answerText(answers.fullName) ??
    ['firstName', 'middleName', 'lastName']
      .map((k) => answerText(answers[k]))
      .filter(Boolean)
      .join(' ');
  return { name, dob: answerDob(answers), gender: kycGender(answers.gender) };
}

/** M, F or T from the journeys' words (male, female, transgender), UIDAI's letters or 1/2. */
export function kycGender(value: Answers[string] | undefined): KycGender | null {
  const text = answerText(value)?.toUpperCase() ?? '';
  if (text === '1') return 'M';
  if (text === '2') return 'F';
  const letter = text.charAt(0);
  return letter === 'M' || letter === 'F' || letter === 'T' ? letter : null;
}
