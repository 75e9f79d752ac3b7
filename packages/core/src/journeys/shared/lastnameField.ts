import type { FieldDef } from '../../engine/types.js';

export function lastnameField(): FieldDef {
  return {
    name: 'lastname',
    kind: 'text',
    label: 'LAST NAME',
    maxLength: 32,
    rules: [
      { rule: 'required', message: 'Please enter the last name' },
      { rule: 'name', part: 'last' },
      { rule: 'maxLength', n: 32 },
    ],
  };
}
