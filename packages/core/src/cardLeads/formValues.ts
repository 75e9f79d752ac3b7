import { EMPLOYMENT_TYPES, GENDER } from '../catalog/enums.js';
import type { Answers } from '../journeyModel/types.js';
import { answerAmount, answerText, answerYesNo } from '../rules/answerValues.js';

// Readings of the credit-card form values (01 §3) shared by the lead payloads.

/** Tracked marketing fields (01 §3), merged into lead payloads. */
export interface UtmFields {
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
}

export function utmOf(utm: UtmFields | undefined) {
  return {
    utmSource: utm?.utmSource ?? null,
    utmMedium: utm?.utmMedium ?? null,
    utmCampaign: utm?.utmCampaign ?? null,
  };
}

/** Gender id of the catalog (Male 1, Female 2, Transgender 3) from the form's answer. */
export function genderIdOf(values: Answers): 1 | 2 | 3 | null {
  const g = answerText(values.gender)?.toLowerCase();
  if (g === 'male' || g === '1') return GENDER.male;
  if (g === 'female' || g === '2') return GENDER.female;
  if (g === 'transgender' || g === '3') return GENDER.transgender;
  return null;
}

/**
 * 'Mr' for a man, 'Ms' for a woman (no marital status is asked), 'Mx' for a transgender
 * applicant (the title banks' forms offer them), null when not known.
 */
export function salutationOf(values: Answers): 'Mr' | 'Ms' | 'Mx' | null {
  const g = genderIdOf(values);
  if (g === GENDER.male) return 'Mr';
  if (g === GENDER.female) return 'Ms';
  return g === GENDER.transgender ? 'Mx' : null;
}

/** Employment type id (salaried 1, self employed 2) from the form's empType. */
export function empTypeIdOf(values: Answers): 1 | 2 | null {
  if (values.empType === 'salaried') return EMPLOYMENT_TYPES.salaried;
  if (values.empType === 'selfEmpl') return EMPLOYMENT_TYPES.selfEmployed;
  return null;
}

/**
 * Gross monthly income as told: the monthly income, else (self-employed who file ITR) a
 * twelfth of the ITR value, rounded. The ITR value counts only when ITR status is yes (01 §5).
 */
export function monthlyIncomeOf(values: Answers): number | null {
  const income = answerAmount(values.monthlyIncome);
  if (income !== null) return income;
  if (answerYesNo(values.itrStatus) !== true) return null;
  const itr = answerAmount(values.itrValue);
  return itr === null ? null : Math.round(itr / 12);
}

/** Holds a credit card: `existingCard` or `haveBankCard` answered yes. */
export function hasCardOf(values: Answers): boolean {
  return answerYesNo(values.existingCard) === true || answerYesNo(values.haveBankCard) === true;
}

/** The typed text of a field, or null. */
export const textField = (values: Answers, name: string) => answerText(values[name]);
