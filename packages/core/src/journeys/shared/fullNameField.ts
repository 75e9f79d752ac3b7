import type { FieldDef } from '../../journeyModel/types.js';

export function fullNameField(): FieldDef {
  return {
    name: 'fullName',
    kind: 'text',
    label: 'FULL NAME',
    maxLength: 72,
    rules: [{ rule: 'required', message: 'Please enter the full name' }, { rule: 'fullName' }],
  };
}
