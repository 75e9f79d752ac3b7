import type { StepBody } from './makeStep.js';
import { yesNoField } from './yesNoField.js';

/** A yes/no question asked once the mobile number is saved: one guide bubble, one answer. */
export function yesNoQuestion(title: string, info: string, name: string, label: string): StepBody {
  return { title, info: [info], fields: [yesNoField(name, label)], guard: ['mobile'] };
}
