import {
  type Answers,
  type KycPerson,
  kycApplicant,
  kycMismatches,
  kycMismatchText,
  type Scalar,
} from '@tara/core';
import { maskName } from '../http/mask.js';
import type { PartnerCallResult } from './partnerCall.js';

/**
 * Every KYC call's answer when its record is not the applicant's (core's `kycMismatches`
 * against the name, date of birth and gender answered; issue 20 item 6, decision 062): the
 * outcome `mismatch`, whose step tells the applicant and lets them correct, never the
 * confirmation step. The facts say what differs and only enough of the other person's record
 * to recognise it (the name masked, the year of birth, the gender). Null when it is theirs.
 */
export function kycMismatchAnswer(
  answers: Answers,
  kyc: KycPerson,
  request: Record<string, unknown>,
): PartnerCallResult | null {
  const differ = kycMismatches(kycApplicant(answers), kyc);
  if (differ.length === 0) return null;
  const facts: Record<string, Scalar> = {
    kycMismatch: kycMismatchText(differ),
    kycName: maskName(kyc.name),
  };
  if (kyc.dob) facts.kycDob = `${kyc.dob.slice(0, 4)}-XX-XX`;
  if (kyc.gender) facts.kycGender = kyc.gender;
  return {
    kind: 'answered',
    outcome: 'mismatch',
    facts,
    record: { request, response: { mismatch: differ } },
  };
}

/**
 * The applicant a KYC call compares its record with, as part of the call's input: a changed
 * name, date of birth or gender asks the question again rather than replaying an answer
 * judged against the old ones.
 */
export function applicantInput(answers: Answers): Record<string, Scalar> {
  const { name, dob, gender } = kycApplicant(answers);
  return { applicantName: name, applicantDob: dob, applicantGender: gender };
}
