import type { FieldDef } from '../../engine/types.js';

export function firstnameField(): FieldDef {
  return {
    name: 'firstname',
    kind: 'text',
    label: 'FIRST NAME',
    maxLength: 32,
    rules: [
      { rule: 'required', message: 'Please enter the first name' },
      { rule: 'name', part: 'first' },
      { rule: 'maxLength', n: 32 },
    ],
  };
}
