import type { FieldDef } from '@tara/core/engine';

/** Words of an upper-case label kept upper-case when the label is written in a sentence. */
const INITIALISMS = new Set(['pan', 'itr', 'otp', 'gst', 'gstin', 'ifsc', 'metro', 'kyc', 'nach']);

/**
 * Why Continue is not ready yet, beside it: the fields still to fill in or correct, by their
 * labels in sentence case ("Please fill in or correct: First name, PAN.").
 */
export function missingHint(fields: FieldDef[]): string {
  return fields.length === 0
    ? ''
    : `Please fill in or correct: ${fields.map(fieldName).join(', ')}.`;
}

function fieldName(field: FieldDef): string {
  if (field.kind === 'disclaimer' || field.kind === 'checkbox') return 'your consent';
  const bare = field.label.replace(/\s*\([^)]*\)/g, '').trim();
  if (bare !== bare.toUpperCase()) return bare;
  const words = bare.toLowerCase().split(' ');
  return words
    .map((w, i) =>
      INITIALISMS.has(w) ? w.toUpperCase() : i ? w : w.charAt(0).toUpperCase() + w.slice(1),
    )
    .join(' ');
}
