import { formatINR } from '../format/formatINR.js';
import type { AnswerValue } from '../journeyModel/types.js';
import { NUMBERS_ONLY } from './characterRules.js';
import { requiredNumberArg, stringArg } from './ruleArgs.js';
import type { RuleFn } from './types.js';

// Numeric bounds on amounts (VAL-61: minimum salary 10,000, sales 50,000 to 1 crore).

/** The number of a value: a number, or text with rupee signs, commas and spaces removed. */
export function amountOf(value: AnswerValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.replace(/[₹,\s]/g, '');
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

/** At least `n`: `{ n, message? }`, by default 'Must be at least ₹N'. */
const minValue: RuleFn = (value, args) => {
  const amount = amountOf(value);
  if (amount === null) return NUMBERS_ONLY;
  const n = requiredNumberArg(args, 'n');
  return amount < n ? (stringArg(args, 'message') ?? `Must be at least ${formatINR(n)}`) : null;
};

/** At most `n`: `{ n, message? }`, by default 'Must be at most ₹N'. */
const maxValue: RuleFn = (value, args) => {
  const amount = amountOf(value);
  if (amount === null) return NUMBERS_ONLY;
  const n = requiredNumberArg(args, 'n');
  return amount > n ? (stringArg(args, 'message') ?? `Must be at most ${formatINR(n)}`) : null;
};

export const amountRules = { minValue, maxValue } satisfies Record<string, RuleFn>;
