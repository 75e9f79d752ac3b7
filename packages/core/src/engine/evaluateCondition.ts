import type { Answers, AnswerValue, Condition, JourneyContext, Operand, Scalar } from './types.js';

/** Evaluates a condition over the answers and the context. Missing values never match. */
export function evaluateCondition(
  condition: Condition,
  answers: Answers,
  context: JourneyContext = {},
): boolean {
  return evaluateConditionKnown(condition, answers, context, null) === true;
}

/**
 * Three-valued evaluation: `'unknown'` when the condition reads an answer that is not
 * settled yet. `settled` null means every answer is settled.
 */
export function evaluateConditionKnown(
  condition: Condition,
  answers: Answers,
  context: JourneyContext,
  settled: ReadonlySet<string> | null,
): boolean | 'unknown' {
  if ('all' in condition) {
    let unknown = false;
    for (const part of condition.all) {
      const v = evaluateConditionKnown(part, answers, context, settled);
      if (v === false) return false;
      if (v === 'unknown') unknown = true;
    }
    return unknown ? 'unknown' : true;
  }
  if ('any' in condition) {
    let unknown = false;
    for (const part of condition.any) {
      const v = evaluateConditionKnown(part, answers, context, settled);
      if (v === true) return true;
      if (v === 'unknown') unknown = true;
    }
    return unknown ? 'unknown' : false;
  }
  if ('not' in condition) {
    const v = evaluateConditionKnown(condition.not, answers, context, settled);
    return v === 'unknown' ? v : !v;
  }
  if ('field' in condition && settled && !settled.has(condition.field)) return 'unknown';
  return compare(condition, readOperand(condition, answers, context));
}

/** The answer fields a condition reads. */
export function conditionFields(condition: Condition, into: Set<string> = new Set()): Set<string> {
  if ('all' in condition) for (const c of condition.all) conditionFields(c, into);
  else if ('any' in condition) for (const c of condition.any) conditionFields(c, into);
  else if ('not' in condition) conditionFields(condition.not, into);
  else if ('field' in condition) into.add(condition.field);
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
): AnswerValue | undefined {
  if ('field' in operand) return answers[operand.field];
  // Outcomes are read by the engine's v2 evaluation (calls); a bare condition has none.
  if ('outcome' in operand) return undefined;
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
