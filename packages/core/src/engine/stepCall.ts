import { type Calls, evaluateCondition } from '../journeyModel/evaluateCondition.js';
import type {
  Answers,
  JourneyContext,
  JourneyDef,
  StepCall,
  StepDef,
} from '../journeyModel/types.js';
import { getStep } from './findStep.js';
import type { JourneyState } from './journeyState.js';
import { pruneCalls } from './pruneCalls.js';
import { stepAnswerKeys } from './stepFields.js';

/**
 * The partner call saving `stepId` with `values` makes, or null: the step has none, or its
 * `when` does not hold over the answers as they will be saved. The server asks this before
 * `applyStep` and passes the call's result to it.
 */
export function stepCall(
  journey: JourneyDef,
  state: JourneyState,
  stepId: string,
  values: Answers,
  context: JourneyContext = {},
): StepCall | null {
  const step = getStep(journey, stepId);
  const at = state.history.indexOf(stepId);
  const history = at >= 0 ? state.history.slice(0, at + 1) : [...state.history, stepId];
  const calls = pruneCalls(state.calls, history, stepId).calls;
  return activeCall(step, mergeStepValues(step, state.answers, values), context, calls);
}

/** The step's call when it applies to these answers (its own included), else null. */
export function activeCall(
  step: StepDef,
  answers: Answers,
  context: JourneyContext,
  calls: Calls,
): StepCall | null {
  const call = step.call;
  if (!call) return null;
  return !call.when || evaluateCondition(call.when, answers, context, calls) ? call : null;
}

/**
 * The answers after saving a step: its old answers replaced; a one-time code, or a value the
 * step's call alone may read (a share code, `callOnly`), never kept.
 */
export function mergeStepValues(step: StepDef, answers: Answers, values: Answers): Answers {
  const merged: Answers = { ...answers };
  for (const key of stepAnswerKeys(step)) delete merged[key];
  Object.assign(merged, values);
  for (const field of step.fields)
    if (field.kind === 'otp' || field.callOnly) delete merged[field.name];
  return merged;
}
