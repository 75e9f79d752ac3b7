import type { CallRecord } from './callRecord.js';
import type { Answers, AnswerValue, Condition, JourneyContext, Operand, Scalar } from './types.js';

/** The outcomes of the calls made so far, by call name (`JourneyState.calls`). */
export type Calls = Readonly<Record<string, CallRecord>>;

/**
 * Evaluates a condition over the answers, the context and the outcomes of the calls made so
 * far (`{ outcome: name }` reads `calls[name].outcome`). Missing values never match.
 */
export function evaluateCondition(
  condition: Condition,
  answers: Answers,
  context: JourneyContext = {},
  calls: Calls = {},
): boolean {
  return evaluateConditionKnown(condition, { answers, context, calls }) === true;
}

/** What a three-valued evaluation reads; a `settled*` set null means all of its kind settled. */
export interface KnownFacts {
  answers: Answers;
  context: JourneyContext;
  calls: Calls;
  /** Answer keys settled by the history. */
  settled?: ReadonlySet<string> | null;
  /** Call names settled: made (or passed over) by a step of the history. */
  settledCalls?: ReadonlySet<string> | null;
  /** False when the context is not known (static analysis): context flags read as unknown. */
  contextKnown?: boolean;
}

/**
 * Three-valued evaluation: `'unknown'` when the condition reads an answer or an outcome that
 * is not settled yet.
 */
export function evaluateConditionKnown(
  condition: Condition,
  facts: KnownFacts,
): boolean | 'unknown' {
  const { answers, context, calls, settled, settledCalls } = facts;
  if ('all' in condition) {
    let unknown = false;
    for (const part of condition.all) {
      const v = evaluateConditionKnown(part, facts);
      if (v === false) return false;
      if (v === 'unknown') unknown = true;
    }
    return unknown ? 'unknown' : true;
  }
  if ('any' in condition) {
    let unknown = false;
    for (const part of condition.any) {
      const v = evaluateConditionKnown(part, facts);
      if (v === true) return true;
      if (v === 'unknown') unknown = true;
    }
    return unknown ? 'unknown' : false;
  }
  if ('not' in condition) {
    const v = evaluateConditionKnown(condition.not, facts);
    return v === 'unknown' ? v : !v;
  }
  if ('field' in condition && settled && !settled.has(condition.field)) return 'unknown';
  if ('outcome' in condition && settledCalls && !settledCalls.has(condition.outcome)) {
    return 'unknown';
  }
  if ('ctx' in condition && facts.contextKnown === false) return 'unknown';
  return compare(condition, readOperand(condition, answers, context, calls));
}

/** The answer fields a condition reads. */
export function conditionFields(condition: Condition, into: Set<string> = new Set()): Set<string> {
  if ('all' in condition) for (const c of condition.all) conditionFields(c, into);
  else if ('any' in condition) for (const c of condition.any) conditionFields(c, into);
  else if ('not' in condition) conditionFields(condition.not, into);
  else if ('field' in condition) into.add(condition.field);
  return into;
}

/** The call names whose outcome a condition reads. */
export function conditionOutcomes(
  condition: Condition,
  into: Set<string> = new Set(),
): Set<string> {
  if ('all' in condition) for (const c of condition.all) conditionOutcomes(c, into);
  else if ('any' in condition) for (const c of condition.any) conditionOutcomes(c, into);
  else if ('not' in condition) conditionOutcomes(condition.not, into);
  else if ('outcome' in condition) into.add(condition.outcome);
  return into;
}

export function isFilled(value: AnswerValue | undefined): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

type Comparison = Exclude<
  Condition,
  { all: Condition[] } | { any: Condition[] } | { not: Condition }
>;

function readOperand(
  operand: Operand,
  answers: Answers,
  context: JourneyContext,
  calls: Calls,
): AnswerValue | undefined {
  if ('field' in operand) return answers[operand.field];
  if ('outcome' in operand) return calls[operand.outcome]?.outcome;
  return context[operand.ctx];
}

function compare(c: Comparison, value: AnswerValue | undefined): boolean {
  if ('filled' in c) return isFilled(value) === c.filled;
  if (!isFilled(value) || typeof value === 'object') return false;
  const v = value as Scalar;
  if ('eq' in c) return looseEqual(v, c.eq);
  if ('ne' in c) return !looseEqual(v, c.ne);
  if ('in' in c) return c.in.some((option) => looseEqual(v, option));
  const n = typeof v === 'number' ? v : Number(v);
  if (Number.isNaN(n)) return false;
  if ('gt' in c) return n > c.gt;
  if ('gte' in c) return n >= c.gte;
  if ('lt' in c) return n < c.lt;
  return n <= c.lte;
}

// Form values arrive as strings ("1", "true") while definitions may hold numbers or booleans.
function looseEqual(a: Scalar, b: Scalar): boolean {
  return a === b || String(a) === String(b);
}
