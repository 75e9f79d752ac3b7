import { requiredNumberArg, textOf } from './ruleArgs.js';
import type { RuleFn } from './types.js';

// Length rules count the characters of text values; objects (a picked suggestion) are not counted.

const maxLength: RuleFn = (value, args) => {
  const text = textOf(value);
  const n = requiredNumberArg(args, 'n');
  return text !== null && text.length > n ? `Must be ${n} characters or less` : null;
};

const minLength: RuleFn = (value, args) => {
  const text = textOf(value);
  const n = requiredNumberArg(args, 'n');
  return text !== null && text.length < n ? `Must be ${n} characters or more` : null;
};

const exactLength: RuleFn = (value, args) => {
  const text = textOf(value);
  const n = requiredNumberArg(args, 'n');
  return text !== null && text.length !== n ? 'Invalid Length' : null;
};

export const lengthRules = { maxLength, minLength, exactLength } satisfies Record<string, RuleFn>;
