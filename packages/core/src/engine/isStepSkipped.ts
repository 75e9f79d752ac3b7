import { type Calls, evaluateCondition } from '../journeyModel/evaluateCondition.js';
import type { Answers, JourneyContext, StepDef } from '../journeyModel/types.js';
import { isStepFilled } from './stepFields.js';

/** skip: the condition holds. hardSkip: the step's fields are already filled. */
export function isStepSkipped(
  step: StepDef,
  answers: Answers,
  context: JourneyContext,
  calls: Calls = {},
): boolean {
  if (step.skip && evaluateCondition(step.skip, answers, context, calls)) return true;
  return step.hardSkip === true && isStepFilled(step, answers, context, calls);
}
