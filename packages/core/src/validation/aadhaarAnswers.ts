import type { Answers, FieldDef, StepDef } from '../journeyModel/types.js';
import { maskAadhaar } from './aadhaar.js';

// An Aadhaar number (or a VID) is never stored whole: the server keeps its last 4 digits
// (decision 061). A field holds one when its validation rule says so; the registry's static
// check (aadhaarAnswers.test.ts) makes every field that asks for one carry such a rule.

/** The validation rules whose value is an Aadhaar number or a VID. */
export const AADHAAR_RULES: readonly string[] = ['aadhaar'];

/** The field's answer is an Aadhaar number (or a VID): kept to its last 4 digits only. */
export function holdsAadhaar(field: FieldDef): boolean {
  return field.rules?.some((r) => AADHAAR_RULES.includes(r.rule)) ?? false;
}

/** The answer keys of the steps' fields that hold an Aadhaar number. */
export function aadhaarAnswerKeys(steps: readonly StepDef[]): string[] {
  return [...new Set(steps.flatMap((s) => s.fields.filter(holdsAadhaar).map((f) => f.name)))];
}

/** Already masked: X's (and dashes or spaces) followed by the last 4 digits. */
export function isMaskedAadhaar(value: string): boolean {
  return /^[X\s-]+\d{4}$/.test(value);
}

/**
 * The answers as they may be stored: every Aadhaar answer of the steps masked to its last 4
 * (XXXX-XXXX-1234). Other answers are the same objects; the input is not changed.
 */
export function maskAadhaarAnswers(steps: readonly StepDef[], answers: Answers): Answers {
  let masked: Answers | null = null;
  for (const key of aadhaarAnswerKeys(steps)) {
    const raw = answers[key];
    const value = typeof raw === 'number' ? String(raw) : raw;
    if (typeof value !== 'string' || value === '' || isMaskedAadhaar(value)) continue;
    masked ??= { ...answers };
    masked[key] = maskAadhaar(value);
  }
  return masked ?? answers;
}
