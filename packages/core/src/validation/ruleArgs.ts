import type { AnswerValue, RuleRef } from '../journeyModel/types.js';

// Small readers shared by the rules: the value as text, and typed access to a rule's arguments.

/** The value as text, or null when it is an object or a list (which no text rule accepts). */
export function textOf(value: AnswerValue): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

/** A numeric argument (`{ n: 6 }` or `{ n: '6' }`), or undefined when absent or not a number. */
export function numberArg(args: RuleRef, key: string): number | undefined {
  const raw = args[key];
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw === 'string' && raw.trim() !== '') {
    const n = Number(raw);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/** A numeric argument the rule cannot work without: a missing one is a definition error. */
export function requiredNumberArg(args: RuleRef, key: string): number {
  const n = numberArg(args, key);
  if (n === undefined) throw new Error(`Rule ${args.rule} needs a numeric "${key}" argument`);
  return n;
}

export function stringArg(args: RuleRef, key: string): string | undefined {
  const raw = args[key];
  return typeof raw === 'string' ? raw : undefined;
}

export function booleanArg(args: RuleRef, key: string): boolean {
  return args[key] === true || args[key] === 'true';
}
