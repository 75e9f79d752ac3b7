import type { FieldDef, FieldKind } from '@tara/core/engine';
import { groupIndian } from '@tara/core/format';

const DIGITS: FieldKind[] = ['mobile', 'pincode', 'number', 'money', 'otp'];
/** The spec's length limits by kind, when the definition sets none. */
const MAX: Partial<Record<FieldKind, number>> = {
  mobile: 10,
  pan: 10,
  pincode: 6,
  address: 72,
  money: 12,
  otp: 6,
};

/** What a text-like box keeps of the typed text, by field kind. */
export function cleanText(field: FieldDef, text: string): string {
  let out = text;
  if (DIGITS.includes(field.kind)) out = text.replace(/\D/g, '');
  else if (field.kind === 'pan') out = text.replace(/[^a-z0-9]/gi, '').toUpperCase();
  else if (field.kind === 'address') out = text.replace(/\s/g, ' ').replace(/ {2,}/g, ' ');
  return out.slice(0, maxLengthOf(field));
}

/** The length a box accepts: the definition's, else the spec's limit for the kind. */
export function maxLengthOf(field: FieldDef): number | undefined {
  return field.maxLength ?? MAX[field.kind];
}

/** A money box shows its digits grouped the Indian way (12,34,567); the ₹ sits beside it. */
export function moneyDisplay(digits: string): string {
  return groupIndian(digits.replace(/\D/g, '').replace(/^0+(?=\d)/, ''));
}

export interface InputTraits {
  type?: 'email' | 'tel';
  inputMode?: 'email' | 'numeric';
  autoComplete?: string;
  autoCapitalize?: string;
}

/** Keyboard and autofill hints per kind (numeric keypad where it helps). */
const TRAITS: Partial<Record<FieldKind, InputTraits>> = {
  mobile: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  pan: { autoCapitalize: 'characters', autoComplete: 'off' },
  number: { inputMode: 'numeric', autoComplete: 'off' },
  money: { inputMode: 'numeric', autoComplete: 'off' },
  otp: { inputMode: 'numeric', autoComplete: 'one-time-code' },
};

/** Autofill hints for name fields by the spec's field names. */
const NAME_HINTS: Record<string, string> = {
  fullName: 'name',
  firstname: 'given-name',
  lastname: 'family-name',
};

export function inputTraits(field: FieldDef): InputTraits {
  return TRAITS[field.kind] ?? { autoComplete: NAME_HINTS[field.name] };
}
