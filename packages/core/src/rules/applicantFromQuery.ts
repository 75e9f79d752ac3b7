import { type EmployerCategory, employerCategory } from './employerCategories.js';
import type { Applicant, CreditHistoryKey, RecommendationQuery } from './types.js';

/** What the spec's query cannot carry; the server may know it from the lead or the profile. */
export interface ApplicantExtras {
  /** 1 Salaried, 2 Self Employed, 3 Self Employed Professional. */
  occupationType?: 1 | 2 | 3 | null;
  /** A key ('doctor') or id (10) of the 13 employer and profession categories. */
  employerCategory?: EmployerCategory | number | null;
  creditHistory?: CreditHistoryKey | null;
  spendCategoryIds?: readonly number[] | null;
}

/**
 * The applicant of a recommendation query. The age is the current year minus the birth year
 * (spec R-1), so someone born in December counts a year older all year. empType 2 is a
 * professional when the occupation type is 3 or the employer category is a profession.
 */
export function applicantFromQuery(
  query: RecommendationQuery,
  today: Date,
  extras: ApplicantExtras = {},
): Applicant {
  const city = query.cityPrettyName.trim();
  const category =
    extras.employerCategory == null ? undefined : employerCategory(extras.employerCategory);
  const professional = extras.occupationType === 3 || category?.employment === 'professional';
  const applicant: Applicant = {
    employment: query.empType === 1 ? 'salaried' : professional ? 'professional' : 'selfEmployed',
    age: query.dob ? ageFromDob(query.dob, today) : null,
    city: city === '' || city.toLowerCase() === 'others' ? null : city,
    monthlyIncome: query.minGmi,
    bankId: query.accountProviderId,
    hasCard: query.otherCard === 1,
    cardLimit: query.otherCard === 1 ? query.otherCardLimit : null,
  };
  if (category) applicant.employerCategory = category.key;
  if (extras.creditHistory) applicant.creditHistory = extras.creditHistory;
  if (extras.spendCategoryIds?.length) applicant.spendCategoryIds = [...extras.spendCategoryIds];
  return applicant;
}

/**
 * Age as the spec computes it: the current year minus the birth year of a real `YYYY-MM-DD`
 * date. Null when the date is not real or lies in a later year.
 */
export function ageFromDob(dob: string, today: Date): number | null {
  const parts = dateParts(dob);
  if (!parts) return null;
  const age = today.getUTCFullYear() - parts.year;
  return age >= 0 ? age : null;
}

/**
 * Full years between a `YYYY-MM-DD` birth date and `today` (birthday-exact); null when the
 * date is not real. Kept for callers that need it: the card rules use `ageFromDob`.
 */
export function ageOn(dob: string, today: Date): number | null {
  const parts = dateParts(dob);
  if (!parts) return null;
  const { year, month, day } = parts;
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age >= 0 ? age : null;
}

function dateParts(dob: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return { year, month, day };
}
