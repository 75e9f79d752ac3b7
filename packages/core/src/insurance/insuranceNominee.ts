import { NOMINEE_RELATIONS } from '../catalog/enums.js';
import { TEXT_LIMITS } from '../catalog/limits.js';
import type { FieldDef, RuleRef } from '../journeyModel/types.js';
import { NOMINEE_MINOR, NOMINEE_TOO_OLD } from '../validation/nomineeRules.js';
import type { InsuranceProduct } from './covers/insuranceCover.js';

// The nominee of an insurance journey (spec 03 §5 "Nominee", INS-COM-22, INS-COM-47,
// INS-COM-48, VAL-51..55, X-04, X-05), as fields whose rules are the validation registry's,
// so the browser and the server check the same. Unless the journey is group health the date
// of birth has the extra checks: not a minor, at most 99, a son or daughter not older than the
// applicant, a father or mother not younger, and the relation fits the gender (spouse both).
// Term cover's nominee name is a full name (first and last; INS-TERM-06, decision 045).

export const NOMINEE_HELP =
  'Nominee details are important and ensure benefits reach your loved ones';
export const NOMINEE_NAME_REQUIRED = "Please enter the nominee's name";
export const NOMINEE_NATIONALITY_DEFAULT = 'Indian';

/** Name 30 (X-04: 32 is the business loan's), nationality 15; age 18 to 99. */
export const INSURANCE_NOMINEE_LIMITS = {
  name: TEXT_LIMITS.nomineeName,
  nationality: TEXT_LIMITS.nationality,
  minAge: 18,
  maxAge: 99,
} as const;

const L = INSURANCE_NOMINEE_LIMITS;

export interface NomineeOptions {
  product: InsuranceProduct;
  /** The applicant's date-of-birth field (its three boxes are among the answers). */
  applicantField?: string;
}

/** The nominee date-of-birth rules: the extra checks only outside group health. */
export function nomineeDobRules(product: InsuranceProduct, applicantField = 'dob'): RuleRef[] {
  if (product === 'groupHealth') {
    // Only the picker's bounds: from just under 99 years ago to today.
    return [{ rule: 'dob', minAge: 0, maxAge: L.maxAge, maxMessage: NOMINEE_TOO_OLD }];
  }
  return [
    {
      rule: 'dob',
      minAge: L.minAge,
      maxAge: L.maxAge,
      minMessage: NOMINEE_MINOR,
      maxMessage: NOMINEE_TOO_OLD,
    },
    { rule: 'nomineeDob', relationField: 'nomineeRelation', applicantField },
  ];
}

/** The nominee step's fields (spec names: nomineeName, nomineeDob…, nomineeRelation, …). */
export function insuranceNomineeFields({ product, applicantField }: NomineeOptions): FieldDef[] {
  const extraChecks = product !== 'groupHealth';
  return [
    {
      name: 'nomineeName',
      kind: 'text',
      label: "NOMINEE'S NAME",
      maxLength: L.name,
      hint: NOMINEE_HELP,
      rules: [
        { rule: 'required', message: NOMINEE_NAME_REQUIRED },
        { rule: product === 'term' ? 'fullName' : 'name' },
        { rule: 'maxLength', n: L.name },
      ],
    },
    {
      name: 'nomineeGender',
      kind: 'radio',
      label: "NOMINEE'S GENDER",
      // Decision 032 deferred the nominee's third gender to the insurers' rules: offered here;
      // the relation rule binds only male and female nominees (decision 045).
      options: [
        { value: 'male', label: 'Male' },
        { value: 'female', label: 'Female' },
        { value: 'transgender', label: 'Transgender' },
      ],
    },
    {
      name: 'nomineeRelation',
      kind: 'select',
      label: 'RELATION WITH YOU',
      options: NOMINEE_RELATIONS.map((r) => ({ value: String(r.id), label: r.label })),
      ...(extraChecks
        ? { rules: [{ rule: 'nomineeRelation', genderField: 'nomineeGender' }] }
        : {}),
    },
    {
      name: 'nomineeDob',
      kind: 'dob',
      label: "NOMINEE'S DATE OF BIRTH (DD/MM/YYYY)",
      rules: nomineeDobRules(product, applicantField),
    },
    {
      name: 'nomineeNationality',
      kind: 'text',
      label: "NOMINEE'S NATIONALITY",
      maxLength: L.nationality,
      defaultValue: NOMINEE_NATIONALITY_DEFAULT,
      rules: [{ rule: 'name' }, { rule: 'maxLength', n: L.nationality }],
    },
  ];
}
