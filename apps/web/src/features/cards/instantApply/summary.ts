import type { Answers, AnswerValue, FieldDef, StepDef } from '@tara/core/engine';
import { formatINR } from '@tara/core/format';

// The review of an instant-apply form: one row per answered field, in the form's order.

const UPPER = ['PAN', 'STD', 'DD/MM/YYYY', 'RBL', 'ICICI'];

/** 'DATE OF BIRTH (DD/MM/YYYY)' → 'Date of birth (DD/MM/YYYY)'; '(OPTIONAL)' dropped. */
export function summaryLabel(label: string): string {
  const plain = label
    .replace(/\s*\(optional\)\s*/i, ' ')
    .trim()
    .toLowerCase();
  let text = plain.charAt(0).toUpperCase() + plain.slice(1);
  for (const word of UPPER) {
    text = text.replace(new RegExp(`\\b${word.replace(/\//g, '\\/')}\\b`, 'gi'), word);
  }
  return text.replace(/\baadhaar\b/i, 'Aadhaar');
}

export interface SummaryRow {
  name: string;
  label: string;
  value: string;
}

const filled = (v: AnswerValue | undefined): v is string | number =>
  (typeof v === 'string' && v.trim() !== '') || (typeof v === 'number' && Number.isFinite(v));

const pad2 = (v: string | number) => String(v).padStart(2, '0');

/** One answer as it reads: "Female", "15/08/1990", "₹85,000", "Yes"; '' when not given. */
export function fieldValueText(field: FieldDef, values: Answers): string {
  const value = values[field.name];
  switch (field.kind) {
    case 'dob': {
      const [d, m, y] = ['Date', 'Month', 'Year'].map((p) => values[`${field.name}${p}`]);
      return filled(d) && filled(m) && filled(y) ? `${pad2(d)}/${pad2(m)}/${y}` : '';
    }
    case 'checkbox':
    case 'disclaimer':
      return value === true ? 'Yes' : value === false ? 'No' : '';
    case 'radio':
    case 'select':
      if (!filled(value)) return '';
      return field.options?.find((o) => o.value === String(value))?.label ?? String(value);
    case 'money': {
      const n = typeof value === 'number' ? value : Number(String(value ?? '').replace(/,/g, ''));
      return filled(value) && Number.isFinite(n) ? formatINR(n) : '';
    }
    default:
      return filled(value) ? String(value) : '';
  }
}

/** What the user gave, in the form's order; unanswered fields and unticked boxes left out. */
export function summaryRows(step: StepDef, values: Answers): SummaryRow[] {
  const rows: SummaryRow[] = [];
  for (const field of step.fields) {
    const value = fieldValueText(field, values);
    const consent = field.kind === 'checkbox' || field.kind === 'disclaimer';
    if (!value || (consent && values[field.name] !== true)) continue;
    rows.push({
      name: field.name,
      label: consent ? field.label : summaryLabel(field.label),
      value,
    });
  }
  return rows;
}
