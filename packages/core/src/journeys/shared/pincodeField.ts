import type { FieldDef } from '../../journeyModel/types.js';

export function pincodeField(): FieldDef {
  return {
    name: 'pincode',
    kind: 'pincode',
    label: 'PINCODE',
    maxLength: 6,
    rules: [{ rule: 'pincode' }],
    lookup: 'pincodeCity',
  };
}
