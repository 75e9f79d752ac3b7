import type { Answers, StepDef } from '@tara/core/engine';
import { holdsAadhaar } from '@tara/core/validation';
import { keepWholeAadhaar } from '../lib/sessionKeys';

/** After a step of `leadId` was saved: its whole Aadhaar answer, kept in memory (decision 061). */
export function keepAadhaar(step: StepDef, values: Answers, leadId: string): void {
  for (const field of step.fields) {
    const value = values[field.name];
    if (holdsAadhaar(field) && typeof value === 'string') keepWholeAadhaar(leadId, value);
  }
}
