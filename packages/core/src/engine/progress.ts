import type { JourneyDef, ProgressScale } from '../journeyModel/types.js';
import { findStep } from './findStep.js';

/**
 * Progress in percent of the step shown (`current`). On the journey's own scale when it has
 * one (`JourneyDef.progress`: `at[current]`, else the step's number / `of`); otherwise
 * answered steps / (answered + the longest remaining path), where the remaining path counts
 * the current step and every step after it to a last step. Finished or exited (`current`
 * null): 100.
 */
export function progress(journey: JourneyDef, history: string[], current: string | null): number {
  if (current === null) return 100;
  const scaled = journey.progress ? onScale(journey.progress, current) : null;
  if (scaled !== null) return scaled;
  const answered = history.length;
  const remaining = longestPathFrom(journey, current);
  if (answered + remaining === 0) return 0;
  return Math.round((answered / (answered + remaining)) * 100);
}

/**
 * The number in a step id, decimals included (`step28` → 28, `step6.3` → 6.3, so a sub-step
 * sits between its neighbours), or null when the id has none.
 */
export function stepNumber(stepId: string): number | null {
  const match = /\d+(?:\.\d+)?/.exec(stepId);
  return match ? Number(match[0]) : null;
}

// A step without a number nor an override falls back to the remaining-path formula;
// analyseJourney reports such a step, so a sound journey never does.
function onScale(scale: ProgressScale, stepId: string): number | null {
  const fixed = scale.at?.[stepId];
  const n = fixed ?? stepNumber(stepId);
  if (n === null || scale.of <= 0) return null;
  const percent = fixed ?? (n / scale.of) * 100;
  return Math.min(100, Math.max(0, Math.round(percent)));
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
