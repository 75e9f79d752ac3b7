import { type Calls, isFilled } from '../journeyModel/evaluateCondition.js';
import type {
  Answers,
  AnswerValue,
  FieldDef,
  JourneyContext,
  StepDef,
} from '../journeyModel/types.js';
import type { RuleEnv } from '../validation/types.js';
import { runRule } from './runRule.js';
import { askedKeys, isFieldVisible } from './stepFields.js';

export const REQUIRED = 'Required';
export const MANDATORY_TERMS = 'Please agree to the mandatory Terms to submit your application';
export const CHOOSE_OPTION = 'Please choose one of the options';
export const INVALID_VALUE = 'Please enter a valid value';
export const PICK_SUGGESTION = 'Please select from the list';
export const OTP_FORMAT = 'Please enter the 6 digit OTP';

const OTP_CODE = /^\d{6}$/;

export interface StepValidation {
  /** The step's visible values, normalised (trimmed, upper-cased PAN, padded dates, ...). */
  values: Answers;
  /** Field name → the first failing rule's message. Empty when valid. */
  errors: Record<string, string>;
}

/**
 * Validates a step's submitted values with the same rules in the browser and on the server.
 * Keys that are not fields of the step, and fields hidden by `showWhen`, are dropped.
 */
export function validateStep(
  step: StepDef,
  submitted: Record<string, unknown>,
  answers: Answers,
  context: JourneyContext,
  env: RuleEnv,
  calls: Calls = {},
): StepValidation {
  const values: Answers = {};
  const malformed = new Set<string>();
  for (const field of step.fields) {
    for (const key of askedKeys(field)) {
      const v = normalise(field, key, submitted[key]);
      if (v === INVALID) malformed.add(key);
      else if (v !== undefined) values[key] = v;
    }
  }
  const merged = { ...answers, ...values };
  const errors: Record<string, string> = {};
  for (const field of step.fields) {
    const keys = askedKeys(field);
    if (!isFieldVisible(field, merged, context, calls)) {
      for (const key of keys) delete values[key];
      continue;
    }
    const bad = keys.find((k) => malformed.has(k));
    const error = bad
      ? { key: field.name, message: INVALID_VALUE }
      : validateField(field, keys, values, merged, env);
    if (error) errors[error.key] = error.message;
  }
  return { values, errors };
}

function validateField(
  field: FieldDef,
  keys: string[],
  values: Answers,
  merged: Answers,
  env: RuleEnv,
): { key: string; message: string } | null {
  const required = field.required !== false;
  for (const key of keys) {
    const value = values[key];
    const empty = !isFilled(value) || (field.kind === 'disclaimer' && value !== true);
    if (empty) {
      if (required) return { key: field.name, message: requiredMessage(field) };
      delete values[key];
    }
  }
  const value = ruleValue(field, keys, values);
  if (value === undefined) return null;
  if (field.suggest?.freeText === false && typeof values[field.name] === 'string') {
    return { key: field.name, message: field.suggest.noMatchMessage ?? PICK_SUGGESTION };
  }
  if (field.kind === 'otp' && !OTP_CODE.test(String(value))) {
    return { key: field.name, message: OTP_FORMAT };
  }
  if (field.options && !field.options.some((o) => o.value === String(value))) {
    return { key: field.name, message: CHOOSE_OPTION };
  }
  for (const ref of field.rules ?? []) {
    if (ref.rule === 'required') continue;
    const message = runRule(ref, value, merged, env);
    if (message) return { key: field.name, message };
  }
  return null;
}

/**
 * What rules see: the value; for a date of birth its three boxes as one object; for a picked
 * suggestion its name.
 */
function ruleValue(field: FieldDef, keys: string[], values: Answers): AnswerValue | undefined {
  const value = values[keys[0] as string];
  if (field.kind === 'autosuggest' && isSuggestion(value)) return value.name;
  if (field.kind !== 'dob') return value;
  const [date, month, year] = keys.map((k) => values[k]);
  if (date === undefined || month === undefined || year === undefined) return undefined;
  return { date, month, year };
}

function requiredMessage(field: FieldDef): string {
  const explicit = field.rules?.find((r) => r.rule === 'required');
  if (explicit && typeof explicit.message === 'string') return explicit.message;
  return field.kind === 'disclaimer' ? MANDATORY_TERMS : REQUIRED;
}

const INVALID: unique symbol = Symbol('invalid');

function normalise(
  field: FieldDef,
  key: string,
  raw: unknown,
): AnswerValue | undefined | typeof INVALID {
  if (raw === undefined) return undefined;
  if (raw === null) return null;
  switch (field.kind) {
    case 'checkbox':
    case 'disclaimer':
      return raw === true || raw === 'true' || raw === 1 || raw === '1';
    case 'autosuggest':
      if (typeof raw === 'string') return raw.trim();
      if (isSuggestion(raw)) return raw;
      return INVALID;
    case 'number':
    case 'money': {
      if (typeof raw === 'number') return Number.isFinite(raw) ? raw : INVALID;
      if (typeof raw !== 'string') return INVALID;
      const digits = raw.replace(/[,\s₹]/g, '');
      if (digits === '') return '';
      return /^\d+(\.\d+)?$/.test(digits) ? Number(digits) : INVALID;
    }
    default: {
      if (typeof raw === 'number') return normaliseText(field, key, String(raw));
      if (typeof raw !== 'string') return INVALID;
      return normaliseText(field, key, raw);
    }
  }
}

function normaliseText(field: FieldDef, key: string, raw: string): string {
  const text = raw.trim();
  switch (field.kind) {
    case 'pan':
      return text.replace(/\s+/g, '').toUpperCase();
    case 'mobile': {
      const digits = text.replace(/\D/g, '');
      if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
      if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
      return digits.length === text.replace(/[\s+-]/g, '').length ? digits : text;
    }
    case 'address':
      return text.replace(/\s{2,}/g, ' ');
    case 'otp':
      return text.replace(/\s+/g, '');
    case 'dob':
      return !key.endsWith('Year') && /^\d$/.test(text) ? `0${text}` : text;
    default:
      return text;
  }
}

/** A picked suggestion: a flat object with a non-empty `name`. */
function isSuggestion(raw: unknown): raw is { name: string; [key: string]: AnswerValue } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return false;
  const record = raw as Record<string, unknown>;
  if (typeof record.name !== 'string' || record.name.trim() === '') return false;
  return Object.values(record).every(
    (v) => v === null || ['string', 'number', 'boolean'].includes(typeof v),
  );
}
