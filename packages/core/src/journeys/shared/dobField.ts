import type { FieldDef, RuleRef } from '../../journeyModel/types.js';

/** Date of birth as three boxes; the rule's age bounds follow the provider (01 §5). */
export function dobField(providerId: number | null): FieldDef {
  const rule: RuleRef = providerId === null ? { rule: 'dob' } : { rule: 'dob', providerId };
  return { name: 'dob', kind: 'dob', label: 'DATE OF BIRTH (DD/MM/YYYY)', rules: [rule] };
}
