import type { FieldDef } from '../../journeyModel/types.js';

/**
 * The office pincode (or another address's: the personal loan's permanent and business
 * addresses). No `pincodeCity` lookup: that lookup writes the residence `city`;
 * the office city is asked on its own (`officeCity`).
 */
export function officePincodeField(name = 'officePincode', label = 'OFFICE PINCODE'): FieldDef {
  return {
    name,
    kind: 'pincode',
    label,
    maxLength: 6,
    rules: [{ rule: 'pincode' }, { rule: 'maxLength', n: 6 }],
  };
}
