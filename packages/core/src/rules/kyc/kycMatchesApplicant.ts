// Is a KYC record the applicant's own? (issue 20 item 6; decision 062). Every KYC source
// (central KYC, the Aadhaar offline e-KYC file, Karza's OKYC) is compared with the person the
// applicant said they are before the journey may go on; the applicant's own "Yes" cannot
// overrule a mismatch.
import { namesMatch } from './namesMatch.js';

/** M, F or T (UIDAI's letters); null when not known. */
export type KycGender = 'M' | 'F' | 'T';

/** A person as a KYC record or an application gives them. */
export interface KycPerson {
  name: string;
  /** YYYY-MM-DD; null when not known. */
  dob: string | null;
  gender: KycGender | null;
}

/** A detail of a KYC record that may differ from the applicant's. */
export type KycDetail = 'name' | 'dob' | 'gender';

/**
 * The details of `kyc` that are not the applicant's, in this order: the name (a tolerant
 * match: `namesMatch`), the date of birth (exactly), the gender. A detail the record does not
 * state is not compared; one it states that the applicant did not give is a mismatch (nothing
 * to prove it theirs).
 */
export function kycMismatches(applicant: KycPerson, kyc: KycPerson): KycDetail[] {
  const differ: KycDetail[] = [];
  if (!namesMatch(applicant.name, kyc.name)) differ.push('name');
  if (kyc.dob !== null && kyc.dob !== applicant.dob) differ.push('dob');
  if (kyc.gender !== null && kyc.gender !== applicant.gender) differ.push('gender');
  return differ;
}

/** True when the KYC record is the applicant's: no detail differs. */
export function kycMatchesApplicant(applicant: KycPerson, kyc: KycPerson): boolean {
  return kycMismatches(applicant, kyc).length === 0;
}

const WORDS: Record<KycDetail, string> = {
  name: 'name',
  dob: 'date of birth',
  gender: 'gender',
};

/** 'name, date of birth and gender': the details that differ, as the applicant reads them. */
export function kycMismatchText(details: readonly KycDetail[]): string {
  const said = details.map((d) => WORDS[d]);
  const last = said.pop();
  return said.length > 0 ? `${said.join(', ')} and ${last}` : (last ?? '');
}
