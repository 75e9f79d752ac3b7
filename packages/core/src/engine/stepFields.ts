import { type Calls, evaluateCondition, isFilled } from '../journeyModel/evaluateCondition.js';
import type { Answers, FieldDef, JourneyContext, StepDef } from '../journeyModel/types.js';
import { lookupKey } from './lookupKey.js';

/**
 * The answer keys a field writes: one, the three parts of a date of birth, or its own and
 * the one its lookup derives.
 */
export function stepFields(field: FieldDef): string[] {
  if (field.kind === 'dob') return [`${field.name}Date`, `${field.name}Month`, `${field.name}Year`];
  const derived = lookupKey(field);
  return derived ? [field.name, derived] : [field.name];
}

/** The keys a field's answer is typed or picked into: all but the one its lookup derives. */
export function askedKeys(field: FieldDef): string[] {
  return stepFields(field).filter((key) => key !== lookupKey(field));
}

/** Every answer key a step writes. */
export function stepAnswerKeys(step: StepDef): string[] {
  return step.fields.flatMap(stepFields);
}

export function isFieldVisible(
  field: FieldDef,
  answers: Answers,
  context: JourneyContext,
  calls: Calls = {},
): boolean {
  return !field.showWhen || evaluateCondition(field.showWhen, answers, context, calls);
}

export function isFieldRequired(
  field: FieldDef,
  answers: Answers,
  context: JourneyContext,
  calls: Calls = {},
): boolean {
  return field.required !== false && isFieldVisible(field, answers, context, calls);
}

/** True when every required, visible field of the step has an answer. */
export function isStepFilled(
  step: StepDef,
  answers: Answers,
  context: JourneyContext,
  calls: Calls = {},
): boolean {
  const required = step.fields.filter((f) => isFieldRequired(f, answers, context, calls));
  if (required.length === 0) return false;
  return required.every((f) => askedKeys(f).every((key) => isFilled(answers[key])));
}
