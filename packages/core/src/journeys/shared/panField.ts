import type { FieldDef } from '../../journeyModel/types.js';

export function panField(): FieldDef {
  return {
    name: 'pancard',
    kind: 'pan',
    label: 'PAN',
    maxLength: 10,
    placeholder: 'ABCPE1234F',
    hint: 'Your own PAN: 5 letters, 4 digits, then a letter; the 4th letter is P',
    rules: [{ rule: 'pan', variant: 'individual' }],
  };
}
