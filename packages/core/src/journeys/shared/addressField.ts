import type { FieldDef } from '../../journeyModel/types.js';

export function addressField(name = 'address', label = 'HOUSE NO., STREET, AREA'): FieldDef {
  return {
    name,
    kind: 'address',
    label,
    maxLength: 72,
    rules: [{ rule: 'address' }, { rule: 'maxLength', n: 72 }],
  };
}
