import type { AnswerValue, RuleRef } from '../journeyModel/types.js';
import { ageByDate, type DobParts } from './ageByDate.js';
import { booleanArg, numberArg, stringArg, textOf } from './ruleArgs.js';
import type { RuleFn } from './types.js';

export type { DobParts } from './ageByDate.js';

// Date of birth from three boxes (VAL-40 to VAL-43). The step validator hands the rule
// `{ date, month, year }`; day and month arrive zero-padded. Calendar dates are compared in
// UTC, the clock of `env.today`.

export const INVALID_DATE = 'Invalid date';
export const INVALID_MONTH = 'Invalid month';
export const INVALID_YEAR = 'Invalid year';

export interface AgeBounds {
  min: number;
  max: number;
}

/** The picker default when neither the configuration nor the provider sets a bound. */
export const DEFAULT_AGE_BOUNDS: AgeBounds = { min: 18, max: 100 };

/** Age bounds by provider id: 3 is 21-58, 61 is 21-70, 384 (the business loan) 21-65. */
export const PROVIDER_AGE_BOUNDS: Readonly<Record<number, AgeBounds>> = {
  3: { min: 21, max: 58 },
  61: { min: 21, max: 70 },
  384: { min: 21, max: 65 },
};

/** The bounds for a provider; an explicit `minAge` or `maxAge` wins over the provider's. */
export function ageBounds(
  providerId: number | null | undefined,
  override: { minAge?: number | undefined; maxAge?: number | undefined } = {},
): AgeBounds {
  const byProvider = (providerId != null && PROVIDER_AGE_BOUNDS[providerId]) || DEFAULT_AGE_BOUNDS;
  return {
    min: override.minAge ?? byProvider.min,
    max: override.maxAge ?? byProvider.max,
  };
}

/** Age as the spec computes it: the current year minus the birth year. */
export function ageFromYear(year: number, today: Date): number {
  return today.getUTCFullYear() - year;
}

/** Reads the three boxes; returns the first box's message when one is wrong. */
export function parseDob(value: AnswerValue, today: Date): DobParts | { error: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { error: INVALID_DATE };
  }
  const date = part(value.date, /^\d{1,2}$/);
  const month = part(value.month, /^\d{1,2}$/);
  const year = part(value.year, /^\d{4}$/);
  if (date === null || date < 1 || date > 31) return { error: INVALID_DATE };
  if (month === null || month < 1 || month > 12) return { error: INVALID_MONTH };
  if (year === null || year < 1000) return { error: INVALID_YEAR };
  const at = new Date(Date.UTC(year, month - 1, date));
  if (at.getUTCDate() !== date || at.getUTCMonth() !== month - 1) return { error: INVALID_DATE };
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  if (at.getTime() > todayUtc) return { error: INVALID_DATE };
  return { date, month, year };
}

function part(raw: AnswerValue | undefined, pattern: RegExp): number | null {
  const text = raw === undefined ? null : textOf(raw);
  return text !== null && pattern.test(text) ? Number(text) : null;
}

function boundsOf(args: RuleRef): AgeBounds {
  return ageBounds(numberArg(args, 'providerId'), {
    minAge: numberArg(args, 'minAge'),
    maxAge: numberArg(args, 'maxAge'),
  });
}

/**
 * A real, past date of birth within the age bounds: `{ minAge?, maxAge?, providerId? }`.
 * `minMessage` / `maxMessage` replace 'Minimum age is {min}' / 'Maximum age is {max}' for the
 * journeys that word it differently ('Minimum age 18', 'Maximum entry age 65').
 * `fullDate: true` counts completed years from the whole date instead of the year alone (the
 * partner business loan, X-20); `invalidMessage` replaces every box message (its 'Invalid').
 */
export const dob: RuleFn = (value, args, _values, env) => {
  const parsed = parseDob(value, env.today);
  if ('error' in parsed) return stringArg(args, 'invalidMessage') ?? parsed.error;
  const { min, max } = boundsOf(args);
  const age = booleanArg(args, 'fullDate')
    ? ageByDate(parsed, env.today)
    : ageFromYear(parsed.year, env.today);
  if (age < min) return stringArg(args, 'minMessage') ?? `Minimum age is ${min}`;
  if (age > max) return stringArg(args, 'maxMessage') ?? `Maximum age is ${max}`;
  return null;
};
