import { formatINR } from '../format/formatINR.js';
import { isFilled } from '../journeyModel/evaluateCondition.js';
import type { Answers, AnswerValue, FieldDef, JourneyDef } from '../journeyModel/types.js';
import { maskIdentifier } from '../validation/maskIdentifier.js';

/** One line of the review screen: what will be sent, as the applicant gave it. */
export interface ReviewRow {
  name: string;
  label: string;
  /** Identifiers masked (PAN, Aadhaar, account numbers): core's `maskIdentifier`. */
  value: string;
}

/** Kinds that are not data sent to the partner: consents, codes and uploads are shown apart. */
const NOT_DATA = new Set(['disclaimer', 'checkbox', 'otp', 'file']);

/**
 * The data a submission sends, for the review screen (decision 028): every answered field of
 * the steps the applicant went through (`history`, in order), identifiers masked, dates as
 * DD/MM/YYYY, money in ₹ with lakh grouping, options by their label.
 */
export function reviewRows(
  def: JourneyDef,
  history: readonly string[],
  answers: Answers,
): ReviewRow[] {
  const rows: ReviewRow[] = [];
  const seen = new Set<string>();
  for (const id of history) {
    const step = def.steps.find((s) => s.id === id);
    for (const field of step?.fields ?? []) {
      if (NOT_DATA.has(field.kind) || seen.has(field.name)) continue;
      const value = maskIdentifier(field, fieldText(field, answers));
      if (!value) continue;
      seen.add(field.name);
      rows.push({ name: field.name, label: sentenceCase(field.label), value });
    }
  }
  return rows;
}

function fieldText(field: FieldDef, answers: Answers): string {
  const value = answers[field.name];
  switch (field.kind) {
    case 'dob': {
      const parts = ['Date', 'Month', 'Year'].map((p) => answers[`${field.name}${p}`]);
      if (!parts.every(isFilled)) return '';
      return parts.map((p, i) => (i < 2 ? String(p).padStart(2, '0') : String(p))).join('/');
    }
    case 'radio':
    case 'select':
      if (!isFilled(value)) return '';
      return field.options?.find((o) => o.value === String(value))?.label ?? String(value);
    case 'money': {
      const n = typeof value === 'number' ? value : Number(value);
      return isFilled(value) && Number.isFinite(n) ? formatINR(n) : '';
    }
    default:
      return nameOf(value);
  }
}

/** Text, a number, or the name of a picked suggestion (a city or company object). */
function nameOf(value: AnswerValue | undefined): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return '';
  for (const key of ['name', 'city_name', 'city_pretty_name', 'pretty_name', 'city']) {
    const v = value[key];
    if (typeof v === 'string' && v.trim()) return v;
  }
  return '';
}

/** 'DATE OF BIRTH' → 'Date of birth'; a label already in mixed case is kept. */
function sentenceCase(label: string): string {
  if (label !== label.toUpperCase()) return label;
  const lower = label.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}
