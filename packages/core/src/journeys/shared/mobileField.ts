import type { FieldDef } from '../../journeyModel/types.js';

/** A 10-digit mobile: the applicant's by default, or another's (a reference's) by name. */
export function mobileField(name = 'mobile', label = 'MOBILE NUMBER'): FieldDef {
  return {
    name,
    kind: 'mobile',
    label,
    maxLength: 10,
    rules: [{ rule: 'mobile' }],
  };
}
