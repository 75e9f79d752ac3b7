import type { Answers, AnswerValue, FieldDef, JourneyContext, StepDef } from '@tara/core/engine';
import { askedKeys, isFieldVisible, isFilled, stepFields, validateStep } from '@tara/core/engine';

/** What the form holds: strings as typed, booleans for boxes, objects for picked suggestions. */
export type FormValues = Record<string, AnswerValue>;

/** What a widget reports beside its value: a lookup in flight, or a lookup's verdict. */
export interface FieldStatus {
  pending?: boolean;
  error?: string;
}

/** The keys a field edits in the form (what its lookup derives, a city or a bank, is the server's). */
export const formKeys = askedKeys;

/**
 * The form's starting values: the saved answers, else the field's default. A box starts as
 * saved, else unticked, whatever the definition says (decision 064: no box is ticked for
 * anyone beforehand).
 */
export function initialValues(
  step: StepDef,
  answers: Answers,
  /** Unused since no box starts ticked by role (decision 064); kept for the callers. */
  _context?: JourneyContext,
): FormValues {
  const values: FormValues = {};
  for (const field of step.fields) {
    for (const key of formKeys(field)) values[key] = initialValue(field, answers[key]);
  }
  return values;
}

function initialValue(field: FieldDef, saved: AnswerValue | undefined): AnswerValue {
  if (field.kind === 'checkbox' || field.kind === 'disclaimer') {
    return saved === true || saved === 'true';
  }
  if (saved !== undefined && saved !== null) {
    if (typeof saved === 'object') return field.kind === 'autosuggest' ? saved : '';
    return String(saved);
  }
  return field.defaultValue === undefined || field.defaultValue === null
    ? ''
    : String(field.defaultValue);
}

export interface FormCheck {
  /** Field name → message for every visible field that is wrong now. */
  errors: Record<string, string>;
  /** The step's visible values, normalised by core, ready to send. */
  values: Answers;
  visible: FieldDef[];
  /** A widget is still looking something up (pincode city). */
  pending: boolean;
}

/** Validates the form as the server will (core rules), plus what only widgets know. */
export function checkForm(
  step: StepDef,
  form: FormValues,
  answers: Answers,
  context: JourneyContext,
  statuses: Record<string, FieldStatus>,
  today: Date,
): FormCheck {
  const merged = { ...answers, ...form };
  const visible = step.fields.filter((f) => isFieldVisible(f, merged, context));
  const checked = validateStep(step, form, answers, context, { today });
  const errors: Record<string, string> = { ...checked.errors };
  let pending = false;
  for (const field of visible) {
    const status = statuses[field.name];
    if (status?.pending) pending = true;
    // Core already refuses typed text in an autosuggest that needs a pick (noMatchMessage).
    // A widget that refused what was picked (an upload of the wrong type) left the value
    // empty: its reason, not core's 'Required', is what the user needs to read.
    if (status?.error && (!errors[field.name] || !isFilled(form[field.name]))) {
      errors[field.name] = status.error;
    }
  }
  return { errors, values: checked.values, visible, pending };
}

/** Radio answers move on by themselves: one-radio steps unless the step says otherwise. */
export function autoAdvances(step: StepDef, visible: FieldDef[]): boolean {
  if (step.autoAdvance !== undefined) {
    return step.autoAdvance && visible.some((f) => f.kind === 'radio');
  }
  return visible.length === 1 && visible[0]?.kind === 'radio';
}

/**
 * Server field messages (keyed by field name or answer key, e.g. `dobYear`) placed on the
 * step's fields; messages for keys the step does not show are returned apart.
 */
export function placeServerErrors(
  step: StepDef,
  fields: Record<string, string>,
): { byField: Record<string, string>; other: string[] } {
  const byField: Record<string, string> = {};
  const other: string[] = [];
  for (const [key, message] of Object.entries(fields)) {
    const field = step.fields.find((f) => f.name === key || stepFields(f).includes(key));
    if (field) byField[field.name] ??= message;
    else other.push(message);
  }
  return { byField, other };
}
