import type { Answers, AnswerValue, RuleRef } from '../journeyModel/types.js';

export interface RuleEnv {
  /** "Today" for age rules; injected so tests and servers agree on the clock. */
  today: Date;
}

/**
 * A validation rule: returns the spec's message when the value is invalid, else null.
 * Rules are only called for non-empty values; `required` is handled by the step validator.
 */
export type RuleFn = (
  value: AnswerValue,
  args: RuleRef,
  values: Answers,
  env: RuleEnv,
) => string | null;
