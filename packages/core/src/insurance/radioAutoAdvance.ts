import { DEBOUNCE_MS } from '../catalog/limits.js';
import { isFilled } from '../journeyModel/evaluateCondition.js';
import type { Answers, FieldDef } from '../journeyModel/types.js';

// Radio answers move an insurance step on by themselves (spec 03 §4, INS-COM-14, R-2): once
// every required radio field of the step is answered, or as soon as the employment type is
// self-employed; the browser waits the debounce first (a second tap within it restarts it).

/** Milliseconds between the last radio answer and the move (spec 03 §9). */
export const RADIO_ADVANCE_DEBOUNCE_MS = DEBOUNCE_MS.radioAdvance;

/** The employment-type answer that moves on at once (the shared `empType` field's value). */
export const SELF_EMPLOYED = 'selfEmpl';

/**
 * Whether the step's visible fields, with these values, move on by themselves. A step with no
 * required radio field never does (its button submits it).
 */
export function insuranceRadioAdvances(
  visibleFields: readonly FieldDef[],
  values: Answers,
  employmentField = 'empType',
): boolean {
  const radios = visibleFields.filter((f) => f.kind === 'radio' && f.required !== false);
  if (radios.length === 0) return false;
  if (radios.some((f) => f.name === employmentField) && values[employmentField] === SELF_EMPLOYED) {
    return true;
  }
  return radios.every((f) => isFilled(values[f.name]));
}
