import { parseDob } from './dob.js';
import { requiredNumberArg, stringArg } from './ruleArgs.js';
import type { RuleFn } from './types.js';

// A purchase date from three boxes, not in the future and at most `days` days ago:
// `{ days, message? }` (the extended warranty's product, decision 044). The boxes' own
// problems (an impossible or a future date) are the `dob` reader's messages.

export const purchaseWindowMessage = (days: number): string =>
  `An extended warranty can be bought only within ${days} days of the purchase`;

const DAY_MS = 24 * 60 * 60 * 1000;

export const purchaseWindow: RuleFn = (value, args, _values, env) => {
  const parsed = parseDob(value, env.today);
  if ('error' in parsed) return parsed.error;
  const days = requiredNumberArg(args, 'days');
  const at = Date.UTC(parsed.year, parsed.month - 1, parsed.date);
  const t = env.today;
  const today = Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate());
  return today - at > days * DAY_MS
    ? (stringArg(args, 'message') ?? purchaseWindowMessage(days))
    : null;
};
