import type { Answers, AnswerValue, Scalar } from '../journeyModel/types.js';
import type { RuleFn } from './types.js';

/** "Today" in rule tests. */
export const TODAY = new Date('2026-11-21T00:00:00Z');

/** Calls a rule the way `runRule` does, with optional arguments and other answers. */
export function check(
  rule: RuleFn,
  value: AnswerValue,
  args: Record<string, Scalar | Scalar[]> = {},
  values: Answers = {},
  today: Date = TODAY,
): string | null {
  return rule(value, { rule: 'test', ...args }, values, { today });
}
