import type { Answers, AnswerValue } from '../journeyModel/types.js';

// Readers of journey answers (form values) as the card rules and lead payloads need them:
// forgiving about how a value arrived (number or typed text, picked object or free text).

export type AnswerObject = { [key: string]: AnswerValue };

export function isAnswerObject(v: AnswerValue | undefined): v is AnswerObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Trimmed text of a scalar, or the `name` of a picked suggestion; null when empty. */
export function answerText(v: AnswerValue | undefined): string | null {
  if (typeof v === 'string') return v.trim() === '' ? null : v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (isAnswerObject(v)) return answerText(v.name);
  return null;
}

/** A non-negative amount from a number or typed text ('85,000', '₹ 85000'); else null. */
export function answerAmount(v: AnswerValue | undefined): number | null {
  const n =
    typeof v === 'number'
      ? v
      : typeof v === 'string' && v.trim() !== ''
        ? Number(v.replace(/[,\s₹]/g, ''))
        : Number.NaN;
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** An id from a number, digits, or a picked object's `id`. */
export function answerId(v: AnswerValue | undefined): number | null {
  if (isAnswerObject(v)) return answerId(v.id);
  if (typeof v === 'number') return Number.isInteger(v) ? v : null;
  if (typeof v === 'string' && /^\d{1,12}$/.test(v.trim())) return Number(v.trim());
  return null;
}

/** 'yes', true, 1, '1', 'true', 'y' → true; 'no', false, 0 … → false; anything else null. */
export function answerYesNo(v: AnswerValue | undefined): boolean | null {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v === 1 ? true : v === 0 ? false : null;
  if (typeof v !== 'string') return null;
  const t = v.trim().toLowerCase();
  if (['yes', 'y', 'true', '1'].includes(t)) return true;
  if (['no', 'n', 'false', '0'].includes(t)) return false;
  return null;
}

/** The birth date of the answers (a `dob` object or dobDate/dobMonth/dobYear) as YYYY-MM-DD. */
export function answerDob(answers: Answers): string | null {
  const dob = answers.dob;
  const parts = isAnswerObject(dob)
    ? [dob.year, dob.month, dob.date]
    : [answers.dobYear, answers.dobMonth, answers.dobDate];
  return isoDate(
    ...(parts.map((p) => (p == null ? '' : String(p).trim())) as [string, string, string]),
  );
}

/** 'YYYY-MM-DD' from the three boxes, zero-padded; null unless the date is real. */
export function isoDate(year: string, month: string, day: string): string | null {
  if (!/^\d{4}$/.test(year) || !/^\d{1,2}$/.test(month) || !/^\d{1,2}$/.test(day)) return null;
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  const at = new Date(Date.UTC(y, m - 1, d));
  if (at.getUTCFullYear() !== y || at.getUTCMonth() !== m - 1 || at.getUTCDate() !== d) {
    return null;
  }
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** The city object of the answers (spec §3 city) or null. */
export function answerCity(answers: Answers, field = 'city'): AnswerObject | null {
  const city = answers[field];
  return isAnswerObject(city) ? city : null;
}

/** The city's pretty name: `pretty_name`, else `city_pretty_name`; null when not known. */
export function cityPrettyNameOf(city: AnswerObject | null): string | null {
  if (!city) return null;
  return answerText(city.pretty_name) ?? answerText(city.city_pretty_name);
}

/** The city's display name: `city`, `city_name` or `name`. */
export function cityNameOf(city: AnswerObject | null): string | null {
  if (!city) return null;
  return answerText(city.city) ?? answerText(city.city_name) ?? answerText(city.name);
}
