import type { RuleRef } from '../journeyModel/types.js';
import { ageFromYear } from '../validation/dob.js';
import type { InsuranceProduct } from './covers/insuranceCover.js';

// The applicant's entry ages (spec 03 §5 "Age ranges", INS-COM-46, INS-DMPA-05, INS-TERM-05,
// INS-COMBO-07). Age is the current year minus the birth year. The spec words the 18-65
// rule 'Minimum age 18' / 'Maximum entry age 65'; decision 045 words every insurance range so.
// Shop and Lombard insure a shop and ask no date of birth; group health checks each member
// (`groupHealthMembers.ts`); Insta OPD, not listed, takes the spec's generic 18-65 rule.

export interface AgeRange {
  min: number;
  max: number;
}

const COMBO: AgeRange = { min: 18, max: 61 };
const VECTOR_AND_CASH: AgeRange = { min: 18, max: 66 };
const GENERIC: AgeRange = { min: 18, max: 65 };

/** Entry ages by product; null where the product asks no applicant's date of birth. */
export const INSURANCE_AGE_RANGES: Readonly<Record<InsuranceProduct, AgeRange | null>> = {
  shop: null,
  lombard: null,
  groupHealth: null,
  instaOpd: GENERIC,
  term: { min: 18, max: 60 },
  accident: { min: 18, max: 65 },
  dengueMalaria: VECTOR_AND_CASH,
  hospicash: VECTOR_AND_CASH,
  termHospicashSuraksha: COMBO,
  termSurakshaAccident: COMBO,
  termAccident: COMBO,
};

export const minimumAgeMessage = (min: number): string => `Minimum age ${min}`;
export const maximumEntryAgeMessage = (max: number): string => `Maximum entry age ${max}`;

/** The `dob` rule of the product's date-of-birth field, or null when it asks none. */
export function insuranceDobRule(product: InsuranceProduct): RuleRef | null {
  const range = INSURANCE_AGE_RANGES[product];
  if (range === null) return null;
  return {
    rule: 'dob',
    minAge: range.min,
    maxAge: range.max,
    minMessage: minimumAgeMessage(range.min),
    maxMessage: maximumEntryAgeMessage(range.max),
  };
}

/** The message for an applicant born in `birthYear`, or null when the age fits. */
export function insuranceAgeProblem(
  product: InsuranceProduct,
  birthYear: number,
  today: Date,
): string | null {
  const range = INSURANCE_AGE_RANGES[product];
  if (range === null) return null;
  const age = ageFromYear(birthYear, today);
  if (age < range.min) return minimumAgeMessage(range.min);
  if (age > range.max) return maximumEntryAgeMessage(range.max);
  return null;
}
