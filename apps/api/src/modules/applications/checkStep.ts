import { type Answers, type StepDef, validateStep } from '@tara/core';
import { httpError } from '../../http/errors.js';

/**
 * The values of one step checked with the core rules (the journeys' messages); the first
 * error is a 422 `{ errors: [message], fields }`.
 */
export function checkStep(step: StepDef, submitted: Record<string, unknown>, now: Date): Answers {
  const { values, errors } = validateStep(step, submitted, {}, {}, { today: now });
  const messages = Object.values(errors);
  if (messages.length > 0) {
    throw httpError(422, messages[0] as string, { fields: errors });
  }
  return values;
}
