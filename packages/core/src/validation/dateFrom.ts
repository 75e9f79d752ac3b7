import { parseDob } from './dob.js';
import { stringArg } from './ruleArgs.js';
import type { RuleFn } from './types.js';

// A past date from three boxes on or after a first day: `{ from: 'YYYY-MM-DD', message? }`
// (the credit line's date of establishment, 02 §5: between 1800-01-01 and today). The boxes'
// own problems (an impossible or future date) are the `dob` reader's messages.

export const dateFromMessage = (from: string): string => {
  const [y, m, d] = from.split('-');
  return `Please enter a date from ${d}/${m}/${y} to today`;
};

export const dateFrom: RuleFn = (value, args, _values, env) => {
  const parsed = parseDob(value, env.today);
  if ('error' in parsed) return parsed.error;
  const from = stringArg(args, 'from') ?? '1800-01-01';
  const at = `${parsed.year}-${String(parsed.month).padStart(2, '0')}-${String(parsed.date).padStart(2, '0')}`;
  return at < from ? (stringArg(args, 'message') ?? dateFromMessage(from)) : null;
};
