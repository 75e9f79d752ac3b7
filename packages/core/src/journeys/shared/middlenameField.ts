import type { FieldDef } from '../../journeyModel/types.js';

export function middlenameField(): FieldDef {
  return {
    name: 'middlename',
    kind: 'text',
    label: 'MIDDLE NAME (OPTIONAL)',
    required: false,
    maxLength: 32,
    rules: [
      { rule: 'name', part: 'middle' },
      { rule: 'maxLength', n: 32 },
    ],
  };
}
