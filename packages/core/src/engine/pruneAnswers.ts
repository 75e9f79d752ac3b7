import { type Calls, evaluateConditionKnown } from '../journeyModel/evaluateCondition.js';
import type { Answers, JourneyContext, JourneyDef } from '../journeyModel/types.js';
import { findStep } from './findStep.js';
import { stepAnswerKeys } from './stepFields.js';

/**
 * Drops answers that belong only to an abandoned branch: steps that are neither in the
 * history nor still reachable from a step of it, given the answers the history settles.
 * Reachable from any history step (not only the last) so a step passed over by hardSkip
 * keeps the prefilled answer that made it skip. Answers that no step asks are kept.
 * Outcomes of calls made by history steps are settled like their answers (see `pruneCalls`).
 */
export function pruneAnswers(
  journey: JourneyDef,
  history: string[],
  answers: Answers,
  context: JourneyContext = {},
  calls: Calls = {},
): { answers: Answers; dropped: string[] } {
  const possible = possibleSteps(journey, history, answers, context, calls);
  const owners = answerOwners(journey);
  const kept: Answers = {};
  const dropped: string[] = [];
  for (const [key, value] of Object.entries(answers)) {
    const steps = owners.get(key);
    if (steps && !steps.some((s) => possible.has(s))) dropped.push(key);
    else kept[key] = value;
  }
  return { answers: kept, dropped };
}

/** Steps in the history plus every step still reachable from one of them. */
function possibleSteps(
  journey: JourneyDef,
  history: string[],
  answers: Answers,
  context: JourneyContext,
  calls: Calls,
): Set<string> {
  const settled = new Set<string>();
  // A history step's call is settled: made (its outcome recorded) or not made (its `when`).
  const settledCalls = new Set<string>();
  for (const id of history) {
    const step = findStep(journey, id);
    if (step) for (const key of stepAnswerKeys(step)) settled.add(key);
    if (step?.call) settledCalls.add(step.call.name);
  }
  const facts = { answers, context, calls, settled, settledCalls };
  const queue = history.length > 0 ? [...history] : [journey.first];
  const possible = new Set(queue);
  while (queue.length > 0) {
    const step = findStep(journey, queue.shift() as string);
    if (!step || step.last) continue;
    for (const rule of step.next ?? []) {
      const holds = rule.when ? evaluateConditionKnown(rule.when, facts) : true;
      if (holds === false) continue;
      if ('to' in rule && !possible.has(rule.to)) {
        possible.add(rule.to);
        queue.push(rule.to);
      }
      // First match wins: rules after a rule that surely holds cannot be taken.
      if (holds === true) break;
    }
  }
  return possible;
}

const ownerCache = new WeakMap<JourneyDef, Map<string, string[]>>();

function answerOwners(journey: JourneyDef): Map<string, string[]> {
  let owners = ownerCache.get(journey);
  if (!owners) {
    owners = new Map();
    for (const step of journey.steps) {
      for (const key of stepAnswerKeys(step))
        owners.set(key, [...(owners.get(key) ?? []), step.id]);
    }
    ownerCache.set(journey, owners);
  }
  return owners;
}
