import type { Answers, JourneyContext, StepDef } from '../journeyModel/types.js';
import { stepFields } from './stepFields.js';
import { validateStep } from './validateStep.js';

/**
 * A step the applicant may skip (the METRO card): it asks something, and saving it with
 * nothing filled is valid by the step's own rules. Skipping saves `skippedAnswers` through
 * the same save as Continue, so the server checks it the same way.
 */
export function isStepOptional(
  step: StepDef,
  answers: Answers,
  context: JourneyContext,
  today: Date = new Date(),
): boolean {
  if (step.fields.length === 0) return false;
  const blank = skippedAnswers(step);
  const others = Object.fromEntries(Object.entries(answers).filter(([key]) => !(key in blank)));
  const { errors } = validateStep(step, blank, others, context, { today });
  return Object.keys(errors).length === 0;
}

/** A step's answers when skipped: every box unticked, every other field empty. */
export function skippedAnswers(step: StepDef): Answers {
  const values: Answers = {};
  for (const field of step.fields) {
    const box = field.kind === 'checkbox' || field.kind === 'disclaimer';
    for (const key of stepFields(field)) values[key] = box ? false : '';
  }
  return values;
}
