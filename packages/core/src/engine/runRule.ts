import type { Answers, AnswerValue, RuleRef } from '../journeyModel/types.js';
import type { RuleEnv } from '../validation/types.js';
import { ruleRegistry } from './ruleRegistry.js';

/** Runs one named rule. An unknown rule name is a programming error, not a user error. */
export function runRule(
  ref: RuleRef,
  value: AnswerValue,
  values: Answers,
  env: RuleEnv,
): string | null {
  const rule = ruleRegistry[ref.rule];
  if (!rule) throw new Error(`Unknown validation rule: ${ref.rule}`);
  return rule(value, ref, values, env);
}

export function isKnownRule(name: string): boolean {
  return name === 'required' || Object.hasOwn(ruleRegistry, name);
}
