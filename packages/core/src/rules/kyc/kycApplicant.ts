import type { Answers } from '../../journeyModel/types.js';
import { answerDob, answerText, isoDate } from '../answerValues.js';
import type { KycGender, KycPerson } from './kycMatchesApplicant.js';

/**
 * The person the applicant said they are, from a loan journey's answers: `fullName` (or the
 * first, middle and last names), the date of birth (`dob`'s parts, or typed as text, as the
 * central KYC call reads it) and `gender`.
 */
export function kycApplicant(answers: Answers): KycPerson {
  const name =
    answerText(answers.fullName) ??
    ['firstName', 'middleName', 'lastName']
      .map((k) => answerText(answers[k]))
      .filter(Boolean)
      .join(' ');
  return { name, dob: answerDob(answers) ?? typedDob(answers), gender: kycGender(answers.gender) };
}

/** A date of birth answered as text (`dob` or `dateOfBirth`): YYYY-MM-DD or DD/MM/YYYY. */
function typedDob(answers: Answers): string | null {
  const text = answerText(answers.dob) ?? answerText(answers.dateOfBirth) ?? '';
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const dmy = /^(\d{2})[/-](\d{2})[/-](\d{4})$/.exec(text);
  if (ymd) return isoDate(ymd[1] as string, ymd[2] as string, ymd[3] as string);
  return dmy ? isoDate(dmy[3] as string, dmy[2] as string, dmy[1] as string) : null;
}

/** M, F or T from the journeys' words (male, female, transgender), UIDAI's letters or 1/2. */
export function kycGender(value: Answers[string] | undefined): KycGender | null {
  const text = answerText(value)?.toUpperCase() ?? '';
  if (text === '1') return 'M';
  if (text === '2') return 'F';
  const letter = text.charAt(0);
  return letter === 'M' || letter === 'F' || letter === 'T' ? letter : null;
}
