import type { Answers, JourneyContext, JourneyDef } from '../journeyModel/types.js';
import type { RuleEnv } from '../validation/types.js';
import { type AppliedStep, applyStep } from './applyStep.js';
import { getStep } from './findStep.js';
import type { JourneyState } from './journeyState.js';
import { stepCall } from './stepCall.js';
import { stepAnswerKeys } from './stepFields.js';
import { validateStep } from './validateStep.js';

/**
 * After an earlier step was answered again: the steps the applicant had answered after it
 * count as answered again while the new path still runs through them in the same order, their
 * saved answers are still there and still valid, and saving them would make no partner call
 * (a call's input may have changed: the step is asked again and the call made anew). So an
 * edit that keeps the path goes straight back to where the applicant was; a changed path stops
 * at the first step off it. Answers of abandoned branches are already dropped by `applyStep`.
 */
export function replayAnswered(
  journey: JourneyDef,
  before: JourneyState,
  applied: AppliedStep,
  context: JourneyContext,
  env: RuleEnv,
): AppliedStep {
  const edited = applied.state.history.at(-1);
  const at = edited === undefined ? -1 : before.history.indexOf(edited);
  if (at < 0) return applied;
  let result = applied;
  const skipped = [...applied.skipped];
  const dropped = [...applied.dropped];
  for (const id of before.history.slice(at + 1)) {
    if (result.next.type !== 'step' || result.next.stepId !== id) break;
    const values = savedValues(journey, id, result.state.answers);
    const { state } = result;
    if (stepCall(journey, state, id, values, context)) break;
    const step = getStep(journey, id);
    const checked = validateStep(step, values, state.answers, context, env, state.calls);
    if (Object.keys(checked.errors).length > 0 || Object.keys(checked.values).length === 0) break;
    result = applyStep(journey, state, id, checked.values, context);
    skipped.push(...result.skipped);
    dropped.push(...result.dropped);
  }
  return result === applied ? applied : { ...result, skipped, dropped };
}

function savedValues(journey: JourneyDef, stepId: string, answers: Answers): Answers {
  const values: Answers = {};
  for (const key of stepAnswerKeys(getStep(journey, stepId))) {
    if (key in answers) values[key] = answers[key] as Answers[string];
  }
  return values;
}
