import type { Answers, AnswerValue, FieldDef, JourneyContext, StepDef } from '@tara/core/engine';
import { isFieldVisible, isFilled, lookupKey } from '@tara/core/engine';
import { formatINR } from '@tara/core/format';
import { maskIdentifier } from '@tara/core/validation';

/**
 * The user's answer to a step as one line for their chat bubble ("Salaried", "12/05/1990"):
 * the parts of a name as one name ("Asha Verma"), identifiers masked ("XXXXXX234F").
 */
export function answerText(step: StepDef, answers: Answers, context: JourneyContext): string {
  const main: string[] = [];
  const consents: string[] = [];
  let name = -1;
  for (const field of step.fields) {
    if (!isFieldVisible(field, answers, context)) continue;
    const text = maskIdentifier(field, fieldText(field, answers));
    if (!text) continue;
    if (field.kind === 'disclaimer' || field.kind === 'checkbox') consents.push(text);
    else if (!field.rules?.some((r) => r.part)) main.push(text);
    else if (name < 0) name = main.push(text) - 1;
    else main[name] += ` ${text}`;
  }
  const parts = main.length > 0 ? main : consents;
  return parts.join(', ');
}

/** A field's answer, with what its lookup derived ("400001 (Mumbai)", "HDFC0001234 (HDFC Bank)"). */
function fieldText(field: FieldDef, answers: Answers): string {
  const text = ownText(field, answers);
  const key = lookupKey(field);
  const derived = key && text ? suggestionName(answers[key]) : '';
  return derived ? `${text} (${derived})` : text;
}

function ownText(field: FieldDef, answers: Answers): string {
  const value = answers[field.name];
  switch (field.kind) {
    case 'dob': {
      const date = answers[`${field.name}Date`];
      const month = answers[`${field.name}Month`];
      const year = answers[`${field.name}Year`];
      if (!isFilled(date) || !isFilled(month) || !isFilled(year)) return '';
      return `${pad2(date)}/${pad2(month)}/${String(year)}`;
    }
    case 'disclaimer':
      return value === true ? 'Agreed' : '';
    case 'checkbox':
      return value === true ? field.label : value === false ? 'No' : '';
    case 'radio':
    case 'select':
      if (!isFilled(value)) return '';
      return field.options?.find((o) => o.value === String(value))?.label ?? String(value);
    case 'money': {
      const n = typeof value === 'number' ? value : Number(value);
      return isFilled(value) && Number.isFinite(n) ? formatINR(n) : '';
    }
    case 'autosuggest':
      return suggestionName(value);
    case 'file':
      // The answer is the stored document's id: nothing to read in a chat bubble.
      return isFilled(value) ? 'Uploaded' : '';
    default:
      return isFilled(value) && typeof value !== 'object' ? String(value) : '';
  }
}

/** The display name of a picked suggestion or city object (or free text). */
export function suggestionName(value: AnswerValue | undefined): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return '';
  for (const key of ['name', 'city_pretty_name', 'pretty_name', 'city_name', 'city']) {
    const v = value[key];
    if (typeof v === 'string' && v.trim()) return v;
  }
  return '';
}

function pad2(value: AnswerValue | undefined): string {
  const text = String(value ?? '');
  return text.length === 1 ? `0${text}` : text;
}
