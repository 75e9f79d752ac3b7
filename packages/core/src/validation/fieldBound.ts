import { amountOf } from './amountRules.js';
import { NUMBERS_ONLY } from './characterRules.js';
import { stringArg } from './ruleArgs.js';
import type { RuleFn } from './types.js';

// An amount bounded by another answer (decision 056: a home loan is not more than the
// property's value; EMIs are not more than the income). The other answer may be on an earlier
// step: the validator hands every rule the answers merged with the step's own. When it is not
// there (yet), the bound does not apply: its own step checks it.

/** At most the amount of answer `field`: `{ field, message }`. */
const notAboveField: RuleFn = (value, args, values) => {
  const amount = amountOf(value);
  if (amount === null) return NUMBERS_ONLY;
  const field = stringArg(args, 'field');
  const bound = field === undefined ? undefined : values[field];
  const limit = bound === undefined || bound === null ? null : amountOf(bound);
  if (limit === null) return null;
  return amount > limit ? (stringArg(args, 'message') ?? 'Too high') : null;
};

export const fieldBoundRules = { notAboveField } satisfies Record<string, RuleFn>;
