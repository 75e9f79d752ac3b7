import type { FieldDef } from '../../engine/types.js';

/**
 * The office pincode. No `pincodeCity` lookup: that lookup writes the residence `city`;
 * the office city is asked on its own (`officeCity`).
 */
export function officePincodeField(): FieldDef {
  return {
    name: 'officePincode',
    kind: 'pincode',
    label: 'OFFICE PINCODE',
    maxLength: 6,
    rules: [{ rule: 'pincode' }, { rule: 'maxLength', n: 6 }],
  };
}
