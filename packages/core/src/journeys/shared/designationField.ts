import type { FieldDef } from '../../journeyModel/types.js';

export function designationField(): FieldDef {
  return {
    name: 'designation',
    kind: 'text',
    label: 'DESIGNATION',
    maxLength: 32,
    rules: [{ rule: 'noSpecialChars' }, { rule: 'maxLength', n: 32 }],
  };
}
