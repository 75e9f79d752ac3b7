import { maskLastFour } from '../format/maskLastFour.js';
import type { FieldDef } from '../journeyModel/types.js';
import { maskAadhaar } from './aadhaar.js';

// Identifiers are never shown whole once typed (answer bubbles, review screens): an X for
// every hidden character and the last 4 kept, in the field's own grouping. A field is an
// identifier by its kind or validation rule, never by its name.

/** The rules (or kind) that make a field an identifier, and how each is shown. */
const MASKS: Partial<Record<string, (text: string) => string>> = {
  pan: maskLastFour,
  businessPan: maskLastFour,
  accountNumber: maskLastFour,
  aadhaar: maskAadhaar,
  serialNumber: maskLastFour,
};

/** What the field's answer looks like shown: `ABCPE1234F` → `XXXXXX234F` for a PAN field. */
export function maskIdentifier(field: FieldDef, text: string): string {
  const mask =
    MASKS[field.kind] ?? field.rules?.map((r) => MASKS[r.rule]).find((m) => m !== undefined);
  return mask && text ? mask(text) : text;
}
