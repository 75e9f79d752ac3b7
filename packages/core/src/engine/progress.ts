import { findStep } from './findStep.js';
import type { JourneyDef } from './types.js';

/**
 * Progress in percent: answered steps / (answered + the longest remaining path).
 * The remaining path counts the current step and every step after it to a last step.
 */
export function progress(journey: JourneyDef, history: string[], current: string | null): number {
  const answered = history.length;
  const remaining = current === null ? 0 : longestPathFrom(journey, current);
  if (answered + remaining === 0) return 0;
  return Math.round((answered / (answered + remaining)) * 100);
}

const cache = new WeakMap<JourneyDef, Map<string, number>>();

/** Number of steps on the longest path from `stepId` to a last step, inclusive. */
export function longestPathFrom(journey: JourneyDef, stepId: string): number {
  let memo = cache.get(journey);
  if (!memo) {
    memo = new Map();
    cache.set(journey, memo);
  }
  return walk(journey, stepId, memo, new Set());
}

function walk(
  journey: JourneyDef,
  stepId: string,
  memo: Map<string, number>,
  onPath: Set<string>,
): number {
  const known = memo.get(stepId);
  if (known !== undefined) return known;
  const step = findStep(journey, stepId);
  if (!step || onPath.has(stepId)) return 0;
  onPath.add(stepId);
  let longest = 0;
  if (!step.last) {
    for (const rule of step.next ?? []) {
      if ('to' in rule) longest = Math.max(longest, walk(journey, rule.to, memo, onPath));
    }
  }
  onPath.delete(stepId);
  memo.set(stepId, longest + 1);
  return longest + 1;
}
