import type { FieldDef } from '../../journeyModel/types.js';

/** The applicant's first or last name, as on the PAN: required, at most 32 letters. */
export function namePartField(part: 'first' | 'last'): FieldDef {
  return {
    name: `${part}name`,
    kind: 'text',
    label: `${part.toUpperCase()} NAME`,
    maxLength: 32,
    rules: [
      { rule: 'required', message: `Please enter the ${part} name` },
      { rule: 'name', part },
      { rule: 'maxLength', n: 32 },
    ],
  };
}
