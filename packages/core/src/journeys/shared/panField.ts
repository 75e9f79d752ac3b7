import type { FieldDef } from '../../journeyModel/types.js';

export function panField(): FieldDef {
  return {
    name: 'pancard',
    kind: 'pan',
    label: 'PAN',
    maxLength: 10,
    placeholder: 'ABCPE1234F',
    rules: [{ rule: 'pan', variant: 'individual' }],
  };
}
